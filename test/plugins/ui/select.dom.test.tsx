/** The UI kit's select (WAI-ARIA APG select-only combobox): ARIA, every keyboard path open and closed, type-ahead, choosing, leaving. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { Select, type SelectOption, type SelectProps } from '../../../plugins/ui/Select'

test.after.each(() => cleanup())

const ORDERS: SelectOption[] = [
  { value: 'newest', label: 'Newest' },
  { value: 'oldest', label: 'Oldest' },
  { value: 'best', label: 'Best' },
  { value: 'controversial', label: 'Most discussed', disabled: true },
  { value: 'liked', label: 'Most liked' },
]

let changes: string[] = []
test.before.each(() => {
  changes = []
})

/** A select whose value follows `onChange`, as a caller's state would. */
function Sort(props: Partial<SelectCommonProps> & { initial?: string; options?: SelectOption[]; labelled?: 'visible' | 'aria' }) {
  const { initial = 'newest', options = ORDERS, labelled = 'visible', ...rest } = props
  const [value, setValue] = useState(initial)
  const onChange = (next: string) => {
    changes.push(next)
    setValue(next)
  }
  const naming = labelled === 'visible' ? { label: 'Sort by' } : { 'aria-label': 'Sort comments' }
  return (
    <div onKeyDown={(event) => event.key === 'Escape' && changes.push('outer escape')}>
      <Select options={options} value={value} onChange={onChange} {...naming} {...rest} />
      <button type="button">After</button>
    </div>
  )
}
type SelectCommonProps = Omit<SelectProps, 'label' | 'aria-label'>

const combo = () => screen.getByRole('combobox')
const listbox = () => document.querySelector<HTMLElement>('[role="listbox"]')!
const isOpen = () => combo().getAttribute('aria-expanded') === 'true'
/** The option the keys are on (aria-activedescendant), by its text. */
const active = () => {
  const id = combo().getAttribute('aria-activedescendant')
  return id ? document.getElementById(id)?.textContent : undefined
}
const shown = () => combo().textContent
const press = (key: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(combo(), { key, ...init })
/** A key with its own time stamp, for type-ahead's half-second pause. */
const typeAt = (key: string, timeStamp: number) => {
  const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
  Object.defineProperty(event, 'timeStamp', { value: timeStamp })
  act(() => void combo().dispatchEvent(event))
}

test('ARIA: a combobox named by its visible label, showing the value, controlling a hidden list box of options', () => {
  render(<Sort />)
  const box = screen.getByRole('combobox', { name: 'Sort by' })
  assert.is(box.textContent, 'Newest')
  assert.is(box.getAttribute('tabindex'), '0')
  assert.is(box.getAttribute('aria-haspopup'), 'listbox')
  assert.is(box.getAttribute('aria-expanded'), 'false')
  assert.is(box.getAttribute('aria-activedescendant'), null, 'nothing active while closed')
  const list = listbox()
  assert.is(box.getAttribute('aria-controls'), list.id)
  assert.ok(list.hidden)
  assert.is(list.getAttribute('aria-labelledby'), box.getAttribute('aria-labelledby'))
  assert.is(document.getElementById(box.getAttribute('aria-labelledby')!)!.textContent, 'Sort by')
  const options = [...list.querySelectorAll('[role="option"]')]
  assert.equal(
    options.map((o) => [o.textContent, o.getAttribute('aria-selected')]),
    [['Newest', 'true'], ['Oldest', 'false'], ['Best', 'false'], ['Most discussed', 'false'], ['Most liked', 'false']],
  )
  assert.is(options[3]!.getAttribute('aria-disabled'), 'true')
  assert.is(document.querySelector('.vf-select [style]'), null, 'no style attribute (strict CSP)')
})

test('named by aria-label where there is no visible label; a click on a visible label focuses the combobox', () => {
  const { unmount } = render(<Sort labelled="aria" />)
  assert.ok(screen.getByRole('combobox', { name: 'Sort comments' }))
  assert.is(listbox().getAttribute('aria-label'), 'Sort comments')
  unmount()
  render(<Sort />)
  fireEvent.click(screen.getByText('Sort by'))
  assert.is(document.activeElement, combo())
})

test('closed: ArrowDown, ArrowUp, Enter and Space open it on the chosen option; Home and End on the first and last', () => {
  render(<Sort initial="best" />)
  combo().focus()
  for (const key of ['ArrowDown', 'ArrowUp', 'Enter', ' ']) {
    const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true })
    act(() => void combo().dispatchEvent(event))
    assert.ok(isOpen(), `${key} opens`)
    assert.ok(event.defaultPrevented, `${key} does not scroll the page`)
    assert.is(listbox().hidden, false)
    assert.is(active(), 'Best', `${key}: on the chosen option`)
    press('Escape')
    assert.not.ok(isOpen())
  }
  press('Home')
  assert.is(active(), 'Newest')
  press('Escape')
  press('End')
  assert.is(active(), 'Most liked')
  assert.equal(changes, [], 'opening chooses nothing')
})

test('open: the arrows move and stop at the ends, passing over a disabled option; Home, End, PageUp, PageDown', () => {
  render(<Sort />)
  combo().focus()
  press('ArrowDown')
  assert.is(active(), 'Newest')
  press('ArrowUp')
  assert.is(active(), 'Newest', 'no wrapping at the top')
  press('ArrowDown')
  press('ArrowDown')
  assert.is(active(), 'Best')
  press('ArrowDown')
  assert.is(active(), 'Most liked', 'Most discussed is disabled')
  press('ArrowDown')
  assert.is(active(), 'Most liked', 'no wrapping at the bottom')
  press('Home')
  assert.is(active(), 'Newest')
  press('End')
  assert.is(active(), 'Most liked')
  press('PageUp')
  assert.is(active(), 'Newest')
  press('PageDown')
  assert.is(active(), 'Most liked')
  const current = document.getElementById(combo().getAttribute('aria-activedescendant')!)!
  assert.ok(current.hasAttribute('data-active'), 'the option the keys are on is marked for the eye too')
  assert.is(document.activeElement, combo(), 'the focus stays on the combobox')
  assert.equal(changes, [])
})

test('Enter, Space and Alt+ArrowUp choose the option and close; choosing the chosen one asks nothing', () => {
  render(<Sort />)
  combo().focus()
  press('Enter')
  press('ArrowDown')
  press('Enter')
  assert.not.ok(isOpen())
  assert.is(shown(), 'Oldest')
  assert.is(combo().getAttribute('aria-activedescendant'), null)
  press(' ')
  press('ArrowDown')
  press(' ')
  assert.is(shown(), 'Best')
  press('ArrowDown')
  press('End')
  press('ArrowUp', { altKey: true })
  assert.is(shown(), 'Most liked')
  press('Enter')
  press('Enter')
  assert.equal(changes, ['oldest', 'best', 'liked'])
  assert.is(document.activeElement, combo())
})

test('Escape closes without choosing, and goes no further (a dialog around it stays open)', () => {
  render(<Sort />)
  combo().focus()
  press('ArrowDown')
  press('ArrowDown')
  press('Escape')
  assert.not.ok(isOpen())
  assert.is(shown(), 'Newest')
  assert.equal(changes, [])
  press('Escape')
  assert.equal(changes, ['outer escape'], 'closed, Escape is the page\'s again')
})

test('type-ahead: letters typed together make one search, the same letter cycles, a pause starts over; typing opens a closed list', () => {
  render(<Sort />)
  combo().focus()
  typeAt('o', 1_000)
  assert.ok(isOpen(), 'typing opens it')
  assert.is(active(), 'Oldest')
  typeAt('m', 2_000)
  assert.is(active(), 'Most liked', 'a new search after a pause; the disabled Most discussed is passed over')
  typeAt('b', 3_000)
  assert.is(active(), 'Best')
  typeAt('n', 4_000)
  typeAt('e', 4_100)
  assert.is(active(), 'Newest', '"ne"')
  typeAt('o', 5_000)
  typeAt('o', 5_100)
  assert.is(active(), 'Oldest', '"oo" is "o" again: the next starting with it')
  typeAt('x', 6_000)
  assert.is(active(), 'Oldest', 'no match: it stays')
  typeAt('M', 7_000)
  typeAt('o', 7_100)
  typeAt('s', 7_200)
  typeAt('t', 7_300)
  typeAt(' ', 7_400)
  typeAt('l', 7_500)
  assert.is(active(), 'Most liked', 'a space within a search is part of it, and case does not matter')
  assert.ok(isOpen(), 'that space did not choose')
  typeAt(' ', 9_000)
  assert.not.ok(isOpen(), 'a space on its own chooses')
  assert.is(shown(), 'Most liked')
  assert.equal(changes, ['liked'])
})

test('type-ahead ignores case and accents in the reader\'s language', () => {
  render(
    <Sort
      initial="a"
      options={[
        { value: 'a', label: 'Neueste' },
        { value: 'b', label: 'Älteste' },
      ]}
    />,
  )
  combo().focus()
  typeAt('a', 1_000)
  assert.is(active(), 'Älteste')
})

test('leaving it open (Tab, or a click elsewhere moving the focus) chooses what the keys were on and closes', () => {
  render(<Sort />)
  combo().focus()
  press('ArrowDown')
  press('ArrowDown')
  const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })
  act(() => void combo().dispatchEvent(tab))
  assert.is(tab.defaultPrevented, false, 'the focus moves on')
  assert.not.ok(isOpen())
  assert.is(shown(), 'Oldest')
  combo().focus()
  press('ArrowDown')
  press('ArrowDown')
  act(() => screen.getByRole('button', { name: 'After' }).focus())
  assert.not.ok(isOpen())
  assert.is(shown(), 'Best')
  assert.equal(changes, ['oldest', 'best'])
})

test('mouse: a click opens and closes it; a click on an option chooses it, without the focus leaving; a disabled option does nothing', () => {
  render(<Sort />)
  fireEvent.click(combo())
  assert.ok(isOpen())
  assert.is(document.activeElement, combo())
  fireEvent.click(combo())
  assert.not.ok(isOpen())
  assert.equal(changes, [], 'closing by a click chooses nothing')
  fireEvent.click(combo())
  const down = new MouseEvent('mousedown', { bubbles: true, cancelable: true })
  const best = screen.getByRole('option', { name: 'Best' })
  act(() => void best.dispatchEvent(down))
  assert.ok(down.defaultPrevented, 'the press keeps the focus on the combobox')
  fireEvent.click(best)
  assert.not.ok(isOpen())
  assert.is(shown(), 'Best')
  fireEvent.click(combo())
  fireEvent.click(screen.getByRole('option', { name: 'Most discussed' }))
  assert.ok(isOpen(), 'a disabled option is not chosen')
  assert.equal(changes, ['best'])
})

test('disabled: out of the Tab order, says so, does not open', () => {
  render(<Sort disabled />)
  assert.is(combo().getAttribute('aria-disabled'), 'true')
  assert.is(combo().getAttribute('tabindex'), '-1')
  fireEvent.click(combo())
  press('ArrowDown')
  assert.not.ok(isOpen())
})

test('controlled: it shows the caller\'s value, which may change from outside', () => {
  const asked: string[] = []
  const { rerender } = render(<Select label="Sort by" options={ORDERS} value="newest" onChange={(v) => asked.push(v)} />)
  combo().focus()
  press('ArrowDown')
  press('ArrowDown')
  press('Enter')
  assert.equal(asked, ['oldest'])
  assert.is(shown(), 'Newest', 'until the caller says so')
  rerender(<Select label="Sort by" options={ORDERS} value="best" onChange={(v) => asked.push(v)} />)
  assert.is(shown(), 'Best')
  assert.is(screen.getByRole('option', { name: 'Best', hidden: true }).getAttribute('aria-selected'), 'true')
})

test.run()
