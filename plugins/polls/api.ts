/**
 * The polls service client (`endpoints.polls`, `/v1/polls/{section_uuid}`): one function per call, paths
 * built in one place. Answers are unwrapped by the HTTP client; failures reject with its HttpError. A
 * guest's requests name the visitor (`X-UNIQUE-ID`: the analytics visitor id, else one the plugin keeps),
 * so a guest's vote is counted once and their choice is shown when they come back.
 */
import { Analytics } from '../../contracts/analytics'
import type { PluginContext } from '../../contracts/plugin'
import { requireParam } from '../../kernel/lib/required'
import { VISITOR_HEADER, type Poll, type PollCreateBody } from './contract'

const VISITOR = /^[A-Za-z0-9_-]{8,64}$/
const isVisitor = (value: unknown): value is string => typeof value === 'string' && VISITOR.test(value)

/** A random id for a visitor the analytics plugin has not named (no consent, or no analytics). */
function newVisitorId(): string {
  const bytes = new Uint8Array(16)
  globalThis.crypto.getRandomValues(bytes)
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/** The visitor: the analytics plugin's id (its slice, else its cookie), else the plugin's own, kept. */
export function visitorOf(ctx: Pick<PluginContext, 'store' | 'cookies' | 'storage'>): string {
  const state = ctx.store.getState() as { analytics?: { visitorId?: string } }
  const known = state.analytics?.visitorId ?? ctx.cookies.get(Analytics.visitorCookie)
  if (isVisitor(known)) return known
  const own = ctx.storage.local.get('polls.visitor', isVisitor)
  if (own) return own
  const made = newVisitorId()
  ctx.storage.local.set('polls.visitor', made)
  return made
}

export function pollsApi(ctx: PluginContext) {
  const section = () => requireParam(ctx.store.getState().site?.settings.section_id, 'section id')
  const base = () => `${ctx.config.endpoints.polls}/${section()}`
  const inPoll = (poll: string) => `${base()}/${requireParam(poll, 'poll')}`
  const headers = () => ({ [VISITOR_HEADER]: visitorOf(ctx) })

  return {
    /** The page's poll by the publisher's container id, or undefined when it has none. */
    async find(containerId: string): Promise<Poll | undefined> {
      const list = await ctx.http.request<Poll[]>({ url: base(), query: { container_id: containerId }, headers: headers() })
      return list[0]
    },
    one: (poll: string) => ctx.http.request<Poll>({ url: inPoll(poll), headers: headers() }),
    create: (body: PollCreateBody) => ctx.http.request<Poll>({ method: 'POST', url: base(), json: body }),
    vote: (poll: string, optionUuids: string[]) => ctx.http.request<Poll>({ method: 'POST', url: `${inPoll(poll)}/votes`, json: { option_uuids: optionUuids }, headers: headers() }),
    close: (poll: string) => ctx.http.request<Poll>({ method: 'PUT', url: inPoll(poll), json: { status: 'closed' } }),
    remove: (poll: string) => ctx.http.request<{ content_container_uuid: string; removed: true }>({ method: 'DELETE', url: inPoll(poll) }),
  }
}

export type PollsApi = ReturnType<typeof pollsApi>
