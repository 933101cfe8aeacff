/** The list's item watch: one store listener per list, and only the items a change concerns are told. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { itemWatch, type ItemChanges } from '../../../plugins/ui'

type State = { items: Record<string, number>; all: number; ask?: boolean }

function store(initial: State) {
  let state = initial
  const listeners = new Set<() => void>()
  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    set(next: State) {
      state = next
      for (const listener of [...listeners]) listener()
    },
    get listeners() {
      return listeners.size
    },
  }
}

/** Which items changed: by name, all of them (`all` moved), or each asked (`ask`). */
const changes = (before: State, after: State): ItemChanges => {
  if (before.all !== after.all) return true
  const keys = Object.keys(after.items).filter((key) => after.items[key] !== before.items[key])
  if (after.ask) return (key) => keys.includes(key)
  return keys.length ? keys : false
}

test('an item is told of its own changes only; a change every item shows tells them all; none tells none', () => {
  const s = store({ items: { a: 0, b: 0 }, all: 0 })
  const heard: string[] = []
  const watch = itemWatch(s, changes)
  watch.subscribe('a', () => heard.push('a'))
  watch.subscribe('b', () => heard.push('b'))
  assert.is(s.listeners, 1, 'one store listener for the list')
  s.set({ items: { a: 1, b: 0 }, all: 0 })
  assert.equal(heard, ['a'])
  s.set({ items: { a: 1, b: 0 }, all: 1 })
  assert.equal(heard.slice(1).sort(), ['a', 'b'])
  s.set({ items: { a: 1, b: 0 }, all: 1 })
  assert.is(heard.length, 3, 'nothing changed: nobody is told')
  s.set({ items: { a: 1, b: 2 }, all: 1, ask: true })
  assert.equal(heard.slice(3), ['b'], 'asked of each watched item')
})

test('one watch per store and changes function; it leaves the store with its last item', () => {
  const s = store({ items: { a: 0 }, all: 0 })
  const watch = itemWatch(s, changes)
  assert.is(itemWatch(s, changes), watch)
  assert.is.not(itemWatch(s, (before: State, after: State) => changes(before, after)), watch)
  const stop = watch.subscribe('a', () => undefined)
  assert.is(s.listeners, 1)
  stop()
  assert.is(s.listeners, 0)
})

test.run()
