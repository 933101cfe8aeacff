/**
 * The signed-in reader's activity on the profile tab: comments written, likes received and given, asked
 * of the service (`session.statistics`) each time the tab shows, so the counts are today's.
 *
 * While they load, skeletons in the counts' places (the section says it is busy, and "Loading…" once,
 * not per shape); when the request failed, the kit's error state says why and offers Try again, which
 * stays (busy) while the retry runs, so a keyboard reader's focus stays on it; when the counts then come,
 * focus goes to the section's heading rather than falling to the page.
 */
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react'
import type { Statistics } from '../../../contracts/entities/statistics'
import type { ActionFailure } from '../../../contracts/plugin'
import { isActionFailure } from '../../../kernel/actions'
import { useServices, useT } from '../../../kernel/react'
import { ErrorState, ShortNumber, Skeleton } from '../../ui'
import { trayFailureText } from './failure'

interface ActivityState {
  stats?: Statistics
  failure?: ActionFailure
  pending: boolean
}

const COUNTS: ReadonlyArray<{ key: keyof Statistics; label: string }> = [
  { key: 'content_created', label: 'tray:profile.comments_made' },
  { key: 'likes_received', label: 'tray:profile.likes_received' },
  { key: 'likes_created', label: 'tray:profile.likes_given' },
]

export function Activity() {
  const { t } = useT()
  const { actions } = useServices()
  const headingId = useId()
  const section = useRef<HTMLElement>(null)
  const [state, setState] = useState<ActivityState>({ pending: true })
  const live = useRef(true)
  /** Was the focus in the error state when the retry went out (then it goes to the heading after)? */
  const refocus = useRef(false)

  const load = useCallback(async () => {
    setState((previous) => ({ ...previous, pending: true }))
    const outcome = await actions.call('session.statistics', { params: {} })
    if (!live.current) return
    setState(isActionFailure(outcome) ? { failure: outcome, pending: false } : { stats: outcome, pending: false })
  }, [actions])

  const asked = useRef(false)
  useEffect(() => {
    live.current = true
    // Once per showing, even under StrictMode's second effect.
    if (!asked.current) {
      asked.current = true
      void load()
    }
    return () => {
      live.current = false
    }
  }, [load])

  useLayoutEffect(() => {
    if (!refocus.current || state.pending || state.failure) return
    refocus.current = false
    section.current?.querySelector<HTMLElement>('h3')?.focus()
  }, [state])

  const retry = () => {
    const active = section.current?.ownerDocument.activeElement
    refocus.current = !!active && !!section.current?.contains(active)
    void load()
  }

  let content
  if (state.failure) {
    content = (
      <ErrorState title={t('tray:profile.activity_failed')} onRetry={retry} retrying={state.pending}>
        {trayFailureText(state.failure, t)}
      </ErrorState>
    )
  } else if (!state.stats) {
    content = (
      <div className="vf-profile__counts" data-loading="">
        <span className="vf-visually-hidden">{t('status.loading')}</span>
        {COUNTS.map(({ key }) => (
          <div key={key} className="vf-profile__count">
            <Skeleton shape="block" size="sm" width="medium" />
            <Skeleton shape="line" width="long" />
          </div>
        ))}
      </div>
    )
  } else {
    const stats = state.stats
    content = (
      <dl className="vf-profile__counts">
        {COUNTS.map(({ key, label }) => (
          <div key={key} className="vf-profile__count">
            <dt>{t(label)}</dt>
            <dd>
              <ShortNumber value={Number(stats[key]) || 0} />
            </dd>
          </div>
        ))}
      </dl>
    )
  }

  return (
    <section ref={section} className="vf-profile__activity" aria-labelledby={headingId} aria-busy={state.pending || undefined}>
      <h3 id={headingId} tabIndex={-1}>
        {t('tray:profile.activity')}
      </h3>
      {content}
    </section>
  )
}
