/**
 * A thread of 10,000 top-level comments for the comments benchmark, made from the big thread's recorded
 * answers: the recorded comments repeated with new ids and numbered texts (so each one's words are its
 * own, for find-in-page), answered page by page with a cursor of this module's own, as the service would.
 */
import type { ContentAuthor, ListedContent } from '../contracts/entities/comments-api'
import { payload } from './comments-dom'

/** A GET answer as the harness records it. */
export interface Recorded {
  status: number
  statusText: string
  headers: Array<[string, string]>
  body: string
}

const CURSOR = 'vf-bench-'

/** A uuid that is the comment's number, in the form the service's ids have. */
const idOf = (n: number) => `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`

/** The words of synthetic comment `n` (0-based): what find-in-page looks for. */
export const syntheticText = (base: string, n: number) => `${base} (reader ${n + 1})`

export interface SyntheticThread {
  /** Answers a GET the widget makes for the thread or a page of it; undefined for any other URL. */
  answer(url: string): Recorded | undefined
  /** The words of comment `n`, as the widget shows them. */
  text(n: number): string
  total: number
}

export function syntheticThread(recording: ReadonlyMap<string, Recorded>, total: number): SyntheticThread {
  let threadPath = ''
  let threadAnswer: (Record<string, unknown> & { contents: ListedContent[]; totals: { all: number } }) | undefined
  let headers: Array<[string, string]> = []
  const pages: ListedContent[][] = []
  const users: Record<string, ContentAuthor> = {}
  for (const [url, recorded] of recording) {
    if (recorded.status !== 200 || !recorded.headers.some(([name, value]) => name === 'content-type' && value.includes('json'))) continue
    const body = payload<{ contents?: ListedContent[]; totals?: unknown; users?: Record<string, ContentAuthor> }>(recorded.body)
    if (!Array.isArray(body.contents)) continue
    const parsed = new URL(url)
    if (body.totals && parsed.searchParams.has('container_id')) {
      threadPath = parsed.pathname
      threadAnswer = body as NonNullable<typeof threadAnswer>
      headers = recorded.headers.filter(([name]) => !['content-length', 'etag', 'last-modified'].includes(name))
      pages.unshift(body.contents)
    } else if (parsed.pathname.endsWith('/comments')) pages.push(body.contents)
    Object.assign(users, body.users)
  }
  const recorded = pages.flat()
  if (!threadAnswer || recorded.length === 0) throw new Error('record the big thread before making a synthetic one')
  // Each comment keeps the replies its recorded original came with (new ids under it), so a page of the
  // big thread is as heavy as a recorded page.
  const item = (n: number): ListedContent => {
    const base = recorded[n % recorded.length]!
    const id = idOf(n + 1)
    const replies = base.replies && {
      ...base.replies,
      contents: base.replies.contents.map((reply, r) => ({ ...reply, content_uuid: idOf(total + 1 + n * 100 + r), ...('parent_uuid' in reply ? { parent_uuid: id } : {}) })),
    }
    return { ...base, content_uuid: id, content: syntheticText(base.content, n), date_created: base.date_created - Math.floor(n / recorded.length) * 1000, ...(replies ? { replies } : {}) }
  }
  const slice = (from: number, limit: number) => {
    const to = Math.min(total, from + limit)
    const contents = Array.from({ length: to - from }, (_, i) => item(from + i))
    return { contents, users, more_available: to < total, ...(to < total ? { next_starting_from: `${CURSOR}${to}` } : {}) }
  }
  const respond = (body: unknown): Recorded => ({ status: 200, statusText: 'OK', headers, body: JSON.stringify({ result: body }) })
  return {
    total,
    text: (n) => syntheticText(recorded[n % recorded.length]!.content, n),
    answer(url) {
      const parsed = new URL(url)
      const limit = Number(parsed.searchParams.get('limit') ?? 100)
      if (parsed.pathname === threadPath && parsed.searchParams.has('container_id')) {
        return respond({ ...threadAnswer, ...slice(0, limit), totals: { ...threadAnswer!.totals, all: total } })
      }
      const from = parsed.searchParams.get('starting_from')
      if (parsed.pathname.endsWith('/comments') && from?.startsWith(CURSOR)) return respond(slice(Number(from.slice(CURSOR.length)), limit))
      return undefined
    },
  }
}
