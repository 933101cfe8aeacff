/**
 * The trending calls (document 1 §7, comments service): `GET /{section}/trending` and, for one visitor,
 * `GET /{section}/trendingrecommended` with the visitor in `X-UNIQUE-ID`. `sorted_by` is fixed.
 */
import { Analytics } from '../../contracts/analytics'
import { UNIQUE_ID_HEADER, type TrendingAnswer, type TrendingArticle, type TrendingQuery } from '../../contracts/entities/trending'
import type { PluginContext } from '../../contracts/plugin'
import { requireParam } from '../../kernel/lib/required'

export interface TrendingRequest {
  limit: number
  days: number
  hours: number
  /** The visitor's recommended list (pages they viewed left out), when the visitor is known. */
  recommended?: boolean
  signal?: AbortSignal
}

/** The visitor id the analytics plugin keeps (its store slice, else its cookie). */
export function visitorOf(ctx: Pick<PluginContext, 'store' | 'cookies'>): string | undefined {
  const state = ctx.store.getState() as { analytics?: { visitorId?: string } }
  return state.analytics?.visitorId ?? ctx.cookies.get(Analytics.visitorCookie)
}

export function trendingApi(ctx: PluginContext) {
  const section = () => requireParam(ctx.store.getState().site?.settings.section_id, 'section id')
  return {
    async list(request: TrendingRequest): Promise<TrendingArticle[]> {
      const query: TrendingQuery = { limit: request.limit, content_container_window_days: request.days, content_window_hours: request.hours, sorted_by: 'total_visible_contents' }
      const visitor = request.recommended ? visitorOf(ctx) : undefined
      const answer = await ctx.http.request<TrendingAnswer>({
        url: `${ctx.config.endpoints.livecomments}/${section()}/${visitor ? 'trendingrecommended' : 'trending'}`,
        query: { ...query },
        ...(visitor ? { headers: { [UNIQUE_ID_HEADER]: visitor } } : {}),
        ...(request.signal ? { signal: request.signal } : {}),
      })
      return answer.articles
    },
  }
}
