/**
 * `ctx.react()`: the product's React SDK (`vf/sdk`, kernel/sdk.ts) loaded once, registered on the
 * well-known global the shims of a third-party plugin's bundle read, and typed for the plugin.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import * as React from 'react'
import * as sdkModule from 'vf/sdk'
import type { Plugin, ReactSdk } from '../../../contracts/plugin'
import { SDK_KEY } from '../../../kernel/sdk-loader'
import { testKernel } from '../../support/test-kernel'

test('ctx.react() resolves the SDK module, registers it on globalThis[Symbol.for("vf.sdk")] once, and a shim set before it hears the assignment', async () => {
  // What a plugin bundle's shim does when it is evaluated before the SDK arrived: a setter on the global.
  const heard: unknown[] = []
  Object.defineProperty(globalThis, SDK_KEY, {
    configurable: true,
    get: () => undefined,
    set(sdk: unknown) {
      Object.defineProperty(globalThis, SDK_KEY, { value: sdk, writable: true, configurable: true })
      heard.push(sdk)
    },
  })
  let loading: Promise<ReactSdk[]> | undefined
  const plugin: Plugin = { name: 'reader', setup: (ctx) => void (loading = Promise.all([ctx.react(), ctx.react()])) }
  await testKernel({ plugins: [plugin] })
  const loaded = await loading!
  assert.is(loaded[0], loaded[1], 'loaded once')
  assert.is((globalThis as Record<symbol, unknown>)[SDK_KEY], loaded[0])
  assert.equal(heard, [loaded[0]], 'the waiting shim was told, once')
  // The product's own React, hooks, host and UI kit.
  const sdk = loaded[0]!
  assert.is(sdk.React.useState, React.useState)
  assert.is(sdk.useT, sdkModule.useT)
  assert.is(sdk.Fragment, Symbol.for('react.fragment'))
  for (const name of ['reactWidget', 'widgetServices', 'useAction', 'useStoreValue', 'useT', 'jsx', 'jsxs', 'Button', 'Dialog', 'VirtualList'] as const) assert.ok(sdk[name], name)
})

test.run()
