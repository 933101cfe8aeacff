/** The notification calls of document 2 §7 (v5), for the reader's section. */
import type { Notification, NotificationsResponse } from '../../contracts/entities/notification'
import type { PluginContext } from '../../contracts/plugin'
import { requireParam } from '../../kernel/lib/required'

/** The kinds of notification a reader may have e-mailed to them. */
export type EmailKind = 'reply' | 'like' | 'follow'

/** The reader's notification settings (`/settings`). */
export interface NotificationSettings {
  is_user_notification_on: boolean
  email: Record<EmailKind, boolean>
}

/** What a reader who never chose has: push off, every e-mail kind on. */
export const DEFAULT_SETTINGS: NotificationSettings = { is_user_notification_on: false, email: { reply: true, like: true, follow: true } }

/** An answer's settings, with anything missing or malformed at its default. */
function settingsFrom(answer: unknown): NotificationSettings {
  const a = answer && typeof answer === 'object' ? (answer as Partial<NotificationSettings>) : {}
  const email = a.email && typeof a.email === 'object' ? a.email : ({} as Partial<Record<EmailKind, unknown>>)
  const flag = (v: unknown, d: boolean) => (typeof v === 'boolean' ? v : d)
  return {
    is_user_notification_on: a.is_user_notification_on === true,
    email: { reply: flag(email.reply, true), like: flag(email.like, true), follow: flag(email.follow, true) },
  }
}

export function notificationsApi(ctx: PluginContext) {
  const base = () => `${ctx.config.endpoints.notifications}/notifications/${requireParam(ctx.store.getState().site?.settings.section_id, 'section id')}`
  return {
    all: async (signal?: AbortSignal): Promise<NotificationsResponse> => {
      const answer = await ctx.http.request<Partial<NotificationsResponse>>({ url: `${base()}/all`, ...(signal ? { signal } : {}) })
      return { notifications: Array.isArray(answer?.notifications) ? answer.notifications : [], broadcasts: Array.isArray(answer?.broadcasts) ? answer.broadcasts : [] }
    },
    mentions: async (container: string): Promise<Notification[]> => {
      const answer = await ctx.http.request<{ notifications?: Notification[] }>({ url: `${base()}/mentions/${requireParam(container, 'content container uuid')}` })
      return Array.isArray(answer?.notifications) ? answer.notifications : []
    },
    mark: (status: 'seen' | 'read', uuid: string) => ctx.http.request({ method: 'PATCH', url: `${base()}/${status}/${requireParam(uuid, 'notification id')}` }),
    /** The reader's settings; a 401 or 404 (never set) reads as the defaults, push off (document 2 §7). */
    settings: async (): Promise<NotificationSettings> => {
      try {
        return settingsFrom(await ctx.http.request({ url: `${base()}/settings` }))
      } catch (error) {
        const status = (error as { error_status?: number }).error_status
        if (status === 401 || status === 404) return DEFAULT_SETTINGS
        throw error
      }
    },
    saveSettings: async (change: { is_user_notification_on?: boolean; email?: Partial<Record<EmailKind, boolean>> }): Promise<NotificationSettings> =>
      settingsFrom(await ctx.http.request({ method: 'POST', url: `${base()}/settings`, json: change })),
    remove: (uuid: string) => ctx.http.request({ method: 'DELETE', url: `${base()}/single/${requireParam(uuid, 'notification id')}` }),
  }
}
