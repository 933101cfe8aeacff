/**
 * The bell that opens the tray: the kit's icon button with the bell of its icon set, floating in a
 * corner when the page has no place for it, and not shown while the page hides it
 * (`vf-tray-trigger`/`hide`). A count of new notifications, when there is one, is a badge on the bell
 * for the eye and part of the button's name for a screen reader ("…, New notifications: 3"); without one
 * nothing is drawn.
 *
 * Its chunk is the bell alone (the panel loads on intent), so it places the kit's sheet and icon sprite
 * itself, before its first paint, as a dialog does: its icon is drawn from the sprite.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react'
import type { Slice } from '../../../contracts/plugin'
import { formatShortNumber } from '../../../kernel/lib/format-number'
import { intlFormatter } from '../../../kernel/lib/intl-locale'
import { usePublish, useT } from '../../../kernel/react'
import { Badge } from '../../ui/Badge'
import { IconButton } from '../../ui/Icon'
import { ensureKitStyles } from '../../ui/styles'
import type { TrayState } from '../state'

export interface TriggerProps {
  tray: Slice<TrayState>
  floating: boolean
  /**
   * The plugin's own triggers: the `tray`/`toggle` a click publishes carries its button, so the plugin
   * knows the reader asked (and sends it through the actions) where a page's own publish is a command.
   */
  triggers: WeakSet<Element>
  /** Called after the trigger is first on the page (it announces `vf-tray-trigger`/`loaded`). */
  onLoaded: () => void
  /** New notifications to show on the bell, instead of the count the tray was told (`user-notifications`/`new-count-changed`); nothing is shown for none. */
  count?: number | undefined
}

/** The full number's options, one constant (its formatter is then found by identity). */
const FULL: Intl.NumberFormatOptions = {}

export function Trigger({ tray, floating, triggers, onLoaded, count: given }: TriggerProps) {
  const { t, locale } = useT()
  const publish = usePublish()
  const open = useSyncExternalStore(tray.subscribe, () => tray.getState().open)
  const hidden = useSyncExternalStore(tray.subscribe, () => tray.getState().triggerHidden)
  const told = useSyncExternalStore(tray.subscribe, () => tray.getState().newCount)
  const count = given ?? told
  const intended = useRef(false)
  /** The reader is about to open (hover, focus): said once, so the tray can load ahead. */
  const intent = () => {
    if (intended.current) return
    intended.current = true
    publish('tray', 'open-intent')
  }
  useEffect(() => onLoaded(), [onLoaded])
  // A count that grew while the reader is here is said once, politely (see `countNews`).
  const news = useSyncExternalStore(tray.subscribe, () => tray.getState().countNews)
  const said = news > 0 ? t('tray:tray.unread', { n: intlFormatter('NumberFormat', locale, FULL).format(news) }) : ''
  if (hidden) return null
  const counted = count !== undefined && Number.isFinite(count) && count > 0
  const label = counted ? `${t('tray:tray.open')}, ${t('tray:tray.unread', { n: intlFormatter('NumberFormat', locale, FULL).format(count) })}` : t('tray:tray.open')
  return (
    <span className={floating ? 'vf-tray-trigger vf-tray-trigger--floating' : 'vf-tray-trigger'}>
      <IconButton
        ref={(button) => {
          if (!button) return
          triggers.add(button)
          // In the commit, before the paint: the bell is never drawn without its picture.
          ensureKitStyles(button.ownerDocument)
        }}
        icon="bell"
        label={label}
        className="vf-tray-trigger__button"
        aria-expanded={open}
        onPointerEnter={intent}
        onFocus={intent}
        onClick={(event) => {
          publish('vf-tray-trigger', 'clicked')
          publish('tray', 'toggle', event.currentTarget)
        }}
      />
      {counted && (
        <span className="vf-tray-trigger__count" aria-hidden="true">
          <Badge>{formatShortNumber(count, locale)}</Badge>
        </span>
      )}
      <span role="status" aria-live="polite" className="vf-visually-hidden">
        {said}
      </span>
    </span>
  )
}
