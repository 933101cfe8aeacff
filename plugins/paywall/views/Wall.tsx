/**
 * The wall in a comments slot (document 3 §2, §4): in place of the load-more area an anonymous visitor
 * is told the rest of the conversation is for subscribers, with the provider's offer and (where the wall
 * uses the product's sign-in) a sign-in button; in place of the post or reply form a registered user is
 * told their comments are used and when they can comment again; above the forms, while posts remain and
 * the site warns, how many remain — said politely as it changes.
 */
import { useEffect, useId, useRef } from 'react'
import type { WallArea } from '../../../contracts/walls'
import { useStoreValue, useT } from '../../../kernel/react'
import { Button, focusLost, Icon } from '../../ui'

const DAY_MS = 86_400_000

export interface WallProps {
  area: WallArea
  /** Draws the provider's offer into its target (with words it may use). */
  show: (target: HTMLElement, texts: Record<string, string>) => void
  signIn: () => void
  now: () => number
}

export function Wall({ area, show, signIn, now }: WallProps) {
  const { t } = useT('paywall')
  const mode = useStoreValue((s) => s.walls?.areas[area])
  const decision = useStoreValue((s) => s.paywall?.decision)
  const vfAuth = useStoreValue((s) => s.paywall?.vfAuth ?? true)
  const byReader = useStoreValue((s) => s.paywall?.byReader === true)
  const guest = useStoreValue((s) => !s.session?.user || s.session.user.user_privilege === 'guest')
  const title = useId()
  const offer = useRef<HTMLDivElement>(null)
  const region = useRef<HTMLElement>(null)
  const walled = mode === 'wall'
  // The control the reader was on (load more, the post button) is gone: the keyboard goes on from the wall.
  useEffect(() => {
    const element = region.current
    if (walled && byReader && element && focusLost(element.ownerDocument)) element.focus()
  }, [walled, byReader])
  const subscribe = t('subscribe')
  useEffect(() => {
    if (walled && offer.current) show(offer.current, { subscribe })
  }, [walled, show, subscribe])

  if (mode === 'note') {
    return (
      <p className="vf-wall-note" role="status">
        <Icon name="message-circle" />
        <span>{t('remaining', { n: decision?.remaining ?? 0 })}</span>
      </p>
    )
  }
  if (!walled || !decision) return null
  const registered = decision.kind === 'registered'
  const days = decision.until !== undefined ? Math.max(1, Math.ceil((decision.until - now()) / DAY_MS)) : undefined
  return (
    <section ref={region} tabIndex={-1} className="vf-wall" aria-labelledby={title} data-area={area}>
      <Icon name="newspaper" />
      <div className="vf-wall__body">
        <h3 id={title} className="vf-wall__title">
          {registered ? t('registered.title') : t('anonymous.title')}
        </h3>
        <p className="vf-wall__text">{registered ? (days !== undefined ? t('registered.text', { n: days }) : t('registered.text_later')) : t('anonymous.text')}</p>
        <div className="vf-wall__choices">
          <div ref={offer} className="vf-wall__offer" />
          {guest && vfAuth && <Button onClick={signIn}>{t('sign_in')}</Button>}
        </div>
      </div>
    </section>
  )
}
