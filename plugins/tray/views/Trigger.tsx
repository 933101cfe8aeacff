/**
 * The bell that opens the tray; floating in a corner when the page has no place for it, and not shown
 * while the page hides it (`vf-tray-trigger`/`hide`).
 */
import { useEffect, useRef, useSyncExternalStore } from 'react'
import type { Slice } from '../../../contracts/plugin'
import { usePublish, useT } from '../../../kernel/react'
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
}

export function Trigger({ tray, floating, triggers, onLoaded }: TriggerProps) {
  const { t } = useT()
  const publish = usePublish()
  const open = useSyncExternalStore(tray.subscribe, () => tray.getState().open)
  const hidden = useSyncExternalStore(tray.subscribe, () => tray.getState().triggerHidden)
  const intended = useRef(false)
  /** The reader is about to open (hover, focus): said once, so the tray can load ahead. */
  const intent = () => {
    if (intended.current) return
    intended.current = true
    publish('tray', 'open-intent')
  }
  useEffect(() => onLoaded(), [onLoaded])
  if (hidden) return null
  return (
    <button
      ref={(button) => void (button && triggers.add(button))}
      type="button"
      className={`vf-button vf-tray-trigger${floating ? ' vf-tray-trigger--floating' : ''}`}
      aria-label={t('tray:tray.open')}
      aria-expanded={open}
      onPointerEnter={intent}
      onFocus={intent}
      onClick={(event) => {
        publish('vf-tray-trigger', 'clicked')
        publish('tray', 'toggle', event.currentTarget)
      }}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="currentColor">
        <path d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3a1.5 1.5 0 0 0-3 0v1.16A7 7 0 0 0 5 11v5l-2 2v1h18v-1Z" />
      </svg>
    </button>
  )
}
