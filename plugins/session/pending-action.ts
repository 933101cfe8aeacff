/**
 * A guest's unfinished comment (document 1 §3, document 2 §3): the name and text they wrote before being
 * asked to sign in, kept for one hour so the comments widget can put it back after the login.
 */
import { Constants } from '../../contracts/constants'
import type { ProductStorage } from '../../kernel/storage'

/** The pending guest content action. */
export interface PendingAction {
  name: string
  comment: string
  /** The container it was written for. */
  container?: string
  /** ms after which it is dropped. */
  expiry: number
}

const KEY = 'pending_guest_action'

const isPending = (value: unknown): value is PendingAction =>
  !!value && typeof value === 'object' && typeof (value as PendingAction).name === 'string' && typeof (value as PendingAction).comment === 'string' && typeof (value as PendingAction).expiry === 'number'

export function createPendingAction(storage: ProductStorage, now: () => number) {
  return {
    save(action: { name: string; comment: string; container?: string }): PendingAction {
      const pending: PendingAction = { name: action.name.slice(0, 200), comment: action.comment.slice(0, 20_000), ...(action.container ? { container: action.container } : {}), expiry: now() + Constants.pendingGuestActionMs }
      storage.local.set(KEY, pending)
      return pending
    },
    /** The saved action, once (it is removed), unless it expired or was written for another container. */
    take(container?: string): PendingAction | undefined {
      const pending = storage.local.get(KEY, isPending)
      if (!pending) return undefined
      if (container && pending.container && pending.container !== container) return undefined
      storage.local.remove(KEY)
      return pending.expiry > now() ? pending : undefined
    },
  }
}
