/** The UI kit's list: slices on the injected clock, stable identity, keeping, windowing and its accessibility. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, cleanup, render } from '@testing-library/react'
import { memo, useCallback, useState, type ReactNode } from 'react'
import { WidgetServicesProvider } from '../../../kernel/react/provider'
import type { WidgetServices } from '../../../kernel/react/services'
import { ListItem, VirtualList, type VirtualListProps } from '../../../plugins/ui'
import { testWidgetServices } from '../../support/widget-services'

const ids = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `i${from + i}`)

/** How many times each item rendered. */
let renders = new Map<string, number>()

const Item = memo(function Item({ id }: { id: string }) {
  renders.set(id, (renders.get(id) ?? 0) + 1)
  return (
    <ListItem itemKey={id} data-id={id}>
      <button type="button">{`Item ${id}`}</button>
    </ListItem>
  )
})

const renderItem = (id: string) => <Item id={id} />

/** An IntersectionObserver the test drives: `report` says which targets are near the viewport. */
class FakeObserver {
  static last: FakeObserver | undefined
  readonly targets = new Set<Element>()
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.last = this
  }
  observe(target: Element) {
    this.targets.add(target)
  }
  unobserve(target: Element) {
    this.targets.delete(target)
  }
  disconnect() {
    this.targets.clear()
  }
  takeRecords() {
    return []
  }
  /** Reports every observed target, near when `near` says so. */
  report(near: (target: Element) => boolean) {
    const entries = [...this.targets].map((target) => ({ target, isIntersecting: near(target) }) as unknown as IntersectionObserverEntry)
    this.callback(entries, this as unknown as IntersectionObserver)
  }
}

let services: WidgetServices
let timers: Awaited<ReturnType<typeof testWidgetServices>>['timers']
const realObserver = globalThis.IntersectionObserver

test.before.each(async () => {
  ;({ services, timers } = await testWidgetServices())
  renders = new Map()
  FakeObserver.last = undefined
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver
})

test.after.each(() => {
  cleanup()
  globalThis.IntersectionObserver = realObserver
})

function List(props: Omit<VirtualListProps, 'renderItem'> & { renderItem?: (key: string) => ReactNode }) {
  return (
    <WidgetServicesProvider services={services}>
      <VirtualList aria-label="Items" renderItem={renderItem} {...props} />
    </WidgetServicesProvider>
  )
}

const shown = () => [...document.querySelectorAll('ul[aria-label="Items"] > li[data-id]')].map((li) => li.getAttribute('data-id'))
const spacers = () => [...document.querySelectorAll('ul[aria-label="Items"] > li.vf-list__spacer')]
const slice = () => act(() => timers.tick(0))

test('a long list: the first items at once, then a slice per 0 ms timer on the widget’s clock, in order', async () => {
  const keys = ids(0, 250)
  render(<List keys={keys} initialCount={5} sliceSize={100} windowFrom={Infinity} />)
  assert.equal(shown(), ids(0, 5), 'the first render holds the first five')
  assert.is(timers.pending, 1, 'the next slice waits for the clock')
  await slice()
  assert.equal(shown(), ids(0, 105))
  await slice()
  assert.equal(shown(), ids(0, 205))
  await slice()
  assert.equal(shown(), keys)
  assert.is(timers.pending, 0, 'nothing scheduled once every item is in')
  const list = document.querySelector('ul[aria-label="Items"]')!
  assert.is(list.getAttribute('role'), 'list')
  assert.is(list.querySelector('[aria-posinset]'), null, 'not windowed: the document holds the positions')
})

test('a chat renders from its end: the last items first, the earlier ones slice by slice above them', async () => {
  const keys = ids(0, 120)
  render(<List keys={keys} initialCount={10} sliceSize={50} sliceFrom="end" windowFrom={Infinity} />)
  assert.equal(shown(), ids(110, 120))
  await slice()
  assert.equal(shown(), ids(60, 120))
  await slice()
  assert.equal(shown(), ids(10, 120))
  await slice()
  assert.equal(shown(), keys)
})

test('an item inserted at the top or the bottom renders that item alone; a parent’s render renders none', async () => {
  function Host() {
    const [keys, setKeys] = useState(ids(0, 80))
    const [, setTick] = useState(0)
    host = { setKeys, rerender: () => setTick((n) => n + 1) }
    const render = useCallback((id: string) => <Item id={id} />, [])
    return <List keys={keys} renderItem={render} initialCount={Infinity} windowFrom={Infinity} />
  }
  let host!: { setKeys: (keys: string[]) => void; rerender: () => void }
  render(<Host />)
  assert.is(shown().length, 80)
  const before = new Map(renders)
  await act(async () => host.setKeys(['top', ...ids(0, 80)]))
  await act(async () => host.setKeys(['top', ...ids(0, 80), 'bottom']))
  await act(async () => host.setKeys(['top', ...ids(0, 40), 'middle', ...ids(40, 80), 'bottom']))
  await act(async () => host.rerender())
  assert.equal(shown(), ['top', ...ids(0, 40), 'middle', ...ids(40, 80), 'bottom'])
  const again = [...renders].filter(([id, n]) => n !== (before.get(id) ?? 0)).map(([id]) => id)
  assert.equal(again.sort(), ['bottom', 'middle', 'top'], 'only the new items rendered')
  for (const id of ['top', 'middle', 'bottom']) assert.is(renders.get(id), 1)
})

test('an item once shown stays when one arrives on top before the slices are done; a kept one is rendered at once and stays', async () => {
  const keys = ids(0, 300)
  const { rerender } = render(<List keys={keys} initialCount={5} sliceSize={100} windowFrom={Infinity} keep={['i250']} />)
  assert.equal(shown(), [...ids(0, 5), 'i250'], 'the kept item, far down, is there from the first render')
  rerender(<List keys={['new', ...keys]} initialCount={5} sliceSize={100} windowFrom={Infinity} keep={[]} />)
  await act(() => timers.flush())
  assert.ok(shown().includes('i250'), 'no longer kept, it is not taken out again')
  assert.equal(shown().slice(0, 5), ['new', ...ids(0, 4)])
  await slice()
  await slice()
  await slice()
  await slice()
  assert.equal(shown(), ['new', ...keys])
})

/** Every item 40 px tall with 10 px between them, laid out from the list's top (happy-dom lays nothing out). */
function layOut() {
  const original = Element.prototype.getBoundingClientRect
  Element.prototype.getBoundingClientRect = function (this: Element) {
    const list = this.parentElement
    if (this.tagName !== 'LI' || !list) return original.call(this)
    let top = 0
    for (const child of list.children) {
      if (child === this) break
      top += (child.classList.contains('vf-list__spacer') ? Number.parseFloat((child as HTMLElement).style.blockSize) : 40) + 10
    }
    const height = this.classList.contains('vf-list__spacer') ? Number.parseFloat((this as HTMLElement).style.blockSize) : 40
    return { top, bottom: top + height, height, left: 0, right: 100, width: 100, x: 0, y: top, toJSON: () => ({}) } as DOMRect
  }
  return () => void (Element.prototype.getBoundingClientRect = original)
}

/** The block (of 32 items) each rendered item or spacer stands for, by its first item. */
const nearItems = (ids: string[]) => (target: Element) => ids.includes(target.getAttribute('data-id') ?? '') || ids.some((id) => target.textContent?.includes(`Item ${id}`))

test('windowed: far blocks are placeholders as tall as their items were, hidden from assistive technology; rendered items say their place', async () => {
  const restore = layOut()
  try {
    const keys = ids(0, 600)
    render(<List keys={keys} initialCount={5} sliceSize={1000} windowFrom={500} />)
    await slice()
    assert.equal(shown(), ids(0, 32), 'before the viewport is looked at: the first block')
    assert.is(spacers().length, Math.ceil(600 / 32) - 1)
    for (const spacer of spacers()) assert.is(spacer.getAttribute('aria-hidden'), 'true')
    const first = document.querySelector('li[data-id="i0"]')!
    assert.is(first.getAttribute('aria-setsize'), '600')
    assert.is(first.getAttribute('aria-posinset'), '1')
    assert.is(document.querySelector('li[data-id="i31"]')!.getAttribute('aria-posinset'), '32')

    // The reader scrolls to the third block: it renders, the first is measured and windowed out.
    const observer = FakeObserver.last!
    await act(async () => observer.report((target) => target === spacers()[1]))
    assert.equal(shown(), ids(64, 96))
    assert.is(document.querySelector('li[data-id="i64"]')!.getAttribute('aria-posinset'), '65')
    const [measured] = spacers()
    assert.is((measured as HTMLElement).style.blockSize, `${32 * 40 + 31 * 10}px`, 'as tall as its 32 items and the space between them')
    assert.is((spacers()[2] as HTMLElement).style.blockSize, `${32 * 40 + 31 * 10}px`, 'never measured: estimated from the measured ones')
  } finally {
    restore()
  }
})

test('windowed: the focused item, and the blocks around it, are never windowed out; Tab has a rendered next item', async () => {
  const restore = layOut()
  try {
    const keys = ids(0, 600)
    render(<List keys={keys} initialCount={5} sliceSize={1000} windowFrom={500} />)
    await slice()
    const button = document.querySelector<HTMLButtonElement>('li[data-id="i20"] button')!
    await act(async () => button.focus())
    assert.is(document.activeElement, button)
    const observer = FakeObserver.last!
    await act(async () => observer.report((target) => target === spacers().at(-1)))
    assert.ok(button.isConnected, 'the focused item stays in the document')
    assert.is(document.activeElement, button, 'and keeps the focus')
    assert.ok(shown().includes('i32') && shown().includes('i63'), 'the block after it is rendered: Tab goes on into the list')
    assert.ok(shown().includes('i599'), 'the block near the viewport too')
    assert.not.ok(shown().includes('i100'), 'the others are windowed out')
  } finally {
    restore()
  }
})

test('windowed: a kept item (a deep link) is rendered wherever it is', async () => {
  const restore = layOut()
  try {
    render(<List keys={ids(0, 600)} initialCount={5} sliceSize={1000} windowFrom={500} keep={['i450']} />)
    assert.ok(document.querySelector('li[data-id="i450"]'), 'in the first render')
    await slice()
    await act(async () => FakeObserver.last!.report(nearItems(['i0'])))
    assert.ok(document.querySelector('li[data-id="i450"]'), 'and after the viewport was looked at')
    assert.is(document.querySelector('li[data-id="i450"]')!.getAttribute('aria-posinset'), '451')
  } finally {
    restore()
  }
})

test('below windowFrom every item is in the document, and positions go when the list shrinks below it', async () => {
  const restore = layOut()
  try {
    const { rerender } = render(<List keys={ids(0, 120)} initialCount={Infinity} windowFrom={100} />)
    assert.is(document.querySelector('li[data-id="i0"]')!.getAttribute('aria-setsize'), '120')
    rerender(<List keys={ids(0, 90)} initialCount={Infinity} windowFrom={100} />)
    await act(() => timers.flush())
    assert.is(shown().length, 90)
    assert.is(spacers().length, 0)
    assert.is(document.querySelector('li[data-id="i0"]')!.getAttribute('aria-setsize'), null)
  } finally {
    restore()
  }
})

test.run()
