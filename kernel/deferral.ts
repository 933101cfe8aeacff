/**
 * Installing the deferred plugins (kernel/deferred.ts) when they are wanted, with nothing lost meanwhile:
 * - each of its actions is registered from the start as a stand-in that is not intercepted itself: a call
 *   installs the plugin, then makes the same call to the real action (its ruling, the interceptors —
 *   the page's among them, added whenever — and its handler), and resolves with that call's answer;
 * - each of its public calls (`vf.<path>`) is a stand-in that installs it and then calls what it exposed;
 * - one of its widgets' tags (or v1 placeholders) on the page installs it before the widgets are mounted;
 * - what is still not installed once the page is idle after its first paint is installed then, one
 *   plugin per idle period.
 * A plugin whose code cannot be fetched is reported; the next want of it tries again.
 */
import type { Plugin } from '../contracts/plugin'
import type { ActionRegistry } from './actions'
import type { DeferredEntry, DeferredManifest } from './deferred'
import { ErrorCode, VfError } from './errors'
import type { Logger } from './log'
import type { Timers } from './with-timeout'

export type { DeferredEntry, DeferredManifest }

type PublicFunction = (...args: any[]) => unknown

export interface DeferralOptions {
  entries: readonly DeferredEntry[]
  actions: ActionRegistry
  /** Installs a plugin (start-up's: a failure is logged and answered, never thrown). */
  install: (plugin: Plugin) => Promise<unknown>
  logger: Logger
  /** A plugin was installed: its widgets on the page are to be mounted. */
  installed: (manifest: DeferredManifest) => void
  timers: Timers
}

/**
 * The longest the page's widgets wait for a deferred plugin whose widget is on the page before they are
 * mounted without it (a fetch that stalls must not hold every widget back); its own mount once it is in, ms.
 */
export const PRESENT_WAIT_MS = 5_000

export interface Deferral {
  /** The plugins not installed yet (nor dropped). */
  pending(): DeferredManifest[]
  isPending(name: string): boolean
  /** From here on plugins may be installed (the ones loaded at start-up, their dependencies, are in). */
  open(): void
  /** Starts fetching the code of the plugins whose widgets are on `doc` (installed by {@link present}). */
  prefetch(doc: ParentNode): void
  /** Installs the plugins whose widgets are on `doc`; resolves once they are in (or failed), or after {@link PRESENT_WAIT_MS}. */
  present(doc: ParentNode): Promise<void>
  /** Installs `name` and its deferred dependencies; true once it is in. */
  need(name: string): Promise<boolean>
  /** Is one of `manifest`'s widgets on `doc`? */
  onPage(manifest: DeferredManifest, doc: ParentNode): boolean
  /** The stand-in of each deferred public path; `current` reads what `vf` holds there, `unavailable` answers a path nothing provides. */
  publicCalls(current: (path: string) => unknown, unavailable: (path: string) => PublicFunction): Map<string, PublicFunction>
  /** Takes a plugin that was never installed out of the product: its stand-ins go. */
  drop(name: string): boolean
  /** Installs every plugin still pending, one after another, each after `idle()` resolved. */
  rest(idle: () => Promise<void>): Promise<void>
}

const KIND = /^[\w-]+$/

/** The selector of `manifest`'s widgets on a page: their tags, and the v1 placeholders they convert. */
function selectorOf(manifest: DeferredManifest): string {
  return [...manifest.tags.filter((tag) => /^[a-z][a-z0-9]*-[a-z0-9-]*$/.test(tag)), ...manifest.legacy.filter((kind) => KIND.test(kind)).map((kind) => `div.vf-widget[data-widget="${kind}"]`)].join(',')
}

export function createDeferral(options: DeferralOptions): Deferral {
  const { actions, logger } = options
  const entries = new Map(options.entries.map((entry) => [entry.manifest.name, entry]))
  /** Installed: no longer deferred. */
  const settled = new Set<string>()
  /** Taken out before they were ever installed. */
  const dropped = new Set<string>()
  const installing = new Map<string, Promise<boolean>>()
  const fetching = new Map<string, Promise<Plugin>>()
  /** Each pending plugin's stand-in actions, by plugin: the functions that unregister them. */
  const standIns = new Map<string, Array<() => void>>()
  let openGate!: () => void
  const opened = new Promise<void>((resolve) => (openGate = resolve))

  const placeStandIns = (manifest: DeferredManifest) => {
    if (standIns.has(manifest.name)) return
    standIns.set(
      manifest.name,
      manifest.actions.filter((name) => !actions.has(name)).map((name) =>
        actions.register(
          name,
          async (params: unknown, meta) => {
            if (!(await need(manifest.name))) {
              throw new VfError(ErrorCode.PluginSetupFailed, `The plugin "${manifest.name}" could not be loaded, so "${name}" did not run`, { info: { plugin: manifest.name } })
            }
            return actions.call(name, { params, ...(meta.instanceId !== undefined ? { instanceId: meta.instanceId } : {}) })
          },
          // The real action is intercepted (and ruled) when the stand-in calls it: once, not twice.
          { interceptable: false },
        ),
      ),
    )
  }
  const removeStandIns = (name: string) => {
    for (const unregister of standIns.get(name) ?? []) unregister()
    standIns.delete(name)
  }
  for (const { manifest } of entries.values()) placeStandIns(manifest)

  const fetchCode = (entry: DeferredEntry): Promise<Plugin> => {
    const name = entry.manifest.name
    let code = fetching.get(name)
    if (!code) {
      code = Promise.resolve()
        .then(() => entry.load())
        .catch((error: unknown) => {
          // Fetched again when next wanted (offline now, perhaps not then).
          fetching.delete(name)
          throw error
        })
      fetching.set(name, code)
    }
    return code
  }

  const need = (name: string): Promise<boolean> => {
    const entry = entries.get(name)
    if (!entry || dropped.has(name)) return Promise.resolve(false)
    if (settled.has(name)) return Promise.resolve(true)
    let running = installing.get(name)
    if (running) return running
    running = (async () => {
      await opened
      for (const dependency of entry.manifest.dependencies) if (entries.has(dependency) && !(await need(dependency))) return false
      let plugin: Plugin
      try {
        plugin = await fetchCode(entry)
      } catch (error) {
        logger.error(`The plugin "${name}" could not be loaded.`, error)
        return false
      }
      if (dropped.has(name)) return false
      // Its stand-ins make way for its own actions in the same turn as its setup registers them.
      const wrapped: Plugin = {
        ...plugin,
        setup: (ctx) => {
          removeStandIns(name)
          return plugin.setup(ctx)
        },
      }
      if ((await options.install(wrapped)) !== true) return false
      settled.add(name)
      options.installed(entry.manifest)
      return true
    })()
      .catch((error: unknown) => {
        logger.error(`The plugin "${name}" could not be installed.`, error)
        return false
      })
      .then((ok) => {
        installing.delete(name)
        // A setup that failed took its actions with it: the stand-ins answer again (and try again).
        if (!ok && !dropped.has(name)) placeStandIns(entry.manifest)
        return ok
      })
    installing.set(name, running)
    return running
  }

  const onPage = (manifest: DeferredManifest, doc: ParentNode) => {
    const selector = selectorOf(manifest)
    return selector !== '' && doc.querySelector(selector) !== null
  }
  const pending = () => [...entries.values()].map((entry) => entry.manifest).filter((manifest) => !settled.has(manifest.name) && !dropped.has(manifest.name))

  return {
    pending,
    isPending: (name) => entries.has(name) && !settled.has(name) && !dropped.has(name),
    open: () => openGate(),
    prefetch(doc) {
      for (const manifest of pending()) if (onPage(manifest, doc)) fetchCode(entries.get(manifest.name)!).catch(() => undefined)
    },
    async present(doc) {
      const wanted = pending().filter((manifest) => onPage(manifest, doc))
      if (wanted.length === 0) return
      let timer: unknown
      const waited = new Promise<void>((resolve) => (timer = options.timers.setTimeout(resolve, PRESENT_WAIT_MS)))
      await Promise.race([Promise.all(wanted.map((manifest) => need(manifest.name))), waited])
      options.timers.clearTimeout(timer)
    },
    need,
    onPage,
    publicCalls(current, unavailable) {
      const calls = new Map<string, PublicFunction>()
      for (const { manifest } of entries.values()) {
        for (const path of manifest.paths) {
          const standIn: PublicFunction = async (...args) => {
            if (!(await need(manifest.name))) return unavailable(path)(...args)
            // Installed and then removed, what it exposed went (this stand-in is back): the path has no answer any more.
            const fn = current(path)
            return typeof fn === 'function' && fn !== standIn ? (fn as PublicFunction)(...args) : unavailable(path)(...args)
          }
          calls.set(path, standIn)
        }
      }
      return calls
    },
    drop(name) {
      if (!entries.has(name) || settled.has(name) || dropped.has(name)) return false
      dropped.add(name)
      removeStandIns(name)
      return true
    },
    async rest(idle) {
      for (const manifest of pending()) {
        if (!pending().includes(manifest)) continue
        await idle()
        await need(manifest.name)
      }
    },
  }
}

/** What {@link afterFirstPaint} reads of the page. */
export interface PaintHost {
  requestAnimationFrame?: (fn: () => void) => unknown
  requestIdleCallback?: (fn: () => void, options: { timeout: number }) => unknown
  innerWidth?: number
  innerHeight?: number
}

/** How often the page is looked at while widgets in view are still loading, and for how long at most, ms. */
export const SETTLE_POLL_MS = 100
export const SETTLE_CAP_MS = 10_000
/** The longest an idle period is waited for, ms. */
export const IDLE_TIMEOUT_MS = 2_000

/** Is `element` on screen (with an area), as far as the page can tell? */
function inView(element: Element, host: PaintHost): boolean {
  const rect = element.getBoundingClientRect()
  const width = host.innerWidth ?? 0
  const height = host.innerHeight ?? 0
  return rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.right > 0 && rect.top < height && rect.left < width
}

/**
 * Resolves once the widgets in view have shown their content (none is `aria-busy`: the host's loading
 * state) or `SETTLE_CAP_MS` passed, then a frame was painted, then the main thread is idle (or
 * `IDLE_TIMEOUT_MS` later). What loads then never competes with what the reader is waiting for.
 */
export function afterFirstPaint(host: PaintHost, timers: Timers, elements: () => readonly Element[]): Promise<void> {
  let polls = Math.ceil(SETTLE_CAP_MS / SETTLE_POLL_MS)
  return new Promise<void>((resolve) => {
    const idle = () => (typeof host.requestIdleCallback === 'function' ? host.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS }) : timers.setTimeout(resolve, 0))
    const painted = () => (typeof host.requestAnimationFrame === 'function' ? host.requestAnimationFrame(() => timers.setTimeout(idle, 0)) : idle())
    const check = () => {
      const busy = elements().some((element) => element.getAttribute('aria-busy') === 'true' && inView(element, host))
      if (!busy || polls-- <= 0) painted()
      else timers.setTimeout(check, SETTLE_POLL_MS)
    }
    check()
  })
}

/** Resolves once the page is idle (the wait between two deferred plugins). */
export function whenIdle(host: PaintHost, timers: Timers): Promise<void> {
  return new Promise((resolve) => {
    if (typeof host.requestIdleCallback === 'function') host.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS })
    else timers.setTimeout(resolve, 0)
  })
}
