/**
 * The tray: a panel with a tab list (profile, account). It is a non-modal dialog, labelled, that takes
 * focus when it opens (the heading of its panel: for a guest asked to sign in, the reason comes first,
 * and the first field is one Tab away) and gives it back when it closes, to what opened it (see
 * `focus.ts`). Escape closes it and the arrow keys (mirrored right-to-left), Home and End move between tabs, as in any tab list.
 */
import { useLayoutEffect, useRef, useSyncExternalStore, type KeyboardEvent } from 'react'
import type { Slice } from '../../../contracts/plugin'
import type { TrayTab } from '../../../contracts/enums'
import { usePublish, useT } from '../../../kernel/react'
import type { TrayState } from '../state'
import { AccountTab } from './AccountTab'
import { focusIsElsewhere, giveFocusBack, returnPath, type ReturnPath } from './focus'
import { ProfileTab } from './ProfileTab'

/** The tabs with content today; feed, community and settings arrive with the notifications plugin. */
const TABS: ReadonlyArray<{ id: TrayTab; label: string }> = [
  { id: 'vf-profile', label: 'tray:tray.tabs.profile' },
  { id: 'vf-account', label: 'tray:tray.tabs.account' },
]

/** The bell whose click is the latest request to open, if it was one (set by the plugin, read at opening). */
export interface OpenedBy {
  current: HTMLElement | null
}

export function Tray({ tray, openedBy }: { tray: Slice<TrayState>; openedBy: OpenedBy }) {
  const open = useSyncExternalStore(tray.subscribe, () => tray.getState().open)
  return open ? <TrayPanel tray={tray} openedBy={openedBy} /> : null
}

/**
 * The tab a key moves to from `index` (WAI-ARIA tabs): the arrows step and wrap, Home and End go to the
 * ends. The tab list is a row laid out in the reading direction, so right-to-left the first tab is on
 * the right and ArrowLeft goes to the next one; Up and Down mean previous and next in either direction.
 */
export function nextTab(key: string, index: number, count: number, dir: 'ltr' | 'rtl'): number | undefined {
  const forward = dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
  const backward = dir === 'rtl' ? 'ArrowRight' : 'ArrowLeft'
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  const step = key === forward || key === 'ArrowDown' ? 1 : key === backward || key === 'ArrowUp' ? -1 : 0
  return step ? (index + step + count) % count : undefined
}

function TrayPanel({ tray, openedBy }: { tray: Slice<TrayState>; openedBy: OpenedBy }) {
  const { t, dir } = useT()
  const publish = usePublish()
  const state = useSyncExternalStore(tray.subscribe, tray.getState)
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([])
  const panel = useRef<HTMLElement>(null)
  const back = useRef<ReturnPath | undefined>(undefined)
  // Layout effect: focus moves before the browser paints the tray, and on closing it is given back while
  // the tray is still in the document (so we can tell whether focus was in it).
  useLayoutEffect(() => {
    const aside = panel.current
    if (!aside) return
    const doc = aside.ownerDocument
    back.current ??= returnPath(doc, aside, openedBy.current)
    const heading = aside.querySelector<HTMLElement>('[role="tabpanel"]:not([hidden]) h2')
    const selected = aside.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')
    ;(heading ?? selected ?? aside).focus()
    return () => {
      if (back.current && !focusIsElsewhere(doc, aside)) giveFocusBack(doc, back.current)
    }
  }, [openedBy])
  const current = TABS.some((tab) => tab.id === state.tab) ? state.tab : 'vf-profile'
  const select = (tab: TrayTab) => tray.update((draft) => void (draft.tab = tab))

  const onTabKey = (event: KeyboardEvent, index: number) => {
    const next = nextTab(event.key, index, TABS.length, dir)
    if (next === undefined) return
    event.preventDefault()
    select(TABS[next]!.id)
    tabRefs.current[next]?.focus()
  }

  return (
    <aside ref={panel} tabIndex={-1} className="vf-tray" role="dialog" aria-modal="false" aria-label={t('tray:tray.title')} onKeyDown={(e) => e.key === 'Escape' && publish('tray', 'close')}>
      <button type="button" className="vf-button vf-dialog-close" aria-label={t('tray:tray.close')} onClick={() => publish('tray', 'close')}>
        ×
      </button>
      <div role="tablist" aria-label={t('tray:tray.title')}>
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(el) => void (tabRefs.current[index] = el)}
            type="button"
            role="tab"
            id={`${tab.id}-tab`}
            aria-selected={tab.id === current}
            // Only the selected tab's panel is rendered: a tab points only at a panel that exists.
            aria-controls={tab.id === current ? `${tab.id}-panel` : undefined}
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
