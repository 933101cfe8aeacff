/**
 * How a React widget tells the host its content is there, so the space the host reserved for it
 * (`initial-height`, or its skeleton height) is kept until then and never shrinks while it loads. A view
 * whose first render is a loading state says so with `useWidgetLoading(true)` (a skeleton component can
 * call it unconditionally); the first commit in which no mounted component of the widget says it is
 * loading releases the space, once. A view that never calls it releases the space with its first commit,
 * and so does the error boundary's message when the view breaks: its loading components are gone.
 */
import { createContext, useContext, useLayoutEffect, type ReactNode } from 'react'

/** The widget's loading states: each mounted `useWidgetLoading(true)` holds one. */
export interface LoadingTracker {
  /** Holds the reserved space; the returned function lets it go (once). */
  claim(): () => void
  /** The end of a commit: the space goes if nothing holds it. */
  settle(): void
}

const LoadingContext = createContext<LoadingTracker | undefined>(undefined)

/**
 * A tracker that calls `release` (the mount context's `holdReservation()` answer) once no loading state
 * holds it at the end of a commit. Layout effects run within the commit, so a loading state that goes
 * while another comes (the skeleton replaced by a "loading more" line) never lets the space go in between.
 */
export function loadingTracker(release: () => void): LoadingTracker {
  let claims = 0
  let done = false
  const settle = () => {
    if (done || claims > 0) return
    done = true
    release()
  }
  return {
    claim() {
      claims++
      let letGo = false
      return () => {
        if (letGo) return
        letGo = true
        claims--
        // After the commit's other layout effects (a new loading state may be claiming), before paint.
        if (claims === 0) queueMicrotask(settle)
      }
    },
    settle,
  }
}

/**
 * Says this component shows the widget's loading state while `loading` is true: until no component of
 * the widget says so, the host keeps the widget's reserved height and its `aria-busy`. Outside a widget
 * it does nothing.
 */
export function useWidgetLoading(loading: boolean): void {
  const tracker = useContext(LoadingContext)
  useLayoutEffect(() => (loading && tracker ? tracker.claim() : undefined), [loading, tracker])
}

/** Wraps a widget's tree: its layout effect runs after every descendant's in the first commit. */
export function LoadingScope({ tracker, children }: { tracker: LoadingTracker; children: ReactNode }) {
  useLayoutEffect(() => tracker.settle(), [tracker])
  return <LoadingContext.Provider value={tracker}>{children}</LoadingContext.Provider>
}
