/** The UI kit's segmented control (a WAI-ARIA APG radio group): ARIA, roving tabindex, arrows that check (mirrored right-to-left), Space and clicks. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { SegmentedControl, type SegmentOption } from '../../../plugins/ui/SegmentedControl'

test.after.each(() => cleanup())

const OPTIONS: SegmentOption[] = [
  { value: 'all', label: 'All' },
  { value: 'following', label: 'Following' },
  { value: 'flagged', label: 'Flagged', disabled: true },
  { value: 'mine', label: 'Mine' },
]

let changes: string[] = []
test.before.each(() => {
  changes = []
})

function Filter({ dir, initial = 'all' }: { dir?: 'rtl'; initial?: string }) {
  const [value, setValue] = useState(initial)
  return (
    <div dir={dir}>
      <SegmentedControl
        aria-label="Show"
        options={OPTIONS}
        value={value}
        onChange={(next) => {
          changes.push(next)
          setValue(next)
        }}
      />
    </div>
  )
}

const radio = (name: string) => screen.getByRole('radio', { name })
const focused = () => document.activeElement?.textContent ?? ''
const checked = () => screen.getAllByRole('radio').find((r) => r.getAttribute('aria-checked') === 'true')?.textContent
const press = (key: string) => fireEvent.keyDown(document.activeElement!, { key })

test('ARIA: a labelled radio group of radios, one checked, one Tab stop (the checked one)', () => {
  render(<Filter initial="following" />)
  assert.ok(screen.getByRole('radiogroup', { name: 'Show' }))
  assert.equal(
    screen.getAllByRole('radio').map((r) => [r.textContent, r.getAttribute('aria-checked'), r.getAttribute('tabindex')]),
    [['All', 'false', '-1'], ['Following', 'true', '0'], ['Flagged', 'false', '-1'], ['Mine', 'false', '-1']],
  )
  assert.is(radio('Flagged').getAttribute('aria-disabled'), 'true')
  assert.is(radio('All').getAttribute('type'), 'button')
})

test('with no choice checked, the first usable one is the Tab stop', () => {
  render(<SegmentedControl aria-label="Show" options={OPTIONS} value="none" onChange={() => {}} />)
  assert.is(radio('All').getAttribute('tabindex'), '0')
  assert.is(checked(), undefined)
})

test('the arrows move and check: Right and Down forward, Left and Up back, wrapping and passing over a disabled choice', () => {
  render(<Filter />)
  radio('All').focus()
  press('ArrowRight')
  assert.is(focused(), 'Following')
  assert.is(checked(), 'Following')
  assert.is(radio('Following').getAttribute('tabindex'), '0')
  press('ArrowDown')
  assert.is(focused(), 'Mine', 'Flagged is disabled')
  press('ArrowDown')
  assert.is(focused(), 'All', 'wraps')
  press('ArrowUp')
  assert.is(focused(), 'Mine')
  press('ArrowLeft')
  assert.is(focused(), 'Following')
  assert.equal(changes, ['following', 'mine', 'all', 'mine', 'following'])
  press('Home')
  press('End')
  assert.is(focused(), 'Following', 'Home and End are not keys of a radio group')
})

test('right-to-left: ArrowLeft is forward, ArrowRight back; Up and Down unchanged', () => {
  render(<Filter dir="rtl" />)
  radio('All').focus()
  press('ArrowLeft')
  assert.is(checked(), 'Following')
  press('ArrowRight')
  assert.is(checked(), 'All')
  press('ArrowDown')
  assert.is(checked(), 'Following')
})

test('Space and a click check the focused choice; a disabled or already checked one asks nothing', () => {
  render(<Filter />)
  const mine = radio('Mine')
  mine.focus()
  press(' ')
  assert.is(checked(), 'Mine')
  fireEvent.click(radio('All'))
  assert.is(checked(), 'All')
  fireEvent.click(radio('Flagged'))
  fireEvent.click(radio('All'))
  assert.equal(changes, ['mine', 'all'])
})

test.run()
