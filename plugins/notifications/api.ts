/** The notification calls of document 2 §7 (v5), for the reader's section. */
import type { Notification, NotificationsResponse } from '../../contracts/entities/notification'
import type { PluginContext } from '../../contracts/plugin'
import { requireParam } from '../../kernel/lib/required'

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
    remove: (uuid: string) => ctx.http.request({ method: 'DELETE', url: `${base()}/single/${requireParam(uuid, 'notification id')}` }),
  }
}
