/**
 * The live questions service's shapes and constants (document 1 §2–§9, document 4 §5), shared by the
 * widget and the reference service (examples/server/questions): a question a reader asks, the answers a
 * moderator writes to it, the pages and the answers to a write.
 *
 * A question is `awaiting_moderation` until a moderator approves it (`visible`) or rejects it
 * (`disabled`); only its author and moderators ever see it before. Each signed-in reader upvotes a
 * visible question of someone else's once. A moderator answers it (it is then answered) or marks it
 * answered without words (answered on air) and unmarks it.
 */
import type { ContentAuthor } from '../../contracts/entities/comments-api'

export const QuestionLimits = {
  /** A question's length, in characters (graphemes). */
  questionCharacters: 500,
  /** An answer's length. */
  answerCharacters: 2000,
  /** The largest page a call may ask for (`limit`, `pagination-limit` 1 to 100). */
  pageMax: 100,
  /** The widget's first page (`limit`) and later pages (`pagination-limit`) by default. */
  defaultLimit: 10,
  /** Questions awaiting approval listed at most, oldest first; rejected ones (for moderators), newest first. */
  pendingMax: 100,
  /** Questions one reader may ask per window, per container. */
  rateQuestions: 5,
  rateWindowMs: 60_000,
} as const

/** The orders of the list: most upvoted first (then newest), or newest first. */
export const QuestionSort = ['votes', 'newest'] as const
export type QuestionSort = (typeof QuestionSort)[number]

export type QuestionState = 'awaiting_moderation' | 'visible' | 'disabled'

export interface QuestionAnswer {
  content_uuid: string
  actor_uuid: string
  content: string
  /** ms since the epoch. */
  date_created: number
}

export interface Question {
  content_uuid: string
  content_container_uuid: string
  actor_uuid: string
  content: string
  state: QuestionState
  total_votes: number
  is_answered: boolean
  /** ms since the epoch. */
  date_created: number
  date_answered?: number
  /** The moderators' answers, oldest first. */
  answers: QuestionAnswer[]
  /** The reader asking has upvoted it (false in what every socket hears). */
  voted: boolean
}

export interface QuestionsContainer {
  content_container_uuid: string
  container_id: string
  /** Visible (approved) questions. */
  total_visible_content: number
  date_created: number
}

export interface QuestionsPage {
  contents: Question[]
  more_available: boolean
  next_starting_from?: string
  users: Record<string, ContentAuthor>
}

export interface QuestionAnswerResult {
  content: Question
  users: Record<string, ContentAuthor>
}

/** The service's refusals a reader may meet, word for word (the widget shows the service's message). */
export const QuestionErrors = {
  empty: 'A question cannot be empty.',
  tooLong: `A question can be at most ${QuestionLimits.questionCharacters} characters long.`,
  emptyAnswer: 'An answer cannot be empty.',
  answerTooLong: `An answer can be at most ${QuestionLimits.answerCharacters} characters long.`,
  alreadyVoted: 'You have already upvoted this question.',
  notVoted: 'You have not upvoted this question.',
  ownQuestion: 'You cannot upvote your own question.',
  notApproved: 'This question is not open for votes yet.',
  moderatorsOnly: 'Only moderators can do this.',
} as const
