/**
 * Every poll widget's state and the immer recipes that change it. The reader's own choice (`voted`) is
 * theirs alone: a live event (the poll as anyone sees it) never carries it, so applying one keeps it; nor
 * does an event without counts (results for signed-in readers) wipe the counts a signed-in reader holds.
 */
import type { Poll } from './contract'

/** A poll as a live event tells it: without any reader's choice. */
export type PublicPoll = Omit<Poll, 'voted'>

export interface PollState {
  status: 'loading' | 'loaded' | 'error'
  /** The page's poll; null when the page has none (or it was removed). */
  poll?: Poll | null
  /** The poll was removed while shown. */
  removed?: boolean
  /** The poll was made elsewhere (by a moderator on another page) while this page showed none: said politely. */
  arrived?: boolean
  /** `paused` offline, `stopped` once reconnecting gave up; unset while live updates flow. */
  link?: 'paused' | 'stopped'
}

export interface PollsSlice {
  polls: Record<string, PollState>
}

declare module '../../contracts/store' {
  interface StoreSlices {
    /** The polls plugin's: every poll widget's state, by instance id. */
    polls: PollsSlice
  }
}

/**
 * A change to the page's poll: what a live event or the reader's own call brought — a poll made on the
 * page (`created`), the poll's new counts or state, its removal, or the page's poll as read again after a
 * lost link (`found`: the poll, or none).
 */
export type PollChange = { action: 'updated' | 'created'; poll: PublicPoll } | { action: 'deleted'; uuid: string } | { action: 'found'; poll: Poll | undefined }

export const emptyPoll = (): PollState => ({ status: 'loading' })

/** The poll as loaded (or none on the page). */
export const pollLoaded = (poll: Poll | undefined) => (draft: PollState) => {
  draft.status = 'loaded'
  draft.poll = poll ?? null
  delete draft.removed
  delete draft.arrived
}

/** What applying a batch did: a poll arrived, the poll closed, or was removed, in it. */
export interface PollOutcome {
  /** A poll appeared on a page that showed none. */
  created?: boolean
  closed: boolean
  removed: boolean
  /** An event came without counts the reader may see: read the poll again. */
  stale: boolean
}

/** A poll that appeared while the page showed none (made elsewhere, or found after a lost link); counts the reader may not see are read again. */
function arrived(draft: PollState, poll: PublicPoll, out: PollOutcome) {
  draft.poll = { ...poll, voted: 'voted' in poll && Array.isArray(poll.voted) ? (poll.voted as string[]) : [] }
  delete draft.removed
  draft.arrived = true
  out.created = true
  if (!poll.results_visible) out.stale = true
}

/** Applies changes in order; those for another poll change nothing. */
export const changesApplied = (changes: PollChange[], out: PollOutcome) => (draft: PollState) => {
  for (const told of changes) {
    const current = draft.poll
    let change = told
    if (change.action === 'found') {
      // Read again after a lost link: the page's poll, whichever it now is, or none.
      if (!change.poll) {
        if (current) {
          draft.poll = null
          draft.removed = true
          out.removed = true
        }
        continue
      }
      if (!current || current.content_container_uuid !== change.poll.content_container_uuid) {
        arrived(draft, change.poll, out)
        continue
      }
      change = { action: 'updated', poll: change.poll }
    }
    if (!current) {
      if (change.action === 'created') arrived(draft, change.poll, out)
      continue
    }
    if (change.action === 'deleted') {
      if (change.uuid !== current.content_container_uuid) continue
      draft.poll = null
      draft.removed = true
      out.removed = true
      continue
    }
    const next = change.poll
    if (next.content_container_uuid !== current.content_container_uuid) {
      // A new poll made on the page (the one shown was removed meanwhile, unheard): it replaces it.
      if (change.action === 'created') arrived(draft, next, out)
      continue
    }
    const wasOpen = current.status === 'open'
    // Counts only replace counts: an event that carries none keeps what this reader was shown.
    const counted = next.results_visible || !current.results_visible
    if (!counted) out.stale = true
    draft.poll = {
      ...current,
      ...next,
      voted: current.voted,
      results_visible: counted ? next.results_visible : current.results_visible,
      options: next.options.map((option) => ({ ...option, ...(counted ? {} : { votes: current.options.find((o) => o.option_uuid === option.option_uuid)?.votes ?? 0 }) })),
      ...(counted ? {} : { total_voters: current.total_voters ?? 0 }),
    }
    if (wasOpen && next.status === 'closed') out.closed = true
  }
}

/** The poll's closing time passed (on the product's clock): closed, as the service now says too. */
export const closedByTime = (now: number) => (draft: PollState) => {
  const poll = draft.poll
  if (!poll || poll.status === 'closed' || poll.closes_at === null || poll.closes_at > now) return
  poll.status = 'closed'
  poll.closed_at = poll.closes_at
}

/** The reader's own answer (a vote, a close): it is this reader's view, `voted` included. */
export const ownAnswer = (poll: Poll) => (draft: PollState) => {
  const wasVoted = draft.poll?.voted ?? []
  draft.poll = { ...poll, voted: poll.voted.length ? poll.voted : wasVoted }
}
