/**
 * A failed action's text for the status time (document 1 §8, document 2 §8: 4000 ms). Worded at render
 * time, so a language change rewords it; gone when the time is up or when the action is tried again.
 */
import { useLayoutEffect, useState } from 'react'
import { Constants } from '../../contracts/constants'
import { useServices } from './provider'

/**
 * The text `describe` gives `failure` (any value that is new for each failure: an action's failure
 * object), until {@link Constants.statusDisplayMs} after it appeared; undefined without a failure.
 */
export function useFailureText<F>(failure: F | undefined, describe: (failure: F) => string | undefined): string | undefined {
  const { timers } = useServices()
  const [expired, setExpired] = useState<F | undefined>(undefined)
  // Counted from the commit that puts the text on screen (a layout effect runs in that commit): a passive
  // effect could run later than the text appeared, on a busy page (or a test's clock) a moment too long.
  useLayoutEffect(() => {
    if (failure === undefined) return
    const handle = timers.setTimeout(() => setExpired(() => failure), Constants.statusDisplayMs)
    return () => timers.clearTimeout(handle)
  }, [failure, timers])
  return failure === undefined || failure === expired ? undefined : describe(failure)
}
