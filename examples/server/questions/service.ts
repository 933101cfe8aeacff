/**
 * The live questions' service side (document 1 §2–§9): its containers (type `livequestions`, found by the
 * publisher's id or by UUID), the rules — signed-in readers ask (not banned from posting, at most
 * `QuestionLimits.rateQuestions` per window, 1 to 500 characters), a question awaits a moderator's
 * approval and nobody but its author and moderators sees it before, a reader upvotes a visible question of
 * someone else's once (the vote table's key holds it) and may withdraw it, only moderators approve, reject
 * (and restore: approve a rejected one), answer and mark answered — and the pages, by votes or by time, with a cursor.
 *
 * Every change goes out on the realtime hub to the sockets subscribed to its container only (hub-rules.ts
 * files them by `content_container_uuid`), and never tells more than a guest may know: a question awaiting
 * approval goes out as its UUID and state alone (a moderator's widget then reads it with its rights), a
 * rejected one without its words, and no event says who voted.
 */
import type { FastifyRequest } from 'fastify'
import type { ContentAuthor } from '../../../contracts/entities/comments-api'
import { graphemeCount, normalizeLineBreaks } from '../../../kernel/lib/text'
import { QuestionErrors, QuestionLimits, type Question, type QuestionAnswer, type QuestionAnswerResult, type QuestionsContainer, type QuestionSort, type QuestionsPage, type QuestionState } from '../../../plugins/questions/contract'
import type { AppContext } from '../app'
import { createRateLimiter } from '../auth/rate-limit'
import { viewerOf } from '../comments/access'
import { createReader, type Viewer } from '../comments/queries'
import type { Db } from '../db'
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../errors'
import { API_CODE } from '../routes/users'
import type { Section } from '../sections'
import { plainText } from '../text'
import { typedContainers } from '../typed-containers'

export const QUESTIONS_TYPE = 'livequestions'

export interface QuestionsPlace {
  section: Section
  container: QuestionsContainer
}

/** Live questions are on unless the site turned them off (`enable_livequestions_for_this_site` 0). */
const switchedOff = (settings: Record<string, unknown>) => settings.enable_livequestions_for_this_site === 0 || settings.enable_livequestions_for_this_site === false

/** Questions containers (../typed-containers.ts), their visible questions counted in the questions table. */
export const questionsContainers = typedContainers(QUESTIONS_TYPE, 'questions', {
  totalVisible: `(select count(*)::int from questions q where q.content_container_uuid = ct.content_container_uuid and q.state = 'visible')`,
  admit: (section) => {
    if (switchedOff(section.settings)) throw forbidden('Live questions are turned off for this site.')
  },
})

/** The section and, in it, the questions container named by UUID or by the publisher's id; 404 for either unknown. */
export const questionsOf = (db: Db, sectionUuid: string, where: { uuid?: string; containerId?: string }): Promise<QuestionsPlace> => questionsContainers.placeOf(db, sectionUuid, where)

/** The section's questions containers, newest first, or the one with the publisher's id. */
export const listQuestionContainers = (db: Db, sectionUuid: string, options: { containerId?: string; limit: number }): Promise<QuestionsContainer[]> => questionsContainers.list(db, sectionUuid, options)

/** Text as stored: line breaks as line feeds, trimmed, 1 to `max` characters; refused (400) otherwise. */
export function questionText(raw: string, kind: 'question' | 'answer'): string {
  const text = normalizeLineBreaks(plainText(raw, kind === 'question' ? 'The question' : 'The answer')).trim()
  if (!text) throw badRequest(kind === 'question' ? QuestionErrors.empty : QuestionErrors.emptyAnswer)
  const max = kind === 'question' ? QuestionLimits.questionCharacters : QuestionLimits.answerCharacters
  if (graphemeCount(text) > max) throw badRequest(kind === 'question' ? QuestionErrors.tooLong : QuestionErrors.answerTooLong)
  return text
}

interface QuestionRow {
  content_uuid: string
  content_container_uuid: string
  actor_uuid: string
  content: string
  state: QuestionState
  total_votes: number
  is_answered: boolean
  date_created: Date
  date_answered: Date | null
  voted: boolean
}

const QUESTION_COLUMNS = `q.content_uuid, q.content_container_uuid, q.actor_uuid, q.content, q.state, q.total_votes, q.is_answered, q.date_created, q.date_answered,
  exists (select 1 from question_votes v where v.question_uuid = q.content_uuid and v.user_uuid = $1::uuid) as voted`

/** A page cursor: the last question's votes (for the votes order), time (ms) and UUID. */
const cursorOf = (sort: QuestionSort, q: Question) => (sort === 'votes' ? `${q.total_votes}_${q.date_created}_${q.content_uuid}` : `${q.date_created}_${q.content_uuid}`)
function readCursor(sort: QuestionSort, cursor: string | undefined): { votes: number; at: Date; uuid: string } | undefined {
  if (!cursor) return undefined
  const match = sort === 'votes' ? /^(\d{1,9})_(\d{1,15})_([0-9a-f-]{36})$/i.exec(cursor) : /^()(\d{1,15})_([0-9a-f-]{36})$/i.exec(cursor)
  if (!match) throw badRequest('Not a page cursor of these questions in this order.')
  return { votes: Number(match[1] || 0), at: new Date(Number(match[2])), uuid: match[3]! }
}

const GUEST: Viewer = { uuid: undefined, moderator: false }

export function createQuestionsService({ db, hub }: Pick<AppContext, 'db' | 'hub'>, now?: () => number) {
  const reader = createReader(db)
  const rate = createRateLimiter(db, { limit: QuestionLimits.rateQuestions, windowMs: QuestionLimits.rateWindowMs, ...(now ? { now } : {}) })

  /** The rows as questions, with their answers, in the order given; the authors of both collected. */
  const build = async (rows: QuestionRow[], authors: Set<string>): Promise<Question[]> => {
    if (!rows.length) return []
    const answers = await db.query<{ content_uuid: string; question_uuid: string; actor_uuid: string; content: string; date_created: Date }>(
      'select content_uuid, question_uuid, actor_uuid, content, date_created from question_answers where question_uuid = any($1::uuid[]) order by date_created, content_uuid',
      [rows.map((r) => r.content_uuid)],
    )
    const byQuestion = new Map<string, QuestionAnswer[]>()
    for (const a of answers) {
      authors.add(a.actor_uuid)
      const list = byQuestion.get(a.question_uuid) ?? []
      list.push({ content_uuid: a.content_uuid, actor_uuid: a.actor_uuid, content: a.content, date_created: new Date(a.date_created).getTime() })
      byQuestion.set(a.question_uuid, list)
    }
    return rows.map((r) => {
      authors.add(r.actor_uuid)
      return {
        content_uuid: r.content_uuid,
        content_container_uuid: r.content_container_uuid,
        actor_uuid: r.actor_uuid,
        content: r.content,
        state: r.state,
        total_votes: r.total_votes,
        is_answered: r.is_answered,
        date_created: new Date(r.date_created).getTime(),
        ...(r.date_answered ? { date_answered: new Date(r.date_answered).getTime() } : {}),
        answers: byQuestion.get(r.content_uuid) ?? [],
        voted: r.voted,
      }
    })
  }

  /** May `viewer` see this question? Visible ones everyone; one awaiting approval its author and moderators. */
  const maySee = (viewer: Viewer, q: Pick<Question, 'state' | 'actor_uuid'>) => q.state === 'visible' || viewer.moderator || (q.state === 'awaiting_moderation' && !!viewer.uuid && q.actor_uuid === viewer.uuid)

  /** A page of the visible questions, in `sort` order, after the cursor. */
  const page = async (viewer: Viewer, container: string, query: { sorted_by?: QuestionSort; limit?: number; starting_from?: string }): Promise<QuestionsPage> => {
    const sort = query.sorted_by ?? 'votes'
    const limit = Math.min(query.limit ?? QuestionLimits.defaultLimit, QuestionLimits.pageMax)
    const cursor = readCursor(sort, query.starting_from)
    const order = sort === 'votes' ? 'q.total_votes desc, q.date_created desc, q.content_uuid desc' : 'q.date_created desc, q.content_uuid desc'
    // The votes order reads its cursor's votes too; the time order has no such parameter (every one is typed by its use).
    const votes = sort === 'votes'
    const after = votes
      ? '($3::int is null or (q.total_votes, q.date_created, q.content_uuid) < ($3::int, $4::timestamptz, $5::uuid))'
      : '($3::timestamptz is null or (q.date_created, q.content_uuid) < ($3::timestamptz, $4::uuid))'
    const params = [viewer.uuid ?? null, container, ...(votes ? [cursor ? cursor.votes : null] : []), cursor?.at ?? null, cursor?.uuid ?? null, limit + 1]
    const rows = await db.query<QuestionRow>(
      `select ${QUESTION_COLUMNS} from questions q
       where q.content_container_uuid = $2::uuid and q.state = 'visible' and ${after}
       order by ${order} limit $${params.length}`,
      params,
    )
    const authors = new Set<string>()
    const contents = await build(rows.slice(0, limit), authors)
    const last = contents.at(-1)
    const more = rows.length > limit
    return { contents, more_available: more, ...(more && last ? { next_starting_from: cursorOf(sort, last) } : {}), users: await reader.authors(viewer, authors) }
  }

  /** What awaits approval: every such question for a moderator, the reader's own for a reader, none for a guest; oldest first. */
  const pending = async (viewer: Viewer, container: string): Promise<QuestionsPage> => {
    if (!viewer.uuid) return { contents: [], more_available: false, users: {} }
    const rows = await db.query<QuestionRow>(
      `select ${QUESTION_COLUMNS} from questions q
       where q.content_container_uuid = $2::uuid and q.state = 'awaiting_moderation' and ($3::boolean or q.actor_uuid = $1::uuid)
       order by q.date_created, q.content_uuid limit $4`,
      [viewer.uuid, container, viewer.moderator, QuestionLimits.pendingMax + 1],
    )
    const authors = new Set<string>()
    const contents = await build(rows.slice(0, QuestionLimits.pendingMax), authors)
    return { contents, more_available: rows.length > QuestionLimits.pendingMax, users: await reader.authors(viewer, authors) }
  }

  /** The rejected questions (for moderators, who may restore them), the most recently asked first. */
  const rejected = async (viewer: Viewer, container: string): Promise<QuestionsPage> => {
    const rows = await db.query<QuestionRow>(
      `select ${QUESTION_COLUMNS} from questions q
       where q.content_container_uuid = $2::uuid and q.state = 'disabled'
       order by q.date_created desc, q.content_uuid desc limit $3`,
      [viewer.uuid ?? null, container, QuestionLimits.pendingMax + 1],
    )
    const authors = new Set<string>()
    const contents = await build(rows.slice(0, QuestionLimits.pendingMax), authors)
    return { contents, more_available: rows.length > QuestionLimits.pendingMax, users: await reader.authors(viewer, authors) }
  }

  /** Questions by UUID that `viewer` may see, in the order asked (a catch-up, a moderator reading a new one). */
  const selection = async (viewer: Viewer, container: string, uuids: string[]): Promise<QuestionsPage> => {
    const rows = await db.query<QuestionRow>(`select ${QUESTION_COLUMNS} from questions q where q.content_container_uuid = $2::uuid and q.content_uuid = any($3::uuid[])`, [viewer.uuid ?? null, container, uuids])
    const byUuid = new Map(rows.map((r) => [r.content_uuid, r]))
    const shown = uuids.map((u) => byUuid.get(u)).filter((r): r is QuestionRow => !!r && maySee(viewer, r))
    const authors = new Set<string>()
    const contents = await build(shown, authors)
    return { contents, more_available: false, users: await reader.authors(viewer, authors) }
  }

  /** The question row itself, of this container; 404 when it is not there or the viewer may not see it. */
  const row = async (viewer: Viewer, container: string, uuid: string): Promise<QuestionRow> => {
    const [found] = await db.query<QuestionRow>(`select ${QUESTION_COLUMNS} from questions q where q.content_uuid = $2::uuid and q.content_container_uuid = $3::uuid`, [viewer.uuid ?? null, uuid, container])
    if (!found || !maySee(viewer, found)) throw notFound(`No question ${uuid} here`)
    return found
  }

  /**
   * The question as it now is, for the caller, and for every socket on its container as a guest may know
   * it: in full once visible; its UUID and state alone while it awaits approval or once rejected.
   */
  const answer = async (section: Section, uuid: string, action: string, viewer: Viewer): Promise<QuestionAnswerResult> => {
    const rows = await db.query<QuestionRow>(`select ${QUESTION_COLUMNS} from questions q where q.content_uuid = $2::uuid`, [viewer.uuid ?? null, uuid])
    const authors = new Set<string>()
    const [item] = await build(rows, authors)
    if (!item) throw notFound(`No question ${uuid}`)
    const users: Record<string, ContentAuthor> = await reader.authors(viewer, authors)
    const shared =
      item.state === 'visible'
        ? { ...item, voted: false }
        : { content_uuid: item.content_uuid, content_container_uuid: item.content_container_uuid, state: item.state, date_created: item.date_created }
    hub.publish(section.site_uuid, { type: 'event', action, content_container_uuid: item.content_container_uuid, content: shared, users: item.state === 'visible' ? await reader.authors(GUEST, authors) : {} })
    return { content: item, users }
  }

  /** The reader asking: signed in, not banned from posting, under the rate limit of this container. */
  const askerOf = async (request: FastifyRequest, container: string): Promise<Viewer & { uuid: string }> => {
    if (!request.userUuid) throw unauthorized()
    const viewer = await viewerOf(db, request)
    const ban = await db.one<{ is_permanent: boolean; user_message: string | null; date_expired: string | null }>(
      `select is_permanent, user_message, date_expired from bans where user_uuid = $1 and ban_level = 'posting' and (is_permanent or date_expired > now()) order by date_created desc limit 1`,
      [request.userUuid],
    )
    if (ban) throw forbidden('This account is banned from posting.', { api_code: API_CODE.bannedFromPosting, reason: ban.user_message ?? '', end_date: ban.date_expired ? Math.floor(new Date(ban.date_expired).getTime() / 1000) : null, permanent: ban.is_permanent })
    if (!viewer.moderator) {
      const hit = await rate.hit(`questions:${container}:${request.userUuid}`)
      if (!hit.allowed) throw new HttpError(429, `Slow down: you can ask another question in ${hit.retryAfter} s.`, { retry_after: hit.retryAfter })
    }
    return { ...viewer, uuid: request.userUuid }
  }

  return {
    page,
    pending,
    rejected,
    selection,
    row,
    answer,
    askerOf,
    maySee,
    viewer: (request: FastifyRequest) => viewerOf(db, request),
  }
}

export type QuestionsService = ReturnType<typeof createQuestionsService>
