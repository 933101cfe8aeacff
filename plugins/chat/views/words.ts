/**
 * What every message row says and does, resolved once per render of the widget rather than once per
 * row: the livechat namespace's translation function and locale, who reads (to mark their own messages
 * and offer the moderators' menu), the widget's toast, and how a row starts a reply.
 */
import { createContext, useContext } from 'react'
import { ErrorCode, VfError } from '../../../kernel/errors'

export interface ChatWords {
  t: (key: string, options?: Record<string, unknown>) => string
  locale: string
  instanceId: string
  me: string | undefined
  moderator: boolean
  notify: (text: string, tone?: 'info' | 'success' | 'error') => void
  /** The composer answers this message. */
  replyTo: (uuid: string) => void
}

export const WordsContext = createContext<ChatWords | null>(null)

export function useWords(): ChatWords {
  const words = useContext(WordsContext)
  if (!words) throw new VfError(ErrorCode.InvalidArgument, 'A chat message renders inside the chat widget')
  return words
}
