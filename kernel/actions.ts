/**
 * Named actions (`live_comments.load_more`, `<plugin>.<action>`…) registered by plugins and
 * called by views, other plugins and the page. `call` runs: permission ruling → interceptors → handler,
 * and always resolves: with the handler's result, or with `{error}` — never a rejection into the page.
 */
import type { ActionFailure, ActionHandler, CallOptions, RegisterOptions } from '../contracts/plugin'
import { ErrorCode, Messages, VfError, messageOf } from './errors'
import type { Interceptors } from './interceptors'
import type { Logger } from './log'
import type { Permissions } from './permissions'

export type { ActionFailure, ActionHandler, CallOptions, RegisterOptions }

export interface ActionRegistry {
  /** Registers `name`; throws `ActionDuplicate` when a plugin already registered it. Returns the unregister function. */
  register<P, R>(name: string, handler: ActionHandler<P, R>, options?: RegisterOptions<P>): () => void
  call(name: string, options?: CallOptions): Promise<unknown>
  has(name: string): boolean
  names(): string[]
}

/** Is this call result a failure rather than the handler's value? */
export function isActionFailure(value: unknown): value is ActionFailure {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { error?: unknown }).error === 'string' &&
    typeof (value as { code?: unknown }).code === 'string'
  )
}

interface Entry {
  readonly handler: ActionHandler
  readonly options: RegisterOptions
}

export function createActionRegistry(deps: { logger: Logger; interceptors: Interceptors; permissions: Permissions }): ActionRegistry {
  const { logger, interceptors, permissions } = deps
  const entries = new Map<string, Entry>()

  return {
    register(name, handler, options = {}) {
      if (typeof name !== 'string' || name === '') throw new VfError(ErrorCode.InvalidArgument, 'An action needs a name')
      if (typeof handler !== 'function') throw new VfError(ErrorCode.InvalidArgument, `The handler of action "${name}" must be a function`)
      if (entries.has(name)) throw new VfError(ErrorCode.ActionDuplicate, `The action "${name}" is already registered`, { info: { name } })
      const entry: Entry = { handler: handler as ActionHandler, options: options as RegisterOptions }
      entries.set(name, entry)
      return () => {
        if (entries.get(name) === entry) entries.delete(name)
      }
    },

    async call(name, options = {}) {
      const entry = typeof name === 'string' ? entries.get(name) : undefined
      if (!entry) return { error: Messages.actionUndefined(String(name)), code: ErrorCode.ActionUndefined } satisfies ActionFailure
      const params = options?.params
      const instanceId = typeof options?.instanceId === 'string' ? options.instanceId : undefined

      const guard = entry.options.guard
      if (guard) {
        let resource: unknown
        try {
          resource = guard.resource?.(params)
        } catch (error) {
          logger.error(`The guard of "${name}" could not read its resource.`, error)
        }
        const refusal = permissions.check(guard.subject, guard.action, resource, name)
        if (refusal) return refusal
      }

      if (entry.options.interceptable !== false) {
        const outcome = await interceptors.run(name, params, instanceId)
        if (!outcome.ok) return { error: outcome.reason, code: outcome.code } satisfies ActionFailure
      }

      try {
        return await entry.handler(params, { name, instanceId })
      } catch (error) {
        logger.debug(`Action "${name}" failed`, error)
        return { error: messageOf(error), code: ErrorCode.ActionFailed, cause: error } satisfies ActionFailure
      }
    },

    has: (name) => entries.has(name),
    names: () => [...entries.keys()],
  }
}
