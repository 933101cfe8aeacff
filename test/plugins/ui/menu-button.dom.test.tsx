/** The UI kit's menu button (WAI-ARIA APG menu button): ARIA, every keyboard path, focus, outside presses, placement, cost when closed. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { useRef, useState } from 'react'
import { MenuButton, type MenuButtonProps, type MenuEntry } from '../../../plugins/ui/MenuButton'

test.after.each(() => cleanup())

let log: string[] = []
test.before.each(() => {
  log = []
})

const entries = (following = false, onFollow: (checked: boolean) => void = (checked) => void log.push(`follow:${checked}`)): MenuEntry[] => [
  { label: 'Reply', onSelect: () => log.push('reply') },
  { label: 'Report', onSelect: () => log.push('report') },
  { type: 'link', label: 'Share link', href: 'https://publisher.example/news/article-1#c1', target: '_blank', onSelect: () => log.push('share') },
  { type: 'separator' },
  { type: 'checkbox', label: 'Follow Ada', checked: following, onSelect: onFollow },
  { label: 'Pin', disabled: true, onSelect: () => log.push('pin') },
  { label: 'Mute Ada', onSelect: () => log.push('mute') },
  { label: 'Delete', danger: true, onSelect: () => log.push('delete') },
]

function Menu(props: Partial<MenuButtonProps>) {
  return (
    <>
      <button type="button">Before</button>
      <MenuButton label="More actions for Ada" items={entries()} {...props}>
        <svg aria-hidden="true" />
      </MenuButton>
      <button type="button">After</button>
    </>
  )
}

const trigger = () => screen.getByRole('button', { name: 'More actions for Ada' })
const menu = () => document.querySelector<HTMLElement>('[role="menu"]')
const focused = () => document.activeElement?.textContent ?? ''
const key = (target: Element, key: string, init: KeyboardEventInit = {}) => fireEvent.keyDown(target, { key, ...init })
const press = (key_: string, init?: KeyboardEventInit) => key(document.activeElement!, key_, init)

/** Opens the menu with Enter, focus on its first item. */
function open() {
  trigger().focus()
  key(trigger(), 'Enter')
}

test('closed: only the button, which says it opens a menu; the items are not even asked for', () => {
  let asked = 0
  render(<Menu items={() => (asked++, entries())} />)
  const button = trigger()
  assert.is(button.getAttribute('aria-haspopup'), 'menu')
  assert.is(button.getAttribute('aria-expanded'), 'false')
  assert.is(button.getAttribute('aria-controls'), null, 'no menu in the document to point at')
  assert.is(button.getAttribute('type'), 'button')
  assert.is(menu(), null)
  assert.is(asked, 0)
})

test('open: a menu labelled by its button, the button expanded and controlling it, with items, a separator, a checkbox and a link', () => {
  render(<Menu />)
  open()
  const list = menu()!
  const button = trigger()
  assert.is(button.getAttribute('aria-expanded'), 'true')
  assert.is(button.getAttribute('aria-controls'), list.id)
  assert.is(list.getAttribute('aria-labelledby'), button.id)
  assert.is(screen.getByRole('menu', { name: 'More actions for Ada' }), list)
  assert.equal(
    screen.getAllByRole('menuitem').map((item) => item.textContent),
    ['Reply', 'Report', 'Share link', 'Pin', 'Mute Ada', 'Delete'],
  )
  assert.is(list.querySelectorAll('[role="separator"]').length, 1)
  const follow = screen.getByRole('menuitemcheckbox', { name: 'Follow Ada' })
  assert.is(follow.getAttribute('aria-checked'), 'false')
  const share = screen.getByRole('menuitem', { name: 'Share link' })
  assert.is(share.tagName, 'A')
  assert.is(share.getAttribute('href'), 'https://publisher.example/news/article-1#c1')
  assert.is(share.getAttribute('target'), '_blank')
  assert.is(share.getAttribute('rel'), 'noopener', 'another window gets no handle on this page')
  assert.is(screen.getByRole('menuitem', { name: 'Pin' }).getAttribute('aria-disabled'), 'true')
  assert.is(screen.getByRole('menuitem', { name: 'Delete' }).getAttribute('data-variant'), 'danger')
  for (const item of list.querySelectorAll('[role^="menuitem"]')) assert.is(item.getAttribute('tabindex'), '-1', 'the items are reached by the arrows, not Tab')
  assert.is(list.querySelector('[style]'), null, 'no style attribute (strict CSP)')
})

test('Enter, Space and ArrowDown open on the first item, ArrowUp on the last; the button\'s own click does not close it again', () => {
  render(<Menu />)
  for (const [opener, first] of [['Enter', 'Reply'], [' ', 'Reply'], ['ArrowDown', 'Reply'], ['ArrowUp', 'Delete']] as const) {
    trigger().focus()
    const event = new KeyboardEvent('keydown', { key: opener, bubbles: true, cancelable: true })
    act(() => void trigger().dispatchEvent(event))
    assert.ok(event.defaultPrevented, `${opener}: the browser's click on Enter or Space would toggle it shut`)
    assert.ok(menu(), `${opener} opens`)
    assert.is(focused(), first, `${opener} focuses ${first}`)
    press('Escape')
    assert.is(menu(), null)
    assert.is(document.activeElement, trigger())
  }
})

test('a click opens on the first item and a second click closes it, focus on the button', () => {
  render(<Menu />)
  fireEvent.click(trigger())
  assert.ok(menu())
  assert.is(focused(), 'Reply')
  fireEvent.pointerDown(trigger())
  fireEvent.click(trigger())
  assert.is(menu(), null)
  assert.is(document.activeElement, trigger())
  assert.is(trigger().getAttribute('aria-expanded'), 'false')
})

test('arrows move and wrap past the separator, disabled items included; Home and End go to the ends', () => {
  render(<Menu />)
  open()
  const seen = [focused()]
  for (let i = 0; i < 7; i++) {
    press('ArrowDown')
    seen.push(focused())
  }
  assert.equal(seen, ['Reply', 'Report', 'Share link', 'Follow Ada', 'Pin', 'Mute Ada', 'Delete', 'Reply'])
  press('ArrowUp')
  assert.is(focused(), 'Delete', 'ArrowUp from the first wraps to the last')
  press('ArrowUp')
  assert.is(focused(), 'Mute Ada')
  press('Home')
  assert.is(focused(), 'Reply')
  press('End')
  assert.is(focused(), 'Delete')
})

test('type-ahead by first letter: the next item starting with it, the same letter again the one after; case and shortcuts aside', () => {
  render(<Menu />)
  open()
  press('r')
  assert.is(focused(), 'Report', 'the next "r" after Reply')
  press('r')
  assert.is(focused(), 'Reply', 'the same letter again cycles')
  press('R', { shiftKey: true })
  assert.is(focused(), 'Report', 'case does not matter')
  press('s')
  assert.is(focused(), 'Share link')
  press('m')
  press('d')
  assert.is(focused(), 'Delete', 'each letter on its own, however quickly typed')
  press('x')
  assert.is(focused(), 'Delete', 'no match: the focus stays')
  press('p', { ctrlKey: true })
  assert.is(focused(), 'Delete', 'a shortcut is not typing')
  press('p')
  assert.is(focused(), 'Pin', 'a disabled item is reached too')
})

test('Escape closes, gives the focus back to the button and goes no further (a dialog around it stays open)', () => {
  let outer = 0
  render(
    <div onKeyDown={(event) => event.key === 'Escape' && outer++}>
      <Menu />
    </div>,
  )
  open()
  press('ArrowDown')
  press('Escape')
  assert.is(menu(), null)
  assert.is(document.activeElement, trigger())
  assert.is(trigger().getAttribute('aria-expanded'), 'false')
  assert.is(outer, 0)
})

test('Tab closes with the focus on the button, whose Tab the browser then moves on (not prevented)', () => {
  render(<Menu />)
  open()
  press('ArrowDown')
  const event = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })
  act(() => void document.activeElement!.dispatchEvent(event))
  assert.is(menu(), null)
  assert.is(event.defaultPrevented, false)
  assert.is(document.activeElement, trigger(), 'the next Tab stop is the one after the button')
})

test('a press outside closes it and leaves the focus to what was pressed; a press inside does not', () => {
  render(<Menu />)
  open()
  fireEvent.pointerDown(menu()!.querySelector('[role="menuitem"]')!)
  assert.ok(menu(), 'a press on an item is not outside')
  const after = screen.getByRole('button', { name: 'After' })
  fireEvent.pointerDown(after)
  after.focus()
  assert.is(menu(), null)
  assert.is(document.activeElement, after)
  fireEvent.click(trigger())
  assert.ok(menu())
  fireEvent.pointerDown(document.body)
  assert.is(menu(), null)
  assert.is.not(document.activeElement, trigger(), 'a press on the page does not pull the focus to the button')
})

test('focus moved elsewhere (a script, another control) closes it', () => {
  render(<Menu />)
  open()
  act(() => screen.getByRole('button', { name: 'Before' }).focus())
  assert.is(menu(), null)
  assert.is(focused(), 'Before')
})

test('Enter and a click run the item\'s handler, close the menu and give the focus back to the button', () => {
  render(<Menu />)
  open()
  press('ArrowDown')
  press('Enter')
  assert.equal(log, ['report'])
  assert.is(menu(), null)
  assert.is(document.activeElement, trigger())
  fireEvent.click(trigger())
  fireEvent.click(screen.getByRole('menuitem', { name: 'Delete' }))
  assert.equal(log, ['report', 'delete'])
  assert.is(menu(), null)
  assert.is(document.activeElement, trigger())
})

test('Space activates an item too, and the keyup that follows does not reopen it', () => {
  render(<Menu />)
  open()
  press(' ')
  assert.equal(log, ['reply'])
  assert.is(menu(), null)
  const up = new KeyboardEvent('keyup', { key: ' ', bubbles: true, cancelable: true })
  act(() => void trigger().dispatchEvent(up))
  assert.ok(up.defaultPrevented, "Firefox's click on Space's keyup is held")
})

test('a handler that moves the focus keeps it there: at once, or in the render it causes (a form that takes the focus)', () => {
  function Thread() {
    const field = useRef<HTMLInputElement>(null)
    const [replying, setReplying] = useState(false)
    const items: MenuEntry[] = [
      { label: 'Edit', onSelect: () => field.current?.focus() },
      { label: 'Reply', onSelect: () => setReplying(true) },
    ]
    return (
      <>
        <input ref={field} aria-label="Edit comment" />
        <MenuButton label="More actions for Ada" items={items}>
          …
        </MenuButton>
        {replying && <textarea aria-label="Your reply" autoFocus />}
      </>
    )
  }
  render(<Thread />)
  open()
  press('Enter')
  assert.is(menu(), null)
  assert.is(document.activeElement, screen.getByRole('textbox', { name: 'Edit comment' }))
  open()
  press('ArrowDown')
  press('Enter')
  assert.is(menu(), null)
  assert.is(document.activeElement, screen.getByRole('textbox', { name: 'Your reply' }))
})

test('a disabled item is announced, reached, and does nothing: the menu stays open', () => {
  render(<Menu />)
  open()
  press('End')
  press('ArrowUp')
  press('ArrowUp')
  assert.is(focused(), 'Pin')
  press('Enter')
  press(' ')
  fireEvent.click(document.activeElement!)
  assert.equal(log, [])
  assert.ok(menu())
  assert.is(focused(), 'Pin')
})

test('an on/off item: Space turns it and keeps the menu open; Enter turns it and closes', () => {
  function Follow() {
    const [following, setFollowing] = useState(false)
    return (
      <MenuButton label="More actions for Ada" items={() => entries(following, (checked) => (log.push(`follow:${checked}`), setFollowing(checked)))}>
        …
      </MenuButton>
    )
  }
  render(<Follow />)
  open()
  press('f')
  const follow = screen.getByRole('menuitemcheckbox', { name: 'Follow Ada' })
  assert.is(document.activeElement, follow)
  press(' ')
  assert.equal(log, ['follow:true'])
  assert.ok(menu(), 'Space keeps it open')
  assert.is(follow.getAttribute('aria-checked'), 'true')
  assert.is(document.activeElement, follow)
  press('Enter')
  assert.equal(log, ['follow:true', 'follow:false'])
  assert.is(menu(), null)
  assert.is(document.activeElement, trigger())
  fireEvent.click(trigger())
  assert.is(screen.getByRole('menuitemcheckbox', { name: 'Follow Ada' }).getAttribute('aria-checked'), 'false')
})

test('a link item runs its handler, is followed as a link (a click on it), and closes', () => {
  render(<Menu />)
  open()
  press('s')
  const link = document.activeElement as HTMLAnchorElement
  let clicked = 0
  link.addEventListener('click', (event) => {
    clicked++
    event.preventDefault() // happy-dom would navigate
  })
  press('Enter')
  assert.is(clicked, 1, 'Enter clicks the link, so the browser follows it in its target')
  assert.equal(log, ['share'])
  assert.is(menu(), null)
  assert.is(document.activeElement, trigger())
})

test('placed by CSS next to its button: lined up with its inline end by default, the start on request; flipped or moved back in on a narrow screen', () => {
  const realRect = HTMLElement.prototype.getBoundingClientRect
  /** The layout a browser would give: a 32 px button at `at`, the menu `menuWidth` wide along the edge `data-align` names. */
  let at = 0
  let menuWidth = 200
  HTMLElement.prototype.getBoundingClientRect = function (this: HTMLElement) {
    if (!this.classList.contains('vf-menu')) return realRect.call(this)
    const rtl = this.closest('[dir="rtl"]') !== null
    const [start, end] = rtl ? [at + 32, at] : [at, at + 32]
    const edge = this.dataset.align === 'start' ? start : end
    const towardsRight = (this.dataset.align === 'start') !== rtl
    const left = towardsRight ? edge : edge - menuWidth
    if (this.style.translate) throw new Error('measured after a shift')
    return new DOMRect(left, 40, menuWidth, 150)
  }
  Object.defineProperty(document.documentElement, 'clientWidth', { configurable: true, get: () => 375 })
  try {
    const { rerender } = render(<Menu />)
    at = 320 // a "…" at the end of a row on a phone
    fireEvent.click(trigger())
    assert.is(menu()!.dataset.align, 'end')
    assert.is(menu()!.style.translate, '')
    press('Escape')

    at = 10 // the same at the start of a row: lined up with the end, it would leave the screen
    fireEvent.click(trigger())
    assert.is(menu()!.dataset.align, 'start')
    press('Escape')

    rerender(<Menu align="start" />)
    at = 100
    fireEvent.click(trigger())
    assert.is(menu()!.dataset.align, 'start', 'lined up with the start when asked and it fits')
    press('Escape')

    rerender(
      <div dir="rtl">
        <Menu />
      </div>,
    )
    at = 10 // right-to-left the row's end is on the left: lined up with the button's inline end, it fits
    fireEvent.click(trigger())
    assert.is(menu()!.dataset.align, 'end')
    press('Escape')

    rerender(<Menu />)
    at = 170
    menuWidth = 360 // wider than either side of a mid-screen button allows
    fireEvent.click(trigger())
    assert.is(menu()!.dataset.align, 'start')
    assert.is(menu()!.style.translate, '-163px 0', 'moved back inside the screen (CSSOM, allowed by a strict CSP)')
  } finally {
    HTMLElement.prototype.getBoundingClientRect = realRect
    delete (document.documentElement as { clientWidth?: number }).clientWidth
  }
})

test('a thousand closed menu buttons: a button and its wrapper each, no document listener, no item listed', () => {
  const added: string[] = []
  const realAdd = document.addEventListener
  document.addEventListener = function (this: Document, type: string, ...rest: unknown[]) {
    added.push(type)
    return (realAdd as (...args: unknown[]) => void).call(this, type, ...rest)
  } as typeof document.addEventListener
  let asked = 0
  try {
    const items = () => (asked++, entries())
    const { container } = render(
      <ul>
        {Array.from({ length: 1000 }, (_, i) => (
          <li key={i}>
            <MenuButton label={`More actions for comment ${i}`} items={items}>
              …
            </MenuButton>
          </li>
        ))}
      </ul>,
    )
    assert.is(container.querySelectorAll('li > *').length, 1000)
    assert.is(container.querySelectorAll('li *').length, 2000, 'the wrapper and the button, nothing else')
    assert.equal(added, [])
    assert.is(asked, 0)
    fireEvent.click(screen.getByRole('button', { name: 'More actions for comment 7' }))
    assert.is(asked, 1, 'the opened one lists its items')
    assert.equal(added, ['pointerdown'], 'the open menu listens for outside presses')
  } finally {
    document.addEventListener = realAdd
  }
})

test('bare: a closed menu button is its button alone (no wrapper, no id); open, the menu is its sibling, and a press elsewhere in the row closes it', () => {
  render(
    <div data-testid="row">
      <button type="button">Like</button>
      <MenuButton bare label="More actions for Ada" items={entries()}>
        <svg aria-hidden="true" />
      </MenuButton>
    </div>,
  )
  const row = screen.getByTestId('row')
  assert.is(row.children.length, 2, 'Like and the menu button, nothing around it')
  assert.is(row.lastElementChild, trigger())
  assert.is(trigger().getAttribute('id'), null, 'named by nothing while closed')
  open()
  assert.is(menu()!.parentElement, row, 'the menu opens beside the button')
  assert.is(menu()!.getAttribute('aria-labelledby'), trigger().id)
  assert.ok(trigger().id)
  assert.is(focused(), 'Reply')
  fireEvent.pointerDown(screen.getByRole('button', { name: 'Like' }))
  assert.is(menu(), null, 'a press on another control of the row closes it')
  open()
  fireEvent.pointerDown(within(menu()!).getAllByRole('menuitem')[1]!)
  assert.ok(menu(), 'a press inside the menu does not')
})

test.run()
