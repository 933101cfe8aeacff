/**
 * What every review says, resolved once per render of the widget rather than once per item: the reviews
 * namespace's translation function and locale, and the widget's one toast.
 */
import { createContext, useContext } from 'react'
import { ErrorCode, VfError } from '../../../kernel/errors'

export interface ReviewWords {
  t: (key: string, options?: Record<string, unknown>) => string
  locale: string
  /** Shows a short message in the widget's polite toast. */
  notify: (text: string, tone?: 'info' | 'success' | 'error') => void
}

export const WordsContext = createContext<ReviewWords | null>(null)

export function useWords(): ReviewWords {
  const words = useContext(WordsContext)
  if (!words) throw new VfError(ErrorCode.InvalidArgument, 'A review renders inside a reviews widget')
  return words
}
