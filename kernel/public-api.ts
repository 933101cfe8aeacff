/**
 * `window.vf` (document 4 §2): the five bus methods, `vf.actions` and `vf.context`, installed onto the
 * object the loader already gave the page, so references a page took early stay valid.
 */
import type { BusHandler, Interceptor, Middleware } from '../contracts/plugin'
import { createBusFacade } from './bus'
import type { Kernel } from './kernel'

/** A plain object whose members may be set by path (`context.get`). */
type Target = Record<string, unknown>

/** Sets `target.a.b = value` for `path` 'a.b', creating plain objects on the way; never walks `__proto__`. */
export function setPath(target: Target, path: string, value: unknown): void {
  const parts = path.split('.')
  let node: Target = target
  for (const part of parts.slice(0, -1)) {
    if (part === '__proto__' || part === 'constructor' || part === 'prototype') return
    const next = Object.hasOwn(node, part) ? node[part] : undefined
    if (!next || typeof next !== 'object') node[part] = {}
    node = node[part] as Target
  }
  const last = parts[parts.length - 1]!
  if (last === '__proto__' || last === 'constructor' || last === 'prototype') return
  node[last] = value
}

/** Deletes `target.a.b` for `path` 'a.b', and each object on the way that it leaves empty (`vf.a` goes with its last member). */
export function deletePath(target: Target, path: string): void {
  const parts = path.split('.')
  const nodes: Target[] = [target]
  for (const part of parts.slice(0, -1)) {
    const node = nodes[nodes.length - 1]!
    const next = Object.hasOwn(node, part) ? node[part] : undefined
    if (!next || typeof next !== 'object') return
    nodes.push(next as Target)
  }
  for (let depth = parts.length - 1; depth >= 0; depth--) {
    const node = nodes[depth]!
    const part = parts[depth]!
    if (depth < parts.length - 1 && Object.keys(node[part] as Target).length > 0) return
    delete node[part]
  }
}

/** Reads `target.a.b` for `path` 'a.b' (own properties only). */
export function getPath(target: Target, path: string): unknown {
  let node: unknown = target
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object' || !Object.hasOwn(node, part)) return undefined
    node = (node as Target)[part]
  }
  return node
}

/** The five bus methods of document 4 §2, as paths on a public object. */
export const BUS_METHODS = ['$publish', '$subscribe', '$once', '$unsubscribe', '$prepublish'] as const

/**
 * Installs the five bus methods onto `target`, over a facade of its own: `$unsubscribe()` removes only
 * what was subscribed through `target` (document 4 §2), and callbacks run with `this` bound to `self`.
 * Returns the function that removes every subscription and middleware added through it.
 */
export function installBus(bus: Kernel['bus'], target: Target, self: unknown): () => void {
  const facade = createBusFacade(bus, () => self)
  setPath(target, '$publish', (channel: string, event: string, ...args: unknown[]) => facade.$publish(channel, event, ...args))
  setPath(target, '$subscribe', (channel: string, event: string, cb: BusHandler) => facade.$subscribe(channel, event, cb))
  setPath(target, '$once', (channel: string, event: string, cb: BusHandler) => facade.$once(channel, event, cb))
  setPath(target, '$unsubscribe', (channel?: string, event?: string, cb?: BusHandler) => facade.$unsubscribe(channel, event, cb))
  setPath(target, '$prepublish', (middleware: Middleware) => {
    facade.$prepublish(middleware)
  })
  return () => facade.dispose()
}

/** Installs the bus methods, `actions` and `context.get` onto `vf`; returns the function that removes the bus subscriptions made through it. */
export function installPublicApi(kernel: Kernel, vf: Target): () => void {
  const disposeBus = installBus(kernel.bus, vf, vf)
  setPath(vf, 'actions.addInterceptor', (name: string, cb: Interceptor, once = false) => kernel.interceptors.add(name, cb, once))
  setPath(vf, 'actions.removeInterceptor', (name: string, cb: Interceptor) => kernel.interceptors.remove(name, cb))
  setPath(vf, 'actions.call', (name: string, options?: { instanceId?: string; params?: unknown }) =>
    kernel.actions.call(name, options && typeof options === 'object' ? options : {}),
  )
  setPath(vf, 'context.get', (key: unknown) => kernel.contexts.get(key))

  // `authentication`/`needed` is the legacy name of `required` (document 4 §3): re-publish it.
  const legacyNeeded = kernel.bus.subscribe('authentication', 'needed', (...args: unknown[]) => kernel.bus.publish('authentication', 'required', args))
  return () => {
    disposeBus()
    legacyNeeded?.remove()
  }
}
