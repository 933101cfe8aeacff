/**
 * Tabs (the WAI-ARIA APG tabs pattern): a tab list and the panel of the selected tab, for content that
 * changes with the tab (the tray's profile and account). A choice that only filters or orders one list
 * has no panels of its own: that is a SegmentedControl (a radio group), not tabs.
 *
 * Controlled: `selected` is the caller's, `onChange` asks to change it. One Tab stop for the list (the
 * selected tab; roving tabindex); in a row the left and right arrows move between the tabs, mirrored
 * right-to-left (the next tab is on the left), in a column (`orientation="vertical"`) the up and down
 * arrows; Home and End go to the first and last; the moves wrap and pass over disabled tabs. Automatic
 * activation by default (the tab that gets the focus is selected); `activation="manual"` only moves the
 * focus, and Enter or Space selects (for panels that are slow to show).
 *
 * Every tab has its panel element, so each `aria-controls` points at one; only the selected panel is
 * shown and has content (`children`). A panel is a Tab stop of its own, so a keyboard reader reaches
 * its text even when it starts with no control.
 */
import { useId, type KeyboardEvent, type ReactNode } from 'react'
import { rovingTarget } from './roving'

export interface TabItem {
  id: string
  label: ReactNode
  disabled?: boolean
}

export interface TabsProps {
  tabs: readonly TabItem[]
  /** The id of the selected tab. */
  selected: string
  onChange: (id: string) => void
  /** The content of the selected tab's panel. */
  children: ReactNode
  /** The tab list's accessible name (or `aria-labelledby`). */
  'aria-label'?: string
  'aria-labelledby'?: string
  orientation?: 'horizontal' | 'vertical'
  activation?: 'automatic' | 'manual'
  className?: string
}

export function Tabs({ tabs, selected, onChange, children, orientation = 'horizontal', activation = 'automatic', className, ...label }: TabsProps) {
  const base = useId()
  const tabId = (index: number) => `${base}t${index}`
  const panelId = (index: number) => `${base}p${index}`
  const usable = (index: number) => !tabs[index]?.disabled
  const chosen = tabs.findIndex((tab) => tab.id === selected)
  // The list's one Tab stop: the selected tab, or the first usable one when none is.
  const stop = chosen >= 0 && usable(chosen) ? chosen : tabs.findIndex((tab) => !tab.disabled)

  const choose = (index: number) => {
    const tab = tabs[index]
    if (tab && !tab.disabled && tab.id !== selected) onChange(tab.id)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const all = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]'))
    const from = all.indexOf(event.target as HTMLElement)
    if (from < 0) return
    if (activation === 'manual' && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault()
      return choose(from)
    }
    const to = rovingTarget(event.key, from, all.length, event.currentTarget, { orientation, homeEnd: true, usable })
    if (to === undefined) return
    event.preventDefault()
    all[to]!.focus()
    if (activation === 'automatic') choose(to)
  }

  return (
    <div className={className ? `vf-tabs ${className}` : 'vf-tabs'} data-orientation={orientation}>
      <div role="tablist" className="vf-tabs__list" aria-orientation={orientation === 'vertical' ? 'vertical' : undefined} {...label} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={tabId(index)}
            className="vf-tabs__tab"
            aria-selected={index === chosen}
            aria-controls={panelId(index)}
            aria-disabled={tab.disabled || undefined}
            tabIndex={index === stop ? 0 : -1}
            onClick={() => choose(index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div key={tab.id} role="tabpanel" id={panelId(index)} className="vf-tabs__panel" aria-labelledby={tabId(index)} tabIndex={0} hidden={index !== chosen}>
          {index === chosen ? children : null}
        </div>
      ))}
    </div>
  )
}
