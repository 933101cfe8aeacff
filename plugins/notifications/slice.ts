/**
 * The notifications plugin's slice as start-up needs it: its name, its shape and its empty state. What
 * the feed derives from it (state.ts, model.ts) comes with the reader's feed code, fetched for a signed-in
 * reader only.
 */
import type { BroadcastNotification, Notification } from '../../contracts/entities/notification'

/** The plugin's translation namespace (13 locales in ./locales), named as the plugin is. */
export const NOTIFICATIONS_NAMESPACE = 'user-notifications'

declare module '../../contracts/store' {
  interface StoreSlices {
    /** The notifications plugin's: the signed-in reader's notifications. */
    notifications: NotificationsState
  }
}

export interface NotificationsState {
  /** Whose notifications these are (a user's UUID); undefined for a guest. */
  owner: string | undefined
  /** `idle` before the first answer, `loaded` after one (a failed fetch changes nothing, document 2 §8). */
  phase: 'idle' | 'loaded'
  notifications: Notification[]
  broadcasts: BroadcastNotification[]
  /** UUIDs that arrived live and have not been announced yet. */
  arrived: string[]
}

export const initialNotifications = (): NotificationsState => ({ owner: undefined, phase: 'idle', notifications: [], broadcasts: [], arrived: [] })
