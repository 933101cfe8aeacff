/**
 * The live blog's live rules (plugins/liveblog/live.ts) on their own: where an arriving update goes and
 * whether it is new to the reader, replies under their update, edits that never go back, deletes that
 * win, what an event may carry, and the catch-up after a reconnect.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { produce } from 'immer'
import type { LivePost, LivePostsAnswer } from '../../../contracts/entities/liveblog-api'
import type { RealtimeEvent } from '../../../contracts/entities/realtime'
import { caughtUp, changesApplied, emptyOutcome, freshSeen, readChange, type LiveChange, type LiveReader } from '../../../plugins/liveblog/live'
import { blogLoaded, emptyBlog, type BlogState } from '../../../plugins/liveblog/state'

const C = '11111111-1111-4111-8111-111111111111'
const EDITOR = 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee'
const READER = 'rrrrrrrr-rrrr-4rrr-8rrr-rrrrrrrrrrrr'
const reader: LiveReader = { uuid: READER, moderator: false }
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

function post(n: number, fields: Partial<LivePost> = {}): LivePost {
  return {
    content_uuid: uuid(n),
    content_container_uuid: C,
    section_uuid: 's',
    actor_uuid: EDITOR,
    content: `Update ${n}`,
    state: 'visible',
    date_created: 1000 * n,
    total_likes: 0,
    total_dislikes: 0,
    total_replies: 0,
    total_direct_replies: 0,
    reactions: { liked: false, disliked: false, flagged: false },
    media: [],
    ...fields,
  }
}
const users = { [EDITOR]: { uuid: EDITOR, id: 1, name: 'Mo', badge_trusted: true, user_privilege: 'moderator' as const, ban_level: 'none' as const } }

/** A loaded blog of updates 5…1 (newest first), with more to load unless `complete`. */
function loaded(sort: BlogState['sort'] = 'newest', complete = false, items = [5, 4, 3, 2, 1].map((n) => post(n))): BlogState {
  const answer: LivePostsAnswer = { contents: sort === 'oldest' ? [...items].reverse() : items, more_available: !complete, ...(complete ? {} : { next_starting_from: 'cursor' }), users }
  return produce(emptyBlog(sort), blogLoaded({ content_container_uuid: C, container_id: 'night', is_hidden: false, total_visible_content: 5, status: 'open' }, answer, items.length))
}
const apply = (blog: BlogState, changes: LiveChange[], who: LiveReader = reader) => {
  const out = emptyOutcome()
  return { blog: produce(blog, changesApplied(changes, who, out)), out }
}
const created = (item: LivePost): LiveChange => ({ action: 'created', item, users })

test('an update by the editors goes on top, after the pinned one, and is new to the reader; their own is not', () => {
  const pinned = produce(loaded(), (draft) => {
    draft.items[uuid(2)] = { ...draft.items[uuid(2)]!, is_pinned: true }
    draft.posts.uuids = [uuid(2), uuid(5), uuid(4), uuid(3), uuid(1)]
  })
  const { blog, out } = apply(pinned, [created(post(6))])
  assert.equal(blog.posts.uuids.slice(0, 3), [uuid(2), uuid(6), uuid(5)])
  assert.equal(blog.fresh, [uuid(6)])
  assert.equal(out.posts, [uuid(6)])
  assert.is(blog.count, 6)
  const editor = apply(loaded(), [created(post(7))], { uuid: EDITOR, moderator: true })
  assert.equal(editor.blog.fresh, [], 'what the reader wrote is not new to them')
  assert.is(editor.blog.posts.uuids[0], uuid(7))
  assert.equal(produce(blog, freshSeen).fresh, [])
})

test('oldest first, a new update goes at the end once the end is loaded, and is not "new" above the reader', () => {
  const partial = apply(loaded('oldest'), [created(post(6))]).blog
  assert.not.ok(partial.posts.uuids.includes(uuid(6)), 'more to load: "load more" brings it in its place')
  const whole = apply(loaded('oldest', true), [created(post(6))]).blog
  assert.is(whole.posts.uuids.at(-1), uuid(6))
  assert.equal(whole.fresh, [])
})

test('the same event twice, or an older edit after a newer one, changes nothing; a delete wins over what comes after it', () => {
  const once = apply(loaded(), [created(post(6))]).blog
  const twice = apply(once, [created(post(6))]).blog
  assert.is(twice, once, 'a repeat: the very same state')
  const edited = apply(once, [{ action: 'updated', item: post(6, { content: 'Corrected', is_edited: true, date_edited: 9000 }), users }]).blog
  const stale = apply(edited, [{ action: 'updated', item: post(6, { content: 'Old words', date_edited: 8000 }), users }]).blog
  assert.is(stale.items[uuid(6)]!.content, 'Corrected')
  const deleted = apply(edited, [{ action: 'deleted', item: post(6, { processing_status: 'removed', content: '' }), users }]).blog
  assert.not.ok(deleted.posts.uuids.includes(uuid(6)))
  assert.is(deleted.items[uuid(6)], undefined)
  assert.is(deleted.count, 5)
  const late = apply(deleted, [{ action: 'liked', item: post(6, { total_likes: 3 }), users }]).blog
  assert.is(late.items[uuid(6)], undefined, 'nothing brings it back')
})

test('a like from the socket keeps the reader’s own reaction; a disabled update leaves a reader’s list, not an editor’s', () => {
  const mine = produce(loaded(), (draft) => void (draft.items[uuid(5)] = { ...draft.items[uuid(5)]!, total_likes: 1, reactions: { liked: true, disliked: false, flagged: false } }))
  const liked = apply(mine, [{ action: 'liked', item: post(5, { total_likes: 2 }), users }]).blog
  assert.is(liked.items[uuid(5)]!.total_likes, 2)
  assert.ok(liked.items[uuid(5)]!.reactions.liked)
  const disable: LiveChange = { action: 'disabled', item: post(5, { state: 'disabled', content: '' }), users }
  const forReader = apply(loaded(), [disable]).blog
  assert.not.ok(forReader.posts.uuids.includes(uuid(5)))
  assert.is(forReader.count, 4)
  const forEditor = apply(loaded(), [disable], { uuid: EDITOR, moderator: true }).blog
  assert.ok(forEditor.posts.uuids.includes(uuid(5)))
  assert.is(forEditor.items[uuid(5)]!.content, 'Update 5', 'an editor keeps the words the event does not carry')
})

test('a pin moves the update to the top at once', () => {
  const { blog } = apply(loaded(), [{ action: 'pinned', item: post(2, { is_pinned: true }), users }])
  assert.is(blog.posts.uuids[0], uuid(2))
})

test('a reply is counted on its update and shown when it is the first (or the reader’s own); replies to updates not loaded wait for their page', () => {
  const reply = post(100, { parent_uuid: uuid(5), actor_uuid: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', content: 'Great news' })
  const { blog, out } = apply(loaded(), [created(reply)])
  assert.is(blog.items[uuid(5)]!.total_direct_replies, 1)
  assert.equal(blog.replies[uuid(5)]!.uuids, [uuid(100)])
  assert.equal(out.replies, [uuid(100)])
  const second = apply(blog, [created(post(101, { parent_uuid: uuid(5), actor_uuid: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa' }))]).blog
  assert.equal(second.replies[uuid(5)]!.uuids, [uuid(100), uuid(101)], 'the list is whole: the next goes at its end')
  const elsewhere = apply(loaded(), [created(post(102, { parent_uuid: uuid(99) }))]).blog
  assert.is(elsewhere.items[uuid(102)]!.content, 'Update 102')
  assert.is(elsewhere.replies[uuid(99)], undefined)
  const removed = apply(second, [{ action: 'deleted', item: post(100, { parent_uuid: uuid(5), actor_uuid: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', processing_status: 'removed' }), users }]).blog
  assert.is(removed.items[uuid(5)]!.total_direct_replies, 1)
  assert.equal(removed.replies[uuid(5)]!.uuids, [uuid(101)])
})

test('an event is read only for its own live blog, with keys that are safe; the live blog closing is read too', () => {
  const event = (payload: Record<string, unknown>): RealtimeEvent => ({ type: 'event', action: 'created', payload })
  assert.ok(readChange(event({ content: post(6), users }), C))
  assert.is(readChange(event({ content: post(6), users }), 'another'), undefined)
  assert.is(readChange(event({ content: { ...post(6), content_uuid: '__proto__' }, users }), C), undefined)
  assert.is(readChange(event({ content: { ...post(6), date_created: 'yesterday' } }), C), undefined)
  const hostile = JSON.parse(`{"content": ${JSON.stringify(post(6))}, "users": {"__proto__": {"uuid": "__proto__"}}}`)
  const read = readChange(event(hostile), C) as Extract<LiveChange, { item: LivePost }>
  assert.equal(Object.keys(read.users), [])
  const closing = readChange(event({ container: { content_container_uuid: C, status: 'closed' } }), C)
  assert.equal(closing, { action: 'container', container: { status: 'closed' } })
  assert.is(apply(loaded(), [closing!]).blog.container!.status, 'closed')
})

test('after a reconnect: updates posted meanwhile arrive as new, changed ones take their version, gone ones leave, and the count is the service’s', () => {
  const blog = loaded()
  const answer: LivePostsAnswer = { contents: [post(7), post(6), post(5, { content: 'Edited while away', date_edited: 9000 }), post(4)], more_available: true, users }
  const selection: LivePostsAnswer = { contents: [post(5, { content: 'Edited while away', date_edited: 9000 }), post(4), post(2), post(1)], more_available: false, users }
  const out = emptyOutcome()
  const after = produce(blog, caughtUp(answer, selection, blog.posts.uuids, 6, reader, out))
  assert.equal(after.posts.uuids.slice(0, 2), [uuid(7), uuid(6)])
  assert.equal(after.fresh, [uuid(7), uuid(6)])
  assert.is(after.items[uuid(5)]!.content, 'Edited while away')
  assert.not.ok(after.posts.uuids.includes(uuid(3)), 'removed while away')
  assert.is(after.count, 6)
  const reread: LivePostsAnswer = { ...selection, contents: [post(7), post(6), ...selection.contents] }
  const again = produce(after, caughtUp(answer, reread, after.posts.uuids, 6, reader, emptyOutcome()))
  assert.equal(again.posts.uuids, after.posts.uuids)
})

test.run()
