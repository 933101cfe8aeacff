/**
 * The polls' service side (document 1 §5, §6): a poll found by the publisher's container id or by UUID
 * (always of the type `poll`, so a poll call never reaches a thread or a chat), what each reader is told
 * of it (the counts only for a reader allowed to see the results: `require_user_authentication_to_see_results`
 * hides them from guests; moderators always see them), and the rules of voting — one ballot per reader
 * (their uuid, or a guest's visitor id), counted by the table's key so two instances cannot both count one
 * reader; a closed poll (by a moderator, or its closing time, read on the database's clock) refuses
 * votes; `require_user_authentication_to_vote` refuses guests; one option in a single-choice poll.
 * Every change goes out on the realtime hub to the sockets subscribed to that poll, or to its page's
 * container id (`POLL_PAGE_KEY`: a page without a poll hears one made there), without the
 * counts when they are not for everyone (a signed-in subscriber then reads the poll again).
 */
import { randomUUID } from 'node:crypto'
import { isOn } from '../../../kernel/lib/settings'
import { POLL_PAGE_KEY, PollErrors, type Poll, type PollCreateBody, type PollSwitch } from '../../../plugins/polls/contract'
import type { Db } from '../db'
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../errors'
import type { Hub } from '../hub'
import type { Section } from '../sections'

export const POLL_TYPE = 'poll'

interface Row {
  content_container_uuid: string
  container_id: string
  question: string
  multiple: boolean
  closes_at: Date | null
  closed_at: Date | null
  closed_now: boolean
  require_auth_to_vote: boolean | null
  require_auth_to_see_results: boolean | null
  total_voters: number
  date_created: Date
}

interface OptionRow {
  option_uuid: string
  label: string
  votes: number
}

/** Who asks: a moderator sees the counts always; a guest is named by their visitor id, if any. */
export interface PollViewer {
  uuid: string | undefined
  moderator: boolean
  visitor: string | undefined
}

/** A poll as stored, before it is told to anyone. */
export interface StoredPoll {
  row: Row
  options: OptionRow[]
}

const ms = (date: Date | null) => (date ? new Date(date).getTime() : null)
const asSwitch = (value: boolean): PollSwitch => (value ? 1 : 0)

/** The settings that apply to a poll: its own, else the site's. */
export function pollSettings(row: Pick<Row, 'require_auth_to_vote' | 'require_auth_to_see_results'>, section: Section): Poll['settings'] {
  return {
    require_user_authentication_to_vote: asSwitch(row.require_auth_to_vote ?? isOn(section.settings.require_user_authentication_to_vote)),
    require_user_authentication_to_see_results: asSwitch(row.require_auth_to_see_results ?? isOn(section.settings.require_user_authentication_to_see_results)),
  }
}

/** The voter key of the table: a signed-in reader's uuid, else a guest's visitor id. */
export const voterKey = (viewer: PollViewer) => (viewer.uuid ? `u:${viewer.uuid}` : viewer.visitor ? `v:${viewer.visitor}` : undefined)

/** The poll told to a reader: counts when they may see them, their own choice. */
export function pollFor(stored: StoredPoll, section: Section, viewer: Pick<PollViewer, 'uuid' | 'moderator'>, voted: string[]): Poll {
  const { row, options } = stored
  const settings = pollSettings(row, section)
  const visible = viewer.moderator || !!viewer.uuid || settings.require_user_authentication_to_see_results === 0
  return {
    content_container_uuid: row.content_container_uuid,
    container_id: row.container_id,
    question: row.question,
    multiple: row.multiple,
    options: options.map((o) => ({ option_uuid: o.option_uuid, label: o.label, ...(visible ? { votes: o.votes } : {}) })),
    ...(visible ? { total_voters: row.total_voters } : {}),
    results_visible: visible,
    status: row.closed_now ? 'closed' : 'open',
    closes_at: ms(row.closes_at),
    closed_at: row.closed_at ? ms(row.closed_at) : row.closed_now ? ms(row.closes_at) : null,
    settings,
    voted,
    date_created: ms(row.date_created)!,
  }
}

const COLUMNS = `p.content_container_uuid, ct.container_id, p.question, p.multiple, p.closes_at, p.closed_at,
  (p.closed_at is not null or (p.closes_at is not null and p.closes_at <= now())) as closed_now,
  p.require_auth_to_vote, p.require_auth_to_see_results, p.total_voters, p.date_created`

export function createPollService({ db, hub }: { db: Db; hub: Hub }) {
  /** The poll named by UUID or by the publisher's id in the section (never a removed one); undefined when none. */
  const find = async (sectionUuid: string, where: { uuid?: string; containerId?: string }, tx: Db = db): Promise<StoredPoll | undefined> => {
    const [row] = await tx.query<Row>(
      `select ${COLUMNS} from polls p join containers ct on ct.content_container_uuid = p.content_container_uuid
       where ct.section_uuid = $1::uuid and ct.type = '${POLL_TYPE}' and p.removed_at is null and ${where.uuid ? 'p.content_container_uuid = $2::uuid' : 'ct.container_id = $2'}`,
      [sectionUuid, where.uuid ?? where.containerId],
    )
    if (!row) return undefined
    const options = await tx.query<OptionRow>('select option_uuid, label, votes from poll_options where content_container_uuid = $1 order by position', [row.content_container_uuid])
    return { row, options }
  }

  const must = async (sectionUuid: string, uuid: string, tx: Db = db) => {
    const found = await find(sectionUuid, { uuid }, tx)
    if (!found) throw notFound(`No poll ${uuid}`)
    return found
  }

  const ballotOf = async (poll: string, viewer: PollViewer): Promise<string[]> => {
    const key = voterKey(viewer)
    if (!key) return []
    const [row] = await db.query<{ option_uuids: string[] }>('select option_uuids from poll_ballots where content_container_uuid = $1 and voter = $2', [poll, key])
    return row?.option_uuids ?? []
  }

  /**
   * Tells the poll's subscribers what changed: the poll as a guest would see it (no reader's choice), its
   * counts left out when they are not for everyone.
   */
  const publish = (section: Section, action: 'created' | 'updated' | 'deleted', stored: StoredPoll) => {
    const poll = pollFor(stored, section, { uuid: undefined, moderator: false }, [])
    const { voted: _voted, ...told } = poll
    hub.publish(section.site_uuid, { type: 'event', action, content_container_uuid: poll.content_container_uuid, [POLL_PAGE_KEY]: stored.row.container_id, poll: told })
  }

  return {
    find,
    must,
    /** The poll told to this reader. */
    async answer(section: Section, stored: StoredPoll, viewer: PollViewer) {
      return pollFor(stored, section, viewer, await ballotOf(stored.row.content_container_uuid, viewer))
    },

    async create(section: Section, body: PollCreateBody, creator: string, now: number) {
      const question = body.question.trim()
      const options = body.options.map((o) => o.trim())
      if (!question) throw badRequest('The poll needs a question.')
      if (options.some((o) => !o)) throw badRequest('Every option needs a label.')
      if (new Set(options.map((o) => o.toLocaleLowerCase())).size !== options.length) throw badRequest('Two options have the same label.')
      if (body.closes_at !== undefined && body.closes_at <= now) throw badRequest('The closing time must be in the future.')
      const uuid = randomUUID()
      await db.tx(async (tx) => {
        const [taken] = await tx.query(`select 1 from containers ct join polls p using (content_container_uuid) where ct.section_uuid = $1 and ct.container_id = $2 and ct.type = '${POLL_TYPE}' and p.removed_at is null`, [section.section_uuid, body.container_id])
        if (taken) throw new HttpError(409, 'This page already has a poll.')
        // A removed poll's container is given to the new one (its ballots go with the old poll's rows).
        await tx.query(`delete from polls p using containers ct where ct.content_container_uuid = p.content_container_uuid and ct.section_uuid = $1 and ct.container_id = $2 and ct.type = '${POLL_TYPE}'`, [section.section_uuid, body.container_id])
        await tx.query(`delete from containers where section_uuid = $1 and container_id = $2 and type = '${POLL_TYPE}'`, [section.section_uuid, body.container_id])
        await tx.query(`insert into containers (content_container_uuid, section_uuid, container_id, type) values ($1, $2, $3, '${POLL_TYPE}')`, [uuid, section.section_uuid, body.container_id])
        await tx.query('insert into polls (content_container_uuid, question, multiple, closes_at, require_auth_to_vote, require_auth_to_see_results, created_by) values ($1, $2, $3, $4, $5, $6, $7)', [
          uuid,
          question,
          !!body.multiple,
          body.closes_at === undefined ? null : new Date(body.closes_at).toISOString(),
          body.require_user_authentication_to_vote === undefined ? null : body.require_user_authentication_to_vote === 1,
          body.require_user_authentication_to_see_results === undefined ? null : body.require_user_authentication_to_see_results === 1,
          creator,
        ])
        for (const [position, label] of options.entries()) await tx.query('insert into poll_options (option_uuid, content_container_uuid, position, label) values ($1, $2, $3, $4)', [randomUUID(), uuid, position, label])
      })
      const stored = await must(section.section_uuid, uuid)
      publish(section, 'created', stored)
      return stored
    },

    /** One ballot for this reader, counted once; refused when closed, for a guest who must sign in, or malformed. */
    async vote(section: Section, uuid: string, viewer: PollViewer, chosen: string[]) {
      const stored = await must(section.section_uuid, uuid)
      const settings = pollSettings(stored.row, section)
      if (!viewer.uuid && settings.require_user_authentication_to_vote === 1) throw unauthorized(PollErrors.signInToVote)
      const key = voterKey(viewer)
      if (!key) throw badRequest(PollErrors.visitor)
      if (stored.row.closed_now) throw forbidden(PollErrors.closed)
      const options = [...new Set(chosen)]
      if (options.length === 0) throw badRequest(PollErrors.someOption)
      if (!stored.row.multiple && options.length > 1) throw badRequest(PollErrors.oneOption)
      const known = new Set(stored.options.map((o) => o.option_uuid))
      if (options.some((o) => !known.has(o))) throw badRequest(PollErrors.unknownOption)
      await db.tx(async (tx) => {
        // The closing time is read again inside the write: a vote that arrives as the poll closes is refused.
        const [counted] = await tx.query(
          `insert into poll_ballots (content_container_uuid, voter, option_uuids)
           select $1, $2, $3::uuid[] from polls where content_container_uuid = $1 and closed_at is null and removed_at is null and (closes_at is null or closes_at > now())
           on conflict do nothing returning 1`,
          [uuid, key, `{${options.join(',')}}`],
        )
        if (!counted) {
          const [again] = await tx.query('select 1 from poll_ballots where content_container_uuid = $1 and voter = $2', [uuid, key])
          throw again ? new HttpError(409, PollErrors.alreadyVoted) : forbidden(PollErrors.closed)
        }
        await tx.query('update poll_options set votes = votes + 1 where content_container_uuid = $1 and option_uuid = any($2::uuid[])', [uuid, `{${options.join(',')}}`])
        await tx.query('update polls set total_voters = total_voters + 1 where content_container_uuid = $1', [uuid])
      })
      const after = await must(section.section_uuid, uuid)
      publish(section, 'updated', after)
      return pollFor(after, section, viewer, options)
    },

    /** A moderator closes the poll: it takes no more votes, and every open widget shows it closed. */
    async close(section: Section, uuid: string, moderator: string) {
      await must(section.section_uuid, uuid)
      await db.query('update polls set closed_at = coalesce(closed_at, now()), closed_by = coalesce(closed_by, $2) where content_container_uuid = $1', [uuid, moderator])
      const after = await must(section.section_uuid, uuid)
      publish(section, 'updated', after)
      return after
    },

    /** A moderator removes the poll: it leaves every page that shows it. */
    async remove(section: Section, uuid: string) {
      const stored = await must(section.section_uuid, uuid)
      await db.query('update polls set removed_at = now() where content_container_uuid = $1', [uuid])
      publish(section, 'deleted', stored)
      return { content_container_uuid: uuid, removed: true as const }
    },
  }
}

export type PollService = ReturnType<typeof createPollService>
