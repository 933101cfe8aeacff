/**
 * Calls an action about one review or reply. What fails is shown in that item for the status time
 * (document 1 §8), unless the caller shows it itself (`report: false`: a form keeps its draft and says why).
 */
import { useState } from 'react'
import { isActionFailure } from '../../../kernel/actions'
import { useServices } from '../../../kernel/react'
import { useFailureText } from '../../../kernel/react/failure-text'
import { failureText } from './failure'
import { useWords } from './words'

export type Call = (name: string, params: Record<string, unknown>, options?: { report?: boolean }) => Promise<unknown>

export function useCall(instanceId: string): [Call, string | undefined] {
  const { actions } = useServices()
  const { t, locale } = useWords()
  const [failed, setFailed] = useState<unknown>(undefined)
  const failure = useFailureText(failed, (outcome) => failureText(outcome, t, locale))
  const call: Call = async (name, params, options) => {
    const outcome = await actions.call(name as never, { instanceId, params: params as never })
    setFailed(options?.report !== false && isActionFailure(outcome) ? outcome : undefined)
    return outcome
  }
  return [call, failure]
}
