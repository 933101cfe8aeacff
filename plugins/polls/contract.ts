/**
 * The polls service's calls and answers (document 1 §1, §5, §6; document 4 §4–§5), shared by the plugin
 * and the reference service: what a poll is for the reader who asks, and its limits. A poll belongs to a
 * container (the publisher's `vf-container-id`), as a chat or a thread does, so realtime subscriptions
 * follow it by its `content_container_uuid`.
 */

export const PollLimits = {
  /** Options a poll offers: at least two, at most ten. */
  minOptions: 2,
  maxOptions: 10,
  /** Characters of the question and of one option. */
  questionCharacters: 300,
  optionCharacters: 120,
} as const

/** A site setting's value as the poll applies it (document 1 §3): 1 on, 0 off. */
export type PollSwitch = 0 | 1

/** One option of a poll; `votes` only for a reader shown the results. */
export interface PollOption {
  option_uuid: string
  label: string
  votes?: number
}

/** A poll as the service answers it for the reader asking. */
export interface Poll {
  content_container_uuid: string
  container_id: string
  question: string
  /** Several options may be chosen in one vote. */
  multiple: boolean
  options: PollOption[]
  /** Readers who voted; only for a reader shown the results. */
  total_voters?: number
  /** Whether this reader is given the counts (`require_user_authentication_to_see_results` hides them from guests). */
  results_visible: boolean
  /** `closed` by a moderator or by its closing time. */
  status: 'open' | 'closed'
  /** When it closes by itself, ms (null: when a moderator closes it). */
  closes_at: number | null
  /** When it closed, ms. */
  closed_at: number | null
  /** The settings that apply to it: its own, else the site's. */
  settings: { require_user_authentication_to_vote: PollSwitch; require_user_authentication_to_see_results: PollSwitch }
  /** The options this reader chose (empty: not voted). Never in a realtime event. */
  voted: string[]
  date_created: number
}

/** What a moderator sends to make a poll. */
export interface PollCreateBody {
  container_id: string
  question: string
  options: string[]
  multiple?: boolean
  /** ms; in the future. */
  closes_at?: number
  require_user_authentication_to_vote?: PollSwitch
  require_user_authentication_to_see_results?: PollSwitch
}

/** A vote: one option, or for a multiple-choice poll one or more. */
export interface PollVoteBody {
  option_uuids: string[]
}

/**
 * The key a poll's realtime events carry the page's container id under (the publisher's
 * `vf-container-id`): a page follows its container by it, so it hears a poll made there as well as the
 * votes, close and removal of the one it shows.
 */
export const POLL_PAGE_KEY = 'poll_container_id'

/** The header a guest's vote names the visitor by (the analytics visitor id), as the recommended list does. */
export const VISITOR_HEADER = 'X-UNIQUE-ID'

/** The service's words for refused votes (the reader sees them as written). */
export const PollErrors = {
  alreadyVoted: 'You have already voted in this poll.',
  closed: 'This poll is closed.',
  oneOption: 'Choose one option.',
  someOption: 'Choose at least one option.',
  unknownOption: 'That option is not in this poll.',
  signInToVote: 'Sign in to vote in this poll.',
  visitor: 'A guest’s vote must name the visitor (X-UNIQUE-ID).',
} as const

/** The share of the voters who chose an option, as a whole percentage (0 when nobody voted). */
export function percentOf(votes: number, voters: number): number {
  return voters > 0 ? Math.round((votes / voters) * 100) : 0
}
