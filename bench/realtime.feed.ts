/**
 * What the realtime bench sends (bench/realtime.bench.ts): the messages of a busy thread, as the service
 * would send them, in a fixed mix and a deterministic order, made and sent at a rate by a process of
 * its own (bench/realtime.feeder.ts) to the service's hub.
 */
import { fork } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import type { ContentAuthor, ListedContent } from '../contracts/entities/comments-api'
import type { Hub } from '../examples/server/hub'
import { prng } from '../examples/server/prng'
import { DEMO_SITE_UUID } from '../examples/server/seed'

/** What a busy thread sends, by share: likes, edits, replies to comments on screen, new comments. */
export const MIX = { liked: 0.55, updated: 0.25, reply: 0.1, comment: 0.1 }
const percent = (share: number) => `${Math.round(share * 100)}%`
export const MIX_LABEL = `${percent(MIX.liked)} likes, ${percent(MIX.updated)} edits, ${percent(MIX.reply)} replies, ${percent(MIX.comment)} new comments`

export type Expectation =
  | { kind: 'change'; uuid: string; marker: number; likes: number }
  | { kind: 'reply'; uuid: string }
  | { kind: 'held'; count: number }
export interface Sent {
  expect: Expectation
  /** The service's `performance.now()` just before its hub published it. */
  at: number
}

const NO_REACTIONS = { liked: false, disliked: false, flagged: false }

/**
 * The messages, as the service would send them: every item is the whole item as the service now has it
 * (a like carries the text, an edit the like count), with its authors, and no reader's reactions.
 */
export function createFeed(items: ListedContent[], users: Record<string, ContentAuthor>, containerUuid: string) {
  const random = prng(7_2026)
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!
  const state = new Map(items.map((item) => [item.content_uuid, { item, likes: item.total_likes, marker: 0, edited: item.date_edited ?? 0 }]))
  const comments = [...state.values()]
  // A first reply opens the parent's list, where the later ones follow (plugins/comments/live.ts,
  // placeReply): replies to comments without any are all shown, not counted behind "Show replies".
  const parents = items.filter((item) => item.total_direct_replies === 0)
  if (!comments.length || !parents.length) throw new Error('the demo thread shows no comments to send changes to')
  let seq = 0
  let held = 0
  const frame = (action: string, item: ListedContent) => {
    const { replies: _replies, ...content } = item
    const authors: Record<string, ContentAuthor> = {}
    for (const uuid of [item.actor_uuid, item.parent_actor_uuid]) if (uuid && users[uuid]) authors[uuid] = users[uuid]
    return { type: 'event', action, content_container_uuid: containerUuid, content: { ...content, reactions: NO_REACTIONS, total_flags: 0 }, users: authors }
  }
  const created = (text: string, parent?: ListedContent): ListedContent => {
    const author = pick(comments).item
    const uuid = randomUUID()
    const now = Date.now()
    return {
      content_uuid: uuid,
      section_uuid: author.section_uuid,
      content_container_uuid: containerUuid,
      actor_uuid: author.actor_uuid,
      ...('user_id' in author ? { user_id: author.user_id } : {}),
      content: text,
      state: 'visible',
      simplified_state: 'visible',
      is_pinned: false,
      is_picked: false,
      is_top_comment: false,
      is_edited: false,
      total_likes: 0,
      total_dislikes: 0,
      total_flags: 0,
      total_replies: 0,
      total_direct_replies: 0,
      date_created: now,
      time: now,
      type: 'comment',
      reactions: NO_REACTIONS,
      thread_uuid: parent ? (parent.thread_uuid ?? parent.content_uuid) : uuid,
      ...(parent ? { parent_uuid: parent.content_uuid, parent_actor_uuid: parent.actor_uuid } : {}),
    } as ListedContent
  }
  const textOf = (item: ListedContent, marker: number) => (marker ? `${item.content} [bench #${marker}]` : item.content)

  return (): { message: unknown; expect: Expectation } => {
    seq++
    const roll = random()
    if (roll < MIX.liked + MIX.updated) {
      const comment = pick(comments)
      let action = 'liked'
      if (roll < MIX.liked) comment.likes++
      else {
        action = 'updated'
        comment.marker = seq
        // Newer than the version held, or the page keeps the one it has (live.ts: version).
        comment.edited = Math.max(comment.edited + 1, Date.now())
      }
      const item = { ...comment.item, content: textOf(comment.item, comment.marker), total_likes: comment.likes }
      if (comment.marker) Object.assign(item, { is_edited: true, date_edited: comment.edited })
      return { message: frame(action, item), expect: { kind: 'change', uuid: item.content_uuid, marker: comment.marker, likes: comment.likes } }
    }
    if (roll < MIX.liked + MIX.updated + MIX.reply) {
      const item = created(`Replying live, point taken. [bench #${seq}]`, pick(parents))
      return { message: frame('created', item), expect: { kind: 'reply', uuid: item.content_uuid } }
    }
    const item = created(`A new reader's take on the park. [bench #${seq}]`)
    return { message: frame('created', item), expect: { kind: 'held', count: ++held } }
  }
}

/** What the feed process says, over IPC (bench/realtime.feeder.ts). */
export type FeedReport = { type: 'ready' } | { type: 'batch'; messages: Array<{ message: unknown; expect: Expectation }> } | { type: 'done' }
/** What the bench asks of the feed process. */
export type FeedCommand =
  | { cmd: 'init'; items: ListedContent[]; users: Record<string, ContentAuthor>; containerUuid: string }
  | { cmd: 'drive'; rate: number; seconds: number }

/**
 * The feed in a process of its own (bench/realtime.feeder.ts), so making the messages and keeping to
 * the schedule never takes the service's thread: it sends them, each on its own time, in ~1 ms batches
 * over IPC, and the service's hub publishes each as it arrives (`Sent.at` is taken just before that).
 */
export async function startFeed(items: ListedContent[], users: Record<string, ContentAuthor>, containerUuid: string) {
  const child = fork(fileURLToPath(new URL('./realtime.feeder.ts', import.meta.url)), [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const reports = (listener: (report: FeedReport) => void) => {
    child.on('message', listener)
    return () => void child.off('message', listener)
  }
  await new Promise<void>((resolve, reject) => {
    const stop = reports((report) => report.type === 'ready' && (stop(), resolve()))
    child.once('exit', (code) => reject(new Error(`the feed process ended (${code}) before it was ready`)))
    child.send({ cmd: 'init', items, users, containerUuid } satisfies FeedCommand)
  })
  return {
    /** Makes the feed send `rate` messages a second for `seconds`; the hub publishes each on arrival. */
    drive(hub: Hub, rate: number, seconds: number): Promise<Sent[]> {
      const sent: Sent[] = []
      return new Promise<Sent[]>((resolve, reject) => {
        const stop = reports((report) => {
          if (report.type === 'done') {
            stop()
            return resolve(sent)
          }
          if (report.type !== 'batch') return
          for (const { message, expect } of report.messages) {
            const at = performance.now()
            if (hub.publish(DEMO_SITE_UUID, message) === 0) {
              stop()
              return reject(new Error(`the page's realtime socket is gone from the service (closed as too slow?) after ${sent.length} messages at ${rate} msg/s`))
            }
            sent.push({ expect, at })
          }
        })
        child.send({ cmd: 'drive', rate, seconds } satisfies FeedCommand)
      })
    },
    async close() {
      if (child.exitCode === null) child.kill()
      await exited
    },
  }
}
