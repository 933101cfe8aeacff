/**
 * What every comment of a widget says, resolved once per render of the widget rather than once per
 * comment: the conversations widget's translation function and locale, and its one toast for what a
 * comment's action tells the reader ("Link copied"). A thousand comments reading a context cost a
 * thousand context reads; a thousand translation hooks cost a thousand states, effects and callbacks.
 */
import { createContext, useContext } from 'react'
import { ErrorCode, VfError } from '../../../kernel/errors'

export interface CommentWords {
  /** The conversations namespace's `t` (it remembers what it made: the same label costs one look-up). */
  t: (key: string, options?: Record<string, unknown>) => string
  locale: string
  /** Shows a short message in the widget's polite toast. */
  notify: (text: string, tone?: 'info' | 'success' | 'error') => void
}

export const WordsContext = createContext<CommentWords | null>(null)

/** The widget's words; a comment renders only inside the conversations widget, which provides them. */
export function useWords(): CommentWords {
  const words = useContext(WordsContext)
  if (!words) throw new VfError(ErrorCode.InvalidArgument, 'A comment renders inside the conversations widget')
  return words
}
