/**
 * What every post and reply of a live blog says, resolved once per render of the widget rather than once
 * per item: the liveblog namespace's translation function and locale, and the widget's one toast.
 */
import { createContext, useContext } from 'react'
import { ErrorCode, VfError } from '../../../kernel/errors'

export interface BlogWords {
  t: (key: string, options?: Record<string, unknown>) => string
  locale: string
  /** Shows a short message in the widget's polite toast. */
  notify: (text: string, tone?: 'info' | 'success' | 'error') => void
}

export const WordsContext = createContext<BlogWords | null>(null)

/** The widget's words; a post renders only inside the live blog widget, which provides them. */
export function useWords(): BlogWords {
  const words = useContext(WordsContext)
  if (!words) throw new VfError(ErrorCode.InvalidArgument, 'A live blog post renders inside the live blog widget')
  return words
}
