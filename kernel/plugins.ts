/**
 * The plugin host. A plugin registers everything through the context it is given; the host records
 * each registration so that removing the plugin — or a setup that fails or runs out of time — undoes all
 * of it, leaving the kernel exactly as it was.
 */
import type { Clock } from '../contracts/clock'
import type { ContextKey, Plugin, PluginActions, PluginBus, PluginContext } from '../contracts/plugin'
import type { PluginStore, Slice, StoreState } from '../contracts/store'
import type { ActionRegistry } from './actions'
import { createBusFacade, type BusCore } from './bus'
import type { Contexts } from './contexts'
import { ErrorCode, VfError, messageOf } from './errors'
import type { Interceptors } from './interceptors'
import type { JobQueue } from './jobs'
import type { Logger } from './log'
import type { Permissions } from './permissions'
import type { RootStore } from './store'
import { realTimers, withTimeout, type Timers } from './with-timeout'

/**
 * A platform service offered to every plugin as `ctx[name]` (config, http, i18n, widgets…). `create`
 * gets the plugin's name, its `onDispose` (so what a plugin registers with the service is undone too)
 * and the plugin itself (its declarations: the public paths it may expose).
 */
export interface ServiceExtension {
  readonly name: string
  create(pluginName: string, onDispose: (fn: () => void) => void, plugin: Plugin): unknown
}

export interface PluginHostDeps {
  logger: Logger
  bus: BusCore
  actions: ActionRegistry
  interceptors: Interceptors
  permissions: Permissions
  jobs: JobQueue
  store: RootStore
  contexts: Contexts
  /** Budget for one plugin's setup, in ms. */
  setupTimeoutMs: number
  timers?: Timers
  /** `ctx.clock`: the product's clock (`Date.now` and `timers` when not given). */
  clock?: Clock
  extensions?: readonly ServiceExtension[]
}

export interface PluginHost {
  /** Installs a plugin. Rejects with a coded VfError (duplicate, missing dependency, failed setup); nothing stays behind. */
  use(plugin: Plugin): Promise<void>
  /** Removes a plugin and undoes everything it registered. Refused while another plugin depends on it. */
  remove(name: string): Promise<void>
  has(name: string): boolean
  names(): string[]
  /** The installed plugin of that name (its declarations: dependencies, public API). */
  get(name: string): Plugin | undefined
}

interface Installed {
  readonly plugin: Plugin
  readonly dispose: () => void
}

export function createPluginHost(deps: PluginHostDeps): PluginHost {
  const installed = new Map<string, Installed>()
  const clock: Clock = deps.clock ?? Object.freeze({ now: Date.now, timers: deps.timers ?? realTimers })
  const installing = new Set<string>()

  const buildContext = (plugin: Plugin, controller: AbortController) => {
    const disposers: Array<() => void> = []
    let disposed = false
    const onDispose = (fn: () => void) => {
      if (typeof fn !== 'function') return
      // A setup that ran past its budget may still register things: undo them at once.
      if (disposed) runSafely(fn)
      else disposers.push(fn)
    }
    const runSafely = (fn: () => void) => {
      try {
        fn()
      } catch (error) {
        deps.logger.error(`Undoing a registration of plugin "${plugin.name}" failed.`, error)
      }
    }
    const log: Logger = {
      debug: (title, ...details) => deps.logger.debug(`${plugin.name}: ${title}`, ...details),
      warn: (message, ...details) => deps.logger.warn(`${plugin.name}: ${message}`, ...details),
      error: (message, ...details) => deps.logger.error(`${plugin.name}: ${message}`, ...details),
      deprecated: (message) => deps.logger.deprecated(`${plugin.name}: ${message}`),
    }

    const facade = createBusFacade(deps.bus)
    onDispose(facade.dispose)
    const bus: PluginBus = {
      publish: (channel, event, ...args) => facade.$publish(channel, event, ...args),
      subscribe: (channel, event, handler) => facade.$subscribe(channel, event, handler as (...args: unknown[]) => void),
      once: (channel, event, handler) => facade.$once(channel, event, handler as (...args: unknown[]) => void),
      unsubscribe: (channel, event, handler) => facade.$unsubscribe(channel, event, handler),
      prepublish: (middleware) => facade.$prepublish(middleware),
    }

    const actions: PluginActions = {
      register(name, handler, options) {
        onDispose(deps.actions.register(name, handler as never, options as never))
      },
      call: (name, options) => deps.actions.call(name, options) as never,
      addInterceptor(name, interceptor, once) {
        const added = deps.interceptors.add(name, interceptor, once)
        if (added) onDispose(() => deps.interceptors.remove(name, interceptor))
        return added
      },
      removeInterceptor: (name, interceptor) => deps.interceptors.remove(name, interceptor),
    }

    const base = {
      name: plugin.name,
      bus,
      actions,
      permissions: {
        setRuler: (ruler: Parameters<Permissions['setRuler']>[0]) => onDispose(deps.permissions.setRuler(ruler, plugin.name)),
        can: deps.permissions.can,
      },
      jobs: {
        enqueue<T>(name: string, work: (signal: AbortSignal) => T | Promise<T>) {
          const job = deps.jobs.enqueue(`${plugin.name}:${name}`, work)
          onDispose(() => job.cancel())
          return job
        },
      },
      store: {
        slice(name, initial) {
          // The returned slice is the only writer of `name`: a plugin writes its own slices, reads everyone's.
          const slice = deps.store.slice(name, initial)
          onDispose(() => deps.store.drop(name))
          return slice as Slice<typeof initial>
        },
        getState: () => deps.store.getState() as StoreState,
        subscribe(listener: () => void) {
          const unsubscribe = deps.store.subscribe(listener)
          onDispose(unsubscribe)
          return unsubscribe
        },
      } satisfies PluginStore,
      contexts: {
        provide: (key: ContextKey, getter: () => unknown) => onDispose(deps.contexts.provide(key, getter, plugin.name)),
      },
      log,
      clock,
      signal: controller.signal,
      onDispose,
    }
    const services: Record<string, unknown> = {}
    for (const extension of deps.extensions ?? []) services[extension.name] = extension.create(plugin.name, onDispose, plugin)
    const ctx = Object.freeze({ ...services, ...base }) as unknown as PluginContext

    const dispose = () => {
      disposed = true
      controller.abort(new VfError(ErrorCode.Aborted, `The plugin "${plugin.name}" was removed`))
      // Undo in reverse order: later registrations may rest on earlier ones.
      for (const fn of disposers.reverse()) runSafely(fn)
      disposers.length = 0
    }
    return { ctx, dispose }
  }

  return {
    async use(plugin) {
      if (!plugin || typeof plugin !== 'object' || typeof plugin.name !== 'string' || plugin.name === '' || typeof plugin.setup !== 'function') {
        throw new VfError(ErrorCode.InvalidArgument, 'A plugin is an object with a name and a setup function')
      }
      const declared = plugin.publicApi?.paths
      if (plugin.publicApi !== undefined && (!Array.isArray(declared) || declared.some((path) => typeof path !== 'string'))) {
        throw new VfError(ErrorCode.InvalidArgument, `The plugin "${plugin.name}" declares its public API as { paths: [...] }, each a dot-separated path`, { info: { plugin: plugin.name } })
      }
      const { name } = plugin
      if (installed.has(name) || installing.has(name)) {
        throw new VfError(ErrorCode.PluginDuplicate, `A plugin named "${name}" is already installed`, { info: { plugin: name } })
      }
      const missing = (plugin.dependencies ?? []).filter((dependency) => !installed.has(dependency))
      if (missing.length > 0) {
        throw new VfError(ErrorCode.PluginDependencyMissing, `The plugin "${name}" needs ${missing.map((m) => `"${m}"`).join(', ')}, which ${missing.length === 1 ? 'is' : 'are'} not installed`, {
          info: { plugin: name, missing },
        })
      }

      installing.add(name)
      const controller = new AbortController()
      const { ctx, dispose } = buildContext(plugin, controller)
      try {
        await withTimeout(() => plugin.setup(ctx), {
          ms: deps.setupTimeoutMs,
          timers: deps.timers,
          onTimeout: () => new VfError(ErrorCode.Timeout, `The setup of plugin "${name}" took longer than ${deps.setupTimeoutMs} ms`),
        })
      } catch (error) {
        dispose()
        throw new VfError(ErrorCode.PluginSetupFailed, `The setup of plugin "${name}" failed: ${messageOf(error)}`, { cause: error, info: { plugin: name } })
      } finally {
        installing.delete(name)
      }
      installed.set(name, { plugin, dispose })
      deps.logger.debug(`plugin "${name}" installed`)
    },

    async remove(name) {
      const entry = installed.get(name)
      if (!entry) throw new VfError(ErrorCode.PluginNotFound, `No plugin named "${name}" is installed`, { info: { plugin: name } })
      const dependents = [...installed.values()].filter((other) => other.plugin.dependencies?.includes(name)).map((other) => other.plugin.name)
      if (dependents.length > 0) {
        throw new VfError(ErrorCode.PluginInUse, `The plugin "${name}" is needed by ${dependents.map((d) => `"${d}"`).join(', ')}`, {
          info: { plugin: name, dependents },
        })
      }
      installed.delete(name)
      entry.dispose()
    },

    has: (name) => installed.has(name),
    names: () => [...installed.keys()],
    get: (name) => installed.get(name)?.plugin,
  }
}
