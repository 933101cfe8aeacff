/**
 * The signup referral (document 2 §3–§4): what a guest was trying to do when asked to sign in, kept so
 * that a new account can be credited to it in the signup analytics event. Cleared after every login
 * result, success or failure, so a later sign-up is never credited to an old request.
 */
import type { ProductStorage } from '../../kernel/storage'

/** What asked for sign-in, and when (ms). */
export interface Referral {
  action: string
  timestamp: number
}

const KEY = 'signup_referral'

const isReferral = (value: unknown): value is Referral =>
  !!value && typeof value === 'object' && typeof (value as Referral).action === 'string' && typeof (value as Referral).timestamp === 'number'

export function createReferral(storage: ProductStorage, now: () => number) {
  return {
    remember(action: string) {
      storage.session.set(KEY, { action, timestamp: now() } satisfies Referral)
    },
    read: (): Referral | undefined => storage.session.get(KEY, isReferral),
    clear() {
      storage.session.remove(KEY)
    },
  }
}
