/**
 * Action interceptors (document 4 §2): integrators gate product actions — a paywall on "load more", a
 * consent check before posting. Interceptors run one after another; each must call `continue()` or
 * `intercept(reason)`, and one that does neither within the budget (5 s) counts as intercepted with
 * "InterceptorTimeout".
 */
import type { Interceptor, InterceptorContext } from '../contracts/plugin'
import { ErrorCode, Messages, VfError, messageOf } from './errors'
import type { Logger } from './log'
import { withTimeout, type Timers } from './with-timeout'

export type { Interceptor, InterceptorContext }

/** The outcome of running an action's interceptors. */
export type InterceptionOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly code: typeof ErrorCode.Intercepted | typeof ErrorCode.InterceptorTimeout; readonly reason: string }

export interface InterceptorsOptions {
  logger: Logger
  /** The per-interceptor budget in ms (5000 in the product; tests use a few ms). */
  timeoutMs: number
  timers?: Timers
}

export interface Interceptors {
  /** Adds `callback` for `actionName`; `false` (and a warning) when that callback is already there. */
  add(actionName: string, callback: Interceptor, once?: boolean): boolean
  /** Removes `callback` from `actionName`; `false` when it was not there. */
  remove(actionName: string, callback: Interceptor): boolean
  run(actionName: string, params: unknown, instanceId?: string): Promise<InterceptionOutcome>
  count(actionName: string): number
}

interface Registered {
  readonly callback: Interceptor
  readonly once: boolean
}

export function createInterceptors(options: InterceptorsOptions): Interceptors {
  const { logger } = options
  const byAction = new Map<string, Registered[]>()

  const remove = (actionName: string, callback: Interceptor): boolean => {
    const list = byAction.get(actionName)
    const index = list?.findIndex((r) => r.callback === callback) ?? -1
    if (!list || index < 0) return false
    // Replace rather than splice: a run in progress iterates its own snapshot.
    byAction.set(actionName, list.filter((_, i) => i !== index))
    return true
  }

  const runOne = (actionName: string, params: unknown, instanceId: string | undefined, registered: Registered) =>
    withTimeout<InterceptionOutcome>(
      () =>
        new Promise<InterceptionOutcome>((resolve) => {
          const ctx: InterceptorContext = Object.freeze({
            action_name: actionName,
            action_params: params,
            instance_id: instanceId,
            continue: () => resolve({ ok: true }),
            intercept: (reason?: string) =>
              resolve({
                ok: false,
                code: ErrorCode.Intercepted,
                reason: typeof reason === 'string' && reason !== '' ? reason : Messages.intercepted(actionName),
              }),
            removeInterceptor: () => {
              remove(actionName, registered.callback)
            },
          })
          const failed = (error: unknown) => {
            // An interceptor that breaks before deciding has not allowed the action: keep it stopped.
            logger.error(`An interceptor of "${actionName}" failed before deciding.`, error)
            resolve({ ok: false, code: ErrorCode.Intercepted, reason: messageOf(error) })
          }
          try {
            const returned = registered.callback(ctx)
            if (returned && typeof (returned as Promise<void>).then === 'function') (returned as Promise<void>).then(undefined, failed)
          } catch (error) {
            failed(error)
          }
        }),
      {
        ms: options.timeoutMs,
        timers: options.timers,
        onTimeout: () => new VfError(ErrorCode.InterceptorTimeout, Messages.interceptorTimeout, { info: { action: actionName } }),
      },
    ).catch((): InterceptionOutcome => ({ ok: false, code: ErrorCode.InterceptorTimeout, reason: Messages.interceptorTimeout }))

  return {
    add(actionName, callback, once = false) {
      if (typeof actionName !== 'string' || actionName === '') {
        logger.warn(`addInterceptor needs an action name; got "${String(actionName)}".`)
        return false
      }
      if (typeof callback !== 'function') {
        logger.warn(`addInterceptor for "${actionName}" needs a function.`)
        return false
      }
      const list = byAction.get(actionName) ?? []
      if (list.some((r) => r.callback === callback)) {
        logger.warn(`This interceptor is already registered for "${actionName}".`)
        return false
      }
      byAction.set(actionName, [...list, { callback, once: once === true }])
      return true
    },

    remove,

    async run(actionName, params, instanceId) {
      const snapshot = byAction.get(actionName) ?? []
      for (const registered of snapshot) {
        // Skip one removed by an earlier interceptor of this same run.
        if (!byAction.get(actionName)?.includes(registered)) continue
        const outcome = await runOne(actionName, params, instanceId, registered)
        if (registered.once) remove(actionName, registered.callback)
        if (!outcome.ok) return outcome
      }
      return { ok: true }
    },

    count: (actionName) => byAction.get(actionName)?.length ?? 0,
  }
}
