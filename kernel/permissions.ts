/**
 * The permission-ruling hook. The kernel does not know who may do what: one ruler function, set by a
 * plugin (the one that knows the reader), answers `(subject, action, resource)`. Guarded actions ask it before their
 * interceptors run. A refusal that needs sign-in asks the page to show sign-in by publishing
 * `authentication`/`required` (document 4 §3), and the caller gets a typed refusal.
 */
import { PermissionActions, type PermissionAction, type PermissionSubject, type Refusal, type Ruler, type Ruling } from '../contracts/permissions'
import { ErrorCode, VfError } from './errors'
import type { Logger } from './log'

export interface Permissions {
  /** Sets the ruler. Only one plugin may rule at a time; returns the function that unsets it. */
  setRuler(ruler: Ruler, owner: string): () => void
  /** Asks the ruler. Without a ruler everything is allowed: no plugin restricts the product. */
  can(subject: PermissionSubject, action: PermissionAction, resource?: unknown): Ruling
  /**
   * Asks the ruler for a guarded action named `trigger`. Returns the refusal, or undefined when allowed.
   * A `sign_in_required` refusal publishes `authentication`/`required` with `{trigger, method}`.
   */
  check(subject: PermissionSubject, action: PermissionAction, resource: unknown, trigger: string): Refusal | undefined
}

export interface PermissionsOptions {
  logger: Logger
  publish(channel: string, event: string, args: unknown[]): void
}

/** Is `action` one of the actions documented for `subject`? */
export function isPermission(subject: unknown, action: unknown): subject is PermissionSubject {
  if (typeof subject !== 'string' || !Object.hasOwn(PermissionActions, subject)) return false
  return (PermissionActions[subject as PermissionSubject] as readonly string[]).includes(action as string)
}

export function createPermissions(options: PermissionsOptions): Permissions {
  const { logger } = options
  let current: { ruler: Ruler; owner: string } | undefined

  const can = (subject: PermissionSubject, action: PermissionAction, resource?: unknown): Ruling => {
    if (!isPermission(subject, action)) {
      logger.warn(`Unknown permission "${String(subject)}.${String(action)}"; refused.`)
      return { allowed: false, reason: 'other', message: `Unknown permission ${String(subject)}.${String(action)}` }
    }
    if (!current) return { allowed: true }
    try {
      const ruling = current.ruler(subject, action, resource)
      if (ruling && typeof ruling === 'object' && typeof ruling.allowed === 'boolean') return ruling
      logger.error(`The permission ruler answered "${subject}.${action}" with something that is not a ruling; refused.`)
    } catch (error) {
      // Fail closed: a broken ruler must not open guarded actions to everyone.
      logger.error(`The permission ruler threw on "${subject}.${action}"; refused.`, error)
    }
    return { allowed: false, reason: 'other' }
  }

  return {
    setRuler(ruler, owner) {
      if (typeof ruler !== 'function') throw new VfError(ErrorCode.InvalidArgument, 'The permission ruler must be a function')
      if (current && current.owner !== owner) {
        throw new VfError(ErrorCode.RulerAlreadySet, `The permission ruler is already set by "${current.owner}"`, {
          info: { owner: current.owner },
        })
      }
      const mine = { ruler, owner }
      current = mine
      return () => {
        if (current === mine) current = undefined
      }
    },

    can,

    check(subject, action, resource, trigger) {
      const ruling = can(subject, action, resource)
      if (ruling.allowed) return undefined
      if (ruling.reason === 'sign_in_required') {
        options.publish('authentication', 'required', [{ trigger, method: ruling.method ?? 'login' }])
      }
      return Object.freeze({
        error: `PermissionDenied: ${subject}.${action}`,
        code: ErrorCode.PermissionDenied,
        subject,
        action,
        reason: ruling.reason,
        ...(ruling.message === undefined ? {} : { message: ruling.message }),
      })
    },
  }
}
