/**
 * What every question row says and does, resolved once per render of the widget rather than once per
 * row: the livequestions namespace's translation function and locale, who reads (their own questions,
 * the moderators' controls), the widget's toast.
 */
import { createContext, useContext } from 'react'
import { ErrorCode, VfError } from '../../../kernel/errors'

export interface QuestionWords {
  t: (key: string, options?: Record<string, unknown>) => string
  locale: string
  instanceId: string
  me: string | undefined
  moderator: boolean
  notify: (text: string, tone?: 'info' | 'success' | 'error') => void
}

export const WordsContext = createContext<QuestionWords | null>(null)

export function useWords(): QuestionWords {
  const words = useContext(WordsContext)
  if (!words) throw new VfError(ErrorCode.InvalidArgument, 'A question renders inside the questions widget')
  return words
}
