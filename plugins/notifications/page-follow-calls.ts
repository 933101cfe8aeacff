/**
 * Following the page and its threads, the calls to the notification service (document 2 §6–§7): reading
 * whether the signed-in reader follows the page and which threads, the page's UUID at the service, and
 * the four follow/unfollow calls with what they publish. Fetched when a reader signs in or first follows:
 * follows.ts keeps the slice, the subscriptions and the guarded actions, which delegate here.
 */
import type { Page } from '../../contracts/entities/page'
import type { PluginContext } from '../../contracts/plugin'
import type { Slice } from '../../contracts/store'
import { requireParam } from '../../kernel/lib/required'
import { isSafeKey } from '../../kernel/lib/safe-keys'
import type { FollowsState } from './follows'

export interface PageFollowCallsDeps {
  ctx: PluginContext
  slice: Slice<FollowsState>
  reader: () => string | undefined
}

const UUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/

export function createPageFollowCalls({ ctx, slice, reader }: PageFollowCallsDeps) {
  const subscriptions = () => `${ctx.config.endpoints.notifications}/subscriptions/${requireParam(ctx.store.getState().site?.settings.section_id, 'section id')}`

  /** The current page's UUID at the service (the page service registers it once per page view). */
  let pageRead: Promise<Page> | undefined
  const currentPage = async () => {
    const known = slice.getState().page
    if (known) return known
    pageRead ??= ctx.pages.load()
    try {
      const page = await pageRead
      const found = { uuid: requireParam(page.uuid, 'page id'), title: page.title ?? '', url: page.url ?? '' }
      slice.update((draft) => void (draft.page = found))
      return found
    } catch (error) {
      pageRead = undefined
      throw error
    }
  }

  /** Reads whether the signed-in reader follows the page and which threads (a failure leaves nothing followed). */
  const load = async () => {
    const owner = reader()
    if (!owner) return
    try {
      const page = await currentPage()
      const answer = await ctx.http.request<{ subscribed?: boolean; threads?: unknown[] }>({ url: `${subscriptions()}/pages/${page.uuid}` })
      if (reader() !== owner) return
      const threads = Array.isArray(answer?.threads) ? answer.threads.filter((t): t is string => typeof t === 'string' && UUID.test(t) && isSafeKey(t)) : []
      slice.update((draft) => {
        draft.owner = owner
        draft.followed = answer?.subscribed === true
        draft.threads = Object.fromEntries(threads.map((t) => [t, true as const]))
      })
    } catch (error) {
      ctx.log.debug('Whether the reader follows this page could not be read.', error)
    }
  }
  const told = (followed: boolean, page: string, thread?: string) => {
    const data = { page_uuid: page, ...(thread ? { thread_uuid: thread } : {}) }
    ctx.bus.publish('page-follow', followed ? 'followed' : 'unfollowed', data)
    ctx.bus.publish('analytics', 'interaction', { type: followed ? 'follow' : 'unfollow', widget: thread ? 'vf-thread-follow' : 'vf-page-follow', ...data })
  }
  const threadId = (uuid: unknown) => {
    if (typeof uuid !== 'string' || !UUID.test(uuid)) throw new TypeError(`Invalid thread id: ${JSON.stringify(uuid)}`)
    return uuid.toLowerCase()
  }

  const followPage = async () => {
    const page = await currentPage()
    await ctx.http.request({ method: 'POST', url: `${subscriptions()}/pages/${page.uuid}`, json: { ...(page.title ? { page_title: page.title.slice(0, 500) } : {}), ...(page.url ? { page_url: page.url.slice(0, 2000) } : {}) } })
    slice.update((draft) => void (draft.followed = true))
    told(true, page.uuid)
  }
  const unfollowPage = async () => {
    const page = await currentPage()
    await ctx.http.request({ method: 'DELETE', url: `${subscriptions()}/pages/${page.uuid}` })
    slice.update((draft) => void (draft.followed = false))
    told(false, page.uuid)
  }
  const followThread = async ({ uuid }: { uuid: string }) => {
    const thread = threadId(uuid)
    await ctx.http.request({ method: 'POST', url: `${subscriptions()}/threads/${thread}` })
    slice.update((draft) => void (draft.threads[thread] = true))
    told(true, slice.getState().page?.uuid ?? '', thread)
  }
  const unfollowThread = async ({ uuid }: { uuid: string }) => {
    const thread = threadId(uuid)
    await ctx.http.request({ method: 'DELETE', url: `${subscriptions()}/threads/${thread}` })
    slice.update((draft) => void delete draft.threads[thread])
    told(false, slice.getState().page?.uuid ?? '', thread)
  }

  return { currentPage, load, followPage, unfollowPage, followThread, unfollowThread }
}

export type PageFollowCalls = ReturnType<typeof createPageFollowCalls>
