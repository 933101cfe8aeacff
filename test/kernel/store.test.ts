import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { isVfError } from '../../kernel/errors'
import { createStore } from '../../kernel/store'
import { recordingLogger } from '../support/console'

test('a slice is updated by immer recipes and stays immutable', () => {
  const store = createStore(recordingLogger().logger)
  const comments = store.slice('comments', { items: [] as string[], sort: 'newest' })
  const before = comments.getState()
  comments.update((draft) => {
    draft.items.push('c1')
  })
  const after = comments.getState()
  assert.is.not(after, before)
  assert.equal(after.items, ['c1'])
  assert.equal(before.items, [])
  assert.ok(Object.isFrozen(after))
  assert.is(store.getState().comments, after)
})

test('subscribe/getState fit useSyncExternalStore: the snapshot is stable until something changes', () => {
  const store = createStore(recordingLogger().logger)
  const slice = store.slice('tray', { open: false })
  let notified = 0
  const unsubscribe = slice.subscribe(() => notified++)
  const a = slice.getState()
  assert.is(slice.getState(), a)
  slice.update((d) => {
    d.open = false
  })
  assert.is(notified, 0, 'a recipe that changes nothing notifies nobody')
  slice.update((d) => {
    d.open = true
  })
  assert.is(notified, 1)
  unsubscribe()
  slice.update((d) => {
    d.open = false
  })
  assert.is(notified, 1)
})

test('a slice listener ignores other slices’ updates', () => {
  const store = createStore(recordingLogger().logger)
  const a = store.slice('a', { n: 0 })
  const b = store.slice('b', { n: 0 })
  let aNotified = 0
  a.subscribe(() => aNotified++)
  b.update((d) => {
    d.n = 1
  })
  assert.is(aNotified, 0)
})

test('select calls back only when the selected value changes', () => {
  const store = createStore(recordingLogger().logger)
  const s = store.slice('session', { user: { name: 'Guest' }, count: 0 })
  const seen: Array<[string, string]> = []
  s.select((state) => state.user.name, (value, previous) => seen.push([value, previous]))
  s.update((d) => {
    d.count = 1
  })
  s.update((d) => {
    d.user.name = 'Ada'
  })
  assert.equal(seen, [['Ada', 'Guest']])
})

test('slice names are unique and __proto__ is never a slice', () => {
  const store = createStore(recordingLogger().logger)
  store.slice('x', 1)
  for (const name of ['x', '__proto__', 'constructor', '']) {
    try {
      store.slice(name, 2)
      assert.unreachable(name)
    } catch (error) {
      assert.ok(isVfError(error, 'InvalidArgument'))
    }
  }
})

test('drop removes a slice; updates after that are ignored with a warning', () => {
  const { logger, out } = recordingLogger()
  const store = createStore(logger)
  const s = store.slice('gone', { n: 1 })
  store.drop('gone')
  assert.not.ok('gone' in store.getState())
  s.update((d) => {
    d.n = 2
  })
  assert.match(out.warn[0]!, 'The store slice "gone" was removed')
})

test('a throwing listener is reported and the others still run', () => {
  const { logger, out } = recordingLogger()
  const store = createStore(logger)
  const s = store.slice('s', { n: 0 })
  let ran = 0
  s.subscribe(() => {
    throw new Error('view broke')
  })
  s.subscribe(() => ran++)
  s.update((d) => {
    d.n = 1
  })
  assert.is(ran, 1)
  assert.match(out.error[0]!, 'A store listener threw')
})

test.run()
