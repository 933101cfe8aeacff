/**
 * The kernel: the small, framework-free core every plugin stands on. It assembles the bus, actions and
 * interceptors, the permission hook, the job queue, the store, the context providers and the plugin host.
 */
import type { Clock } from '../contracts/clock'
import { Constants } from '../contracts/enums'
import { createActionRegistry, type ActionRegistry } from './actions'
import { createBus, type BusCore } from './bus'
import { createContexts, type Contexts } from './contexts'
import { createInterceptors, type Interceptors } from './interceptors'
import { createJobQueue, type JobQueue } from './jobs'
import { createLogger, type Logger } from './log'
import { createPermissions, type Permissions } from './permissions'
import { createPluginHost, type PluginHost, type ServiceExtension } from './plugins'
import { createStore, type RootStore } from './store'
import { realTimers, type Timers } from './with-timeout'

export interface KernelOptions {
  logger?: Logger
  /** Interceptor budget (document 4 §2: 5 s). Tests pass a few ms. */
  interceptorTimeoutMs?: number
  /** Plugin setup budget. */
  setupTimeoutMs?: number
  timers?: Timers
  /** The wall clock (`ctx.clock.now`); `Date.now` unless a test fixes it. */
  now?: () => number
  /** Platform services offered to plugins as `ctx[name]`. */
  extensions?: readonly ServiceExtension[]
}

export interface Kernel {
  readonly logger: Logger
  readonly bus: BusCore
  readonly interceptors: Interceptors
  readonly actions: ActionRegistry
  readonly permissions: Permissions
  readonly jobs: JobQueue
  readonly store: RootStore
  readonly contexts: Contexts
  readonly plugins: PluginHost
  /** The product's clock, every plugin's `ctx.clock`. */
  readonly clock: Clock
}

export function createKernel(options: KernelOptions = {}): Kernel {
  const logger = options.logger ?? createLogger()
  const bus = createBus(logger)
  const interceptors = createInterceptors({ logger, timeoutMs: options.interceptorTimeoutMs ?? Constants.interceptorTimeoutMs, timers: options.timers })
  const permissions = createPermissions({ logger, publish: bus.publish })
  const actions = createActionRegistry({ logger, interceptors, permissions })
  const jobs = createJobQueue(logger)
  const store = createStore(logger)
  const contexts = createContexts()
  const clock: Clock = Object.freeze({ now: options.now ?? Date.now, timers: options.timers ?? realTimers })
  const plugins = createPluginHost({
    logger,
    bus,
    actions,
    interceptors,
    permissions,
    jobs,
    store,
    contexts,
    setupTimeoutMs: options.setupTimeoutMs ?? Constants.interceptorTimeoutMs,
    timers: options.timers,
    clock,
    extensions: options.extensions,
  })
  return { logger, bus, interceptors, actions, permissions, jobs, store, contexts, plugins, clock }
}
