/**
 * `vf/sdk`: the product's React, its widget hooks, the React host and the UI kit, as one module a plugin
 * imports — ours or a publisher's — so its widgets render with the product's copy instead of bundling their
 * own. Inside this repository the import resolves here (tsconfig `paths`); a third-party plugin built by
 * build.mjs gets a shim instead, bound to this module when the product registers it at run time
 * (`ctx.react()`, see kernel/sdk-loader.ts). A widget's `load` awaits `ctx.react()` before it renders.
 *
 * ```tsx
 * import { reactWidget, widgetServices, useT, Button } from 'vf/sdk'
 * load: async () => (await ctx.react(), reactWidget(Quiz, widgetServices(ctx)))
 * ```
 */
import * as React from 'react'

export { React }
export { jsx, jsxs, Fragment } from 'react/jsx-runtime'
export * from './react'
export * from '../plugins/ui'

/** The SDK's shape, as `ctx.react()` resolves it. */
export type Sdk = typeof import('./sdk')

declare module '../contracts/plugin' {
  /** The members of `vf/sdk` (kernel/sdk.ts). */
  interface ReactSdk extends Sdk {}
}
