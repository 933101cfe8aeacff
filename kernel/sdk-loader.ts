/**
 * Loads the product's React SDK (kernel/sdk.ts) as a lazy chunk, shared with the built-in widgets' React,
 * and registers it on the well-known global `globalThis[Symbol.for('vf.sdk')]`, where the `vf/sdk`,
 * `react` and `react/jsx-runtime` shims of a third-party plugin's bundle find it (build.mjs makes them).
 * Registering is a plain assignment: a shim evaluated before the SDK arrived has put a setter there that
 * binds its exports when the SDK is assigned.
 */
import type { ReactSdk } from '../contracts/plugin'

/** The global the SDK is registered on; the shims read the same symbol. */
export const SDK_KEY = Symbol.for('vf.sdk')

let loading: Promise<ReactSdk> | undefined

/** Registers the SDK where the shims look, unless it is there already (a page that wiped it gets it back). */
function register(sdk: ReactSdk): ReactSdk {
  const global = globalThis as unknown as Record<symbol, unknown>
  if (global[SDK_KEY] !== sdk) global[SDK_KEY] = sdk
  return sdk
}

export function loadSdk(): Promise<ReactSdk> {
  loading ??= import('./sdk') as Promise<ReactSdk>
  return loading.then(register)
}
