/**
 * The tray: a panel with a tab list (profile, account). It is a non-modal dialog; Escape closes it and
 * the arrow keys move between tabs, as in any tab list.
 */
import { useRef, useSyncExternalStore, type KeyboardEvent } from 'react'
import type { Slice } from '../../../contracts/plugin'
import type { TrayTab } from '../../../contracts/enums'
import { usePublish, useT } from '../../../kernel/react'
import type { TrayState } from '../state'
import { AccountTab } from './AccountTab'
import { ProfileTab } from './ProfileTab'

/** The tabs with content today; feed, community and settings arrive with the notifications plugin. */
const TABS: ReadonlyArray<{ id: TrayTab; label: string }> = [
  { id: 'vf-profile', label: 'tray.tabs.profile' },
  { id: 'vf-account', label: 'tray.tabs.account' },
]

export function Tray({ tray }: { tray: Slice<TrayState> }) {
  const { t } = useT()
  const publish = usePublish()
  const state = useSyncExternalStore(tray.subscribe, tray.getState)
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])
  if (!state.open) return null
  const current = TABS.some((tab) => tab.id === state.tab) ? state.tab : 'vf-profile'
  const select = (tab: TrayTab) => tray.update((draft) => void (draft.tab = tab))

  const onTabKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' || event.key === 'ArrowDown' ? 1 : event.key === 'ArrowLeft' || event.key === 'ArrowUp' ? -1 : 0
    if (!step) return
    event.preventDefault()
    const next = (index + step + TABS.length) % TABS.length
    select(TABS[next]!.id)
    tabRefs.current[next]?.focus()
  }

  return (
    <aside className="vf-tray" role="dialog" aria-modal="false" aria-label={t('tray.title')} onKeyDown={(e) => e.key === 'Escape' && publish('tray', 'close')}>
      <button type="button" className="vf-button vf-dialog-close" aria-label={t('tray.close')} onClick={() => publish('tray', 'close')}>
        ×
      </button>
      <div role="tablist" aria-label={t('tray.title')}>
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => void (tabRefs.current[index] = el)}
            type="button"
            role="tab"
            id={`${tab.id}-tab`}
            aria-selected={tab.id === current}
            aria-controls={`${tab.id}-panel`}
            tabIndex={tab.id === current ? 0 : -1}
            className="vf-button"
            onClick={() => select(tab.id)}
            onKeyDown={(event) => onTabKey(event, index)}
          >
            {t(tab.label)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${current}-panel`} aria-labelledby={`${current}-tab`}>
        {current === 'vf-profile' ? <ProfileTab method={state.method} /> : <AccountTab onSignIn={() => select('vf-profile')} />}
      </div>
    </aside>
  )
}
