/** The UI kit's tabs (WAI-ARIA APG tabs): ARIA, roving tabindex, arrows per direction (mirrored right-to-left), Home/End, automatic and manual activation. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { Tabs, type TabItem, type TabsProps } from '../../../plugins/ui/Tabs'

test.after.each(() => cleanup())

const TABS: TabItem[] = [
  { id: 'profile', label: 'Profile' },
  { id: 'account', label: 'Account' },
  { id: 'feed', label: 'Feed', disabled: true },
  { id: 'settings', label: 'Settings' },
]

let changes: string[] = []
test.before.each(() => {
  changes = []
})

/** Tabs whose selection follows `onChange`, as a caller's state would. */
function Tray(props: Partial<TabsProps> & { dir?: 'ltr' | 'rtl' }) {
  const [selected, setSelected] = useState(props.selected ?? 'profile')
  const { dir, ...rest } = props
  return (
    <div dir={dir}>
      <Tabs
        aria-label="Your profile"
        tabs={TABS}
        selected={selected}
        onChange={(id) => {
          changes.push(id)
          setSelected(id)
        }}
        {...rest}
      >
        <p>{`The ${selected} panel`}</p>
      </Tabs>
    </div>
  )
}

const tab = (name: string) => screen.getByRole('tab', { name })
const focused = () => document.activeElement?.textContent ?? ''
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key })
const selectedTab = () => screen.getAllByRole('tab').find((t) => t.getAttribute('aria-selected') === 'true')?.textContent

test('ARIA: a labelled tab list; each tab controls its panel, labelled by it; only the selected panel is shown, with its content', () => {
  render(<Tray />)
  const list = screen.getByRole('tablist', { name: 'Your profile' })
  assert.is(list.getAttribute('aria-orientation'), null, 'horizontal, the default')
  const tabs = screen.getAllByRole('tab')
  assert.equal(
    tabs.map((t) => [t.textContent, t.getAttribute('aria-selected')]),
    [['Profile', 'true'], ['Account', 'false'], ['Feed', 'false'], ['Settings', 'false']],
  )
  for (const t of tabs) {
    const panel = document.getElementById(t.getAttribute('aria-controls')!)
    assert.ok(panel, 'every tab points at a panel that exists')
    assert.is(panel!.getAttribute('role'), 'tabpanel')
    assert.is(panel!.getAttribute('aria-labelledby'), t.id)
  }
  assert.is(tab('Feed').getAttribute('aria-disabled'), 'true')
  const shown = screen.getByRole('tabpanel')
  assert.is(shown.getAttribute('aria-labelledby'), tab('Profile').id)
  assert.is(shown.textContent, 'The profile panel')
  assert.is(shown.getAttribute('tabindex'), '0', 'the panel is reached with Tab')
  assert.is(document.querySelectorAll('[role="tabpanel"][hidden]').length, 3)
  for (const hidden of document.querySelectorAll('[role="tabpanel"][hidden]')) assert.is(hidden.textContent, '', 'hidden panels render nothing')
})

test('roving tabindex: the selected tab is the list\'s one Tab stop; with none selected, the first usable tab', () => {
  const { rerender } = render(<Tabs aria-label="Sections" tabs={TABS} selected="account" onChange={() => {}}>x</Tabs>)
  assert.equal(
    screen.getAllByRole('tab').map((t) => t.getAttribute('tabindex')),
    ['-1', '0', '-1', '-1'],
  )
  rerender(<Tabs aria-label="Sections" tabs={TABS} selected="gone" onChange={() => {}}>x</Tabs>)
  assert.equal(
    screen.getAllByRole('tab').map((t) => t.getAttribute('tabindex')),
    ['0', '-1', '-1', '-1'],
  )
  assert.is(document.querySelectorAll('[role="tabpanel"]:not([hidden])').length, 0)
})

test('automatic activation: ArrowRight and ArrowLeft move and select, wrapping and passing over a disabled tab; Home and End; Up and Down are not for a row', () => {
  render(<Tray />)
  tab('Profile').focus()
  press('ArrowRight')
  assert.is(focused(), 'Account')
  assert.is(selectedTab(), 'Account')
  assert.is(screen.getByRole('tabpanel').textContent, 'The account panel')
  assert.equal(
    screen.getAllByRole('tab').map((t) => t.getAttribute('tabindex')),
    ['-1', '0', '-1', '-1'],
    'the Tab stop follows the selection',
  )
  press('ArrowRight')
  assert.is(focused(), 'Settings', 'the disabled Feed is passed over')
  press('ArrowRight')
  assert.is(focused(), 'Profile', 'wraps to the first')
  press('ArrowLeft')
  assert.is(focused(), 'Settings', 'wraps to the last')
  press('Home')
  assert.is(focused(), 'Profile')
  press('End')
  assert.is(focused(), 'Settings')
  assert.equal(changes, ['account', 'settings', 'profile', 'settings', 'profile', 'settings'])
  press('ArrowDown')
  press('ArrowUp')
  assert.is(focused(), 'Settings')
  assert.is(changes.length, 6)
})

test('right-to-left: the row is mirrored, so ArrowLeft goes to the next tab and ArrowRight to the previous', () => {
  render(<Tray dir="rtl" />)
  tab('Profile').focus()
  press('ArrowLeft')
  assert.is(focused(), 'Account')
  assert.is(selectedTab(), 'Account')
  press('ArrowRight')
  assert.is(focused(), 'Profile')
  press('ArrowRight')
  assert.is(focused(), 'Settings', 'wraps to the last')
})

test('vertical: ArrowDown and ArrowUp move, the left and right arrows do not; the list says it is vertical', () => {
  render(<Tray orientation="vertical" dir="rtl" />)
  assert.is(screen.getByRole('tablist').getAttribute('aria-orientation'), 'vertical')
  tab('Profile').focus()
  press('ArrowDown')
  assert.is(focused(), 'Account')
  press('ArrowUp')
  press('ArrowUp')
  assert.is(focused(), 'Settings')
  press('ArrowLeft')
  press('ArrowRight')
  assert.is(focused(), 'Settings')
  assert.equal(changes, ['account', 'profile', 'settings'])
})

test('manual activation: the arrows move the focus only; Enter or Space selects the focused tab', () => {
  render(<Tray activation="manual" />)
  tab('Profile').focus()
  press('ArrowRight')
  assert.is(focused(), 'Account')
  assert.is(selectedTab(), 'Profile', 'not selected yet')
  assert.is(tab('Profile').getAttribute('tabindex'), '0', 'the Tab stop stays on the selected tab')
  assert.equal(changes, [])
  press('Enter')
  assert.is(selectedTab(), 'Account')
  press('End')
  press(' ')
  assert.is(selectedTab(), 'Settings')
  assert.equal(changes, ['account', 'settings'])
})

test('a click selects; a click on a disabled tab or the selected one asks nothing', () => {
  render(<Tray />)
  fireEvent.click(tab('Settings'))
  assert.is(selectedTab(), 'Settings')
  fireEvent.click(tab('Feed'))
  fireEvent.click(tab('Settings'))
  assert.equal(changes, ['settings'])
})

test('controlled: the tabs show what the caller selects, not what was pressed', () => {
  const asked: string[] = []
  render(<Tabs aria-label="Sections" tabs={TABS} selected="profile" onChange={(id) => asked.push(id)}>x</Tabs>)
  tab('Profile').focus()
  act(() => void press('ArrowRight'))
  assert.equal(asked, ['account'])
  assert.is(selectedTab(), 'Profile')
})

test.run()
