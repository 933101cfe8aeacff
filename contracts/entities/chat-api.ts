/**
 * The chat service's answers (document 1 §7, "Chat service") as the reference service sends them and
 * the chat plugin reads them, and the limits both sides keep (document 1 §9). Every answer is wrapped as
 * `{result: …}`; the HTTP client unwraps it. Messages and replies are content items (document 1 §3)
 * listed as the comments service lists them; a reply names its message (`parent_uuid`).
 */
import type { ContentAuthor, ListedContent, WithAuthors } from './comments-api'
import type { Container } from './container'

/** What the chat service accepts and the widget keeps to (document 1 §9). */
export const ChatLimits = {
  /** Messages the widget loads first (document 1 §9: chat initial load limit 30). */
  initialLoad: 30,
  /** The most messages one page may ask for (document 1 §9's second chat constant, 200). */
  pageMax: 200,
  /** A message's text, in characters as a reader counts them (graphemes). */
  messageCharacters: 1000,
  /** Messages one reader may send in one chat per window (the service refuses more: 429). */
  rateMessages: 5,
  rateWindowMs: 10_000,
  /** A reader's typing is sent at most this often (the service drops what comes sooner). */
  typingThrottleMs: 3000,
  /** How long "… is typing" stays shown after the last word of it. */
  typingShownMs: 5000,
} as const

/** A chat message or reply. */
export type ChatMessage = ListedContent

/** A chat container: open or closed, and the readers banned from it. */
export type ChatContainer = Container & { status?: 'open' | 'closed' }

/** `GET …/messages`, `…/messages/selection`: messages newest first, with their authors. */
export interface ChatMessagesAnswer extends WithAuthors {
  contents: ChatMessage[]
  more_available: boolean
  /** The cursor of the next (older) page. */
  next_starting_from?: string
}

/** Answers to sending, replying and moderation: the message as it now is. */
export interface ChatItemAnswer {
  content: ChatMessage
  users: Record<string, ContentAuthor>
}

/** `PUT /{section}/{chat}`: what a moderator changes about the chat. */
export interface ChatContainerBody {
  status?: 'open' | 'closed'
}

/** `GET …/signature`. */
export interface ChatSignatureAnswer {
  content_container_uuid: string
  signature: string
}

/** `POST …/bans`: a moderator bans a reader from this chat (their messages stay unless removed). */
export interface ChatBanBody {
  user_uuid: string
}

/** The realtime frame of a reader typing (`started_typing`): who, in which chat. */
export interface ChatTypingFrame {
  content_container_uuid: string
  actor_uuid: string
}
