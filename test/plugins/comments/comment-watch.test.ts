import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { silentLogger } from '../../../kernel/log'
import { createStore } from '../../../kernel/store'
import { commentWatch } from '../../../plugins/comments/views/comment-watch'
import { original } from 'immer'
import { emptyThread, noteItemWrites, type ThreadState } from '../../../plugins/comments/state'
import type { ListedContent } from '../../../contracts/entities/comments-api'

const item = (uuid: string, actor: string, likes = 0) => ({ content_uuid: uuid, actor_uuid: actor, total_likes: likes }) as unknown as ListedContent

function setup() {
  const store = createStore(silentLogger)
  const comments = store.slice<{ threads: Record<string, ThreadState> }>('comments', { threads: {} })
  const session = store.slice<{ user?: { uuid: string } }>('session', {})
  comments.update((d) => {
    const thread = emptyThread('newest')
    thread.items = { a: item('a', 'u1'), b: item('b', 'u2') }
    thread.users = { u1: { name: 'Ada' } as never, u2: { name: 'Bo' } as never }
    d.threads.t = thread
  })
  const thread = (s: Readonly<Record<string, unknown>>) => (s.comments as { threads: Record<string, ThreadState> }).threads.t
  const heard: string[] = []
  const watch = commentWatch(store, thread)
  const stopA = watch.subscribe('a', () => heard.push('a'))
  const stopB = watch.subscribe('b', () => heard.push('b'))
  return { store, comments, session, heard, watch, thread, stops: [stopA, stopB] }
}

test('a like, a reply list, an author or the focus of one comment tells that comment only', () => {
  const { comments, heard } = setup()
  comments.update((d) => void (d.threads.t!.items.a = item('a', 'u1', 1)))
  assert.equal(heard, ['a'])
  comments.update((d) => void (d.threads.t!.replies.b = { uuids: ['c'], more: false }))
  assert.equal(heard, ['a', 'b'])
  comments.update((d) => void (d.threads.t!.users.u1 = { name: 'Ada L.' } as never))
  assert.equal(heard, ['a', 'b', 'a'])
  comments.update((d) => void (d.threads.t!.focus = 'b'))
  assert.equal(heard, ['a', 'b', 'a', 'b'])
  // The thread changing elsewhere (its totals) concerns no comment.
  comments.update((d) => void (d.threads.t!.totals.all = 9))
  assert.equal(heard.length, 4)
})

test('a live batch tells the comments it wrote and whose replies it changed, from its own note, asking no other', () => {
  const { comments, heard, watch } = setup()
  watch.subscribe('c', () => heard.push('c'))
  comments.update((d) => {
    const thread = d.threads.t!
    const from = original(thread.items)!
    // As a live batch writes items (live.ts): one plain frozen record, with a note of what it wrote.
    const next = Object.freeze({ ...from, a: item('a', 'u1', 1) })
    noteItemWrites(next, from, new Set(['a']))
    thread.items = next
    thread.replies.b = { uuids: ['c'], more: false }
  })
  assert.equal(heard.sort(), ['a', 'b'])
  heard.length = 0
  // The note is all the watch reads: a comment changed but not noted is not told (the batch's word counts).
  comments.update((d) => {
    const from = original(d.threads.t!.items)!
    const next = Object.freeze({ ...from, b: item('b', 'u2', 3) })
    noteItemWrites(next, from, new Set())
    d.threads.t!.items = next
  })
  assert.equal(heard, [])
  // An author changing too: every comment is asked.
  comments.update((d) => {
    const from = original(d.threads.t!.items)!
    const next = Object.freeze({ ...from })
    noteItemWrites(next, from, new Set())
    d.threads.t!.items = next
    d.threads.t!.users.u1 = { name: 'Ada L.' } as never
  })
  assert.equal(heard, ['a'])
})

test('what every comment reads (the reader) changing tells them all; other slices tell none', () => {
  const { store, session, heard } = setup()
  session.update((d) => void (d.user = { uuid: 'me' }))
  assert.equal(heard.sort(), ['a', 'b'])
  store.slice('elsewhere', { n: 0 }).update((d) => void (d.n = 1))
  assert.is(heard.length, 2)
})

test('one watch per store and thread; it leaves the store when its last comment goes', () => {
  const { store, thread, watch, comments, heard, stops } = setup()
  assert.is(commentWatch(store, thread), watch)
  for (const stop of stops) stop()
  comments.update((d) => void (d.threads.t!.items.a = item('a', 'u1', 5)))
  assert.equal(heard, [])
  const again = watch.subscribe('a', () => heard.push('again'))
  comments.update((d) => void (d.threads.t!.items.a = item('a', 'u1', 6)))
  assert.equal(heard, ['again'])
  again()
})

test.run()
