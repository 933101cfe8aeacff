/** Live comments, pure: every content event action applied to a thread, in any order, any number of times. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { produce } from 'immer'
import type { ContentAuthor, ListedContent, ThreadAnswer } from '../../../contracts/entities/comments-api'
import type { RealtimeAction, WidgetSort } from '../../../contracts/enums'
import { caughtUp, changesApplied, emptyOutcome, heldCount, heldShown, liveReloaded, readChange, type LiveReader } from '../../../plugins/comments/live'
import { emptyThread, itemPosted, itemsWritten, threadLoaded, type ThreadState } from '../../../plugins/comments/state'

const C = 'container-1'
const reader: LiveReader = { uuid: 'u-me', moderator: false }
const moderator: LiveReader = { uuid: 'u-mod', moderator: true }
const users = { 'u-ada': { uuid: 'u-ada', id: 1, name: 'Ada', badge_trusted: false } as ContentAuthor }

/** When the loaded thread's items were created; an item's creation never changes. */
const created: Record<string, number> = { a: 1003, b: 1002, c: 1001, b1: 1500 }

function item(uuid: string, fields: Partial<ListedContent> = {}): ListedContent {
  return {
    content_uuid: uuid,
    content_container_uuid: C,
    actor_uuid: 'u-ada',
    content: `text of ${uuid}`,
    state: 'visible',
    date_created: created[uuid] ?? 1000,
    total_direct_replies: 0,
    total_replies: 0,
    total_likes: 0,
    total_dislikes: 0,
    reactions: { liked: false, disliked: false, flagged: false },
    ...fields,
  } as ListedContent
}

/**
 * A loaded thread, newest first, with `a` (pinned), `b` and `c` on top, more to load, and `b` having
 * one loaded reply `b1`. Every event below with a later `date_created` is newer than all of them.
 */
function loaded(sort: WidgetSort = 'newest', more = true): ThreadState {
  const answer = {
    container: { content_container_uuid: C },
    users,
    contents: [
      item('a', { is_pinned: true, date_created: 1003 }),
      item('b', { date_created: 1002, total_direct_replies: 1, total_replies: 1, replies: { contents: [item('b1', { parent_uuid: 'b', date_created: 1500 })], more_available: false } }),
      item('c', { date_created: 1001 }),
    ],
    more_available: more,
    totals: { all: 4, featured: 0, top: 0 },
  } as unknown as ThreadAnswer
  return produce(emptyThread(sort), threadLoaded(answer))
}

const event = (action: RealtimeAction, content: ListedContent) => ({ type: 'event' as const, action, content_container_uuid: C, payload: { content_container_uuid: C, content, users } })

/** Applies events (each read as the subscription reads them) in one recipe. */
function apply(thread: ThreadState, events: Array<[RealtimeAction, ListedContent]>, who = reader) {
  const out = emptyOutcome()
  const changes = events.map(([action, content]) => readChange(event(action, content), C)!)
  return { thread: produce(thread, changesApplied(changes, who, out)), out }
}

test('a new comment by someone else is held behind the button, counted, then shown after the pinned ones', () => {
  const { thread } = apply(loaded(), [['created', item('n', { date_created: 2000 })]])
  assert.equal(thread.top.uuids, ['a', 'b', 'c'], 'nothing above the reader moves')
  assert.is(heldCount(thread), 1)
  assert.is(thread.totals.all, 5)
  const out = emptyOutcome()
  const shown = produce(thread, heldShown(out))
  assert.equal(shown.top.uuids, ['a', 'n', 'b', 'c'])
  assert.equal(out.shown, ['n'])
  assert.is(heldCount(shown), 0)
})

test('the reader’s own comment is shown at once, and their later service answer neither doubles nor recounts it', () => {
  const mine = item('m', { actor_uuid: 'u-me', date_created: 2000 })
  const { thread } = apply(loaded(), [['created', mine]])
  assert.equal(thread.top.uuids, ['a', 'm', 'b', 'c'])
  assert.is(heldCount(thread), 0)
  const answered = produce(thread, itemPosted(mine, {}))
  assert.equal(answered.top.uuids, ['a', 'm', 'b', 'c'])
  assert.is(answered.totals.all, 5)
})

test('a batch notes the items it wrote, for whoever compares comments one batch apart', () => {
  const before = loaded()
  const { thread } = apply(before, [['liked', item('c', { total_likes: 1 })], ['created', item('n', { date_created: 2000 })]])
  assert.equal([...(itemsWritten(before.items, thread.items) ?? [])].sort(), ['c', 'n'])
  const { thread: again } = apply(thread, [['liked', item('c', { total_likes: 1 })]])
  assert.is(again.items, thread.items, 'the same like again writes nothing')
  assert.is(itemsWritten(loaded().items, thread.items), undefined, 'from another record: unknown')
})

test('duplicates are applied once: the same create twice, a like twice', () => {
  const n = item('n', { date_created: 2000 })
  const { thread } = apply(loaded(), [['created', n], ['created', n], ['liked', item('c', { total_likes: 1 })], ['liked', item('c', { total_likes: 1 })]])
  assert.equal(thread.live!.held, ['n'])
  assert.is(thread.totals.all, 5)
  assert.is(thread.items.c!.total_likes, 1)
})

test('a batch that moves nothing keeps the lists as they were, so the list does not render again', () => {
  const before = apply(loaded(), [['created', item('n', { date_created: 2000 })]]).thread
  const { thread } = apply(before, [['liked', item('c', { total_likes: 3 })], ['updated', item('b', { content: 'edited', date_edited: 5000 })]])
  assert.is(thread.items.c!.total_likes, 3)
  assert.ok(thread.top.uuids === before.top.uuids, 'the same top-level list')
  assert.ok(thread.live!.held === before.live!.held, 'the same held list')
  assert.ok(thread.items.a === before.items.a && thread.items.n === before.items.n, 'untouched comments keep their objects, so they do not render again')
  assert.ok(Object.isFrozen(thread.items) && Object.isFrozen(thread.items.c) && Object.isFrozen(thread.items.c!.reactions), 'what went into the store is frozen, new items too')
  // Events that change nothing (a duplicate, an older version) keep even the items record.
  const again = apply(thread, [['liked', item('c', { total_likes: 3 })], ['updated', item('b', { content: 'older', date_edited: 4000 })]]).thread
  assert.ok(again.items === thread.items, 'the same items record')
})

test('a batch that changes nothing gives the very same thread; one that changes a part shares every other part, frozen', () => {
  const before = apply(loaded(), [['created', item('n', { date_created: 2000 })]]).thread
  const same = apply(before, [['liked', item('zz', { total_likes: 1, date_created: 1 })]]).thread
  assert.is(same.items, before.items, 'a change to a comment not loaded here is remembered…')
  const nothing = apply(same, [['liked', item('zz', { total_likes: 1, date_created: 1 })]]).thread
  assert.is(nothing, same, '…and the same change again is nothing at all: the same thread')
  const replied = apply(before, [['created', item('r', { parent_uuid: 'b', date_created: 2100 })]]).thread
  assert.equal(replied.replies.b!.uuids, ['b1', 'r'])
  assert.ok(replied.top === before.top && replied.users === before.users && replied.totals !== before.totals, 'untouched parts are shared')
  assert.ok(Object.isFrozen(replied) && Object.isFrozen(replied.replies) && Object.isFrozen(replied.replies.b!.uuids), 'the new parts are frozen')
  assert.equal(before.replies.b!.uuids, ['b1'], 'the previous state is untouched')
})

test('a reply counts on its parent as a new parent object; the old one is left as it was', () => {
  const before = loaded()
  const { thread } = apply(before, [['created', item('r', { parent_uuid: 'c', date_created: 2000 })]])
  assert.is(thread.items.c!.total_direct_replies, 1)
  assert.is(thread.items.c!.total_replies, 1)
  assert.is(before.items.c!.total_direct_replies, 0, 'the previous state is untouched')
})

test('an edit never goes back to an older version, whatever order the events arrive in', () => {
  const newer = item('c', { content: 'second edit', is_edited: true, date_edited: 3000 })
  const older = item('c', { content: 'first edit', is_edited: true, date_edited: 2000 })
  const { thread } = apply(loaded(), [['updated', newer], ['updated', older]])
  assert.is(thread.items.c!.content, 'second edit')
})

test('a delete beats a create that arrives after it', () => {
  const n = item('n', { date_created: 2000 })
  const { thread } = apply(loaded(), [['deleted', { ...n, processing_status: 'removed', content: '' }], ['created', n]])
  assert.is(thread.items.n, undefined)
  assert.is(heldCount(thread), 0)
  assert.is(thread.totals.all, 4)
})

test('an edit that arrives before its comment’s creation wins, in one batch or across batches', () => {
  const n = item('n', { content: 'first words', date_created: 2000 })
  const edited = item('n', { content: 'second thoughts', is_edited: true, date_edited: 2500, date_created: 2000 })
  const together = apply(loaded(), [['updated', edited], ['created', n]]).thread
  assert.is(together.items.n!.content, 'second thoughts')
  assert.is(heldCount(together), 1, 'shown once, behind the button')
  assert.is(together.totals.all, 5, 'counted once')
  const early = apply(loaded(), [['updated', edited]]).thread
  assert.is(early.items.n, undefined, 'nothing shown for an item not created yet')
  const late = apply(early, [['created', n]]).thread
  assert.is(late.items.n!.content, 'second thoughts')
  assert.is(late.totals.all, 5)
  // A creation that is itself newer than what overtook it keeps its own version.
  const newer = apply(apply(loaded(), [['liked', item('m', { date_created: 2000, total_likes: 1 })]]).thread, [['created', item('m', { content: 'edited at once', date_created: 2000, date_edited: 2600 })]]).thread
  assert.is(newer.items.m!.content, 'edited at once')
})

test('a moderator’s removal that arrives before the creation wins too: the comment never shows to a reader', () => {
  const n = item('n', { date_created: 2000 })
  for (const [action, removed] of [
    ['disabled', item('n', { date_created: 2000, state: 'disabled' })],
    ['spammed', item('n', { date_created: 2000, state: 'spam' })],
    ['deleted', item('n', { date_created: 2000, processing_status: 'removed', content: '' })],
  ] as Array<[RealtimeAction, ListedContent]>) {
    const first = apply(loaded(), [[action, removed]]).thread
    const { thread } = apply(first, [['created', n]])
    assert.is(heldCount(thread), 0, action)
    assert.not.ok(thread.top.uuids.includes('n'), action)
    assert.is(thread.totals.all, 4, action)
  }
})

test('hostile keys in an answer or a frame (__proto__, constructor, prototype) are ignored; the thread keeps working', () => {
  const hostile = JSON.parse('{"__proto__": {"uuid": "__proto__", "name": "Mallory", "polluted": true}, "constructor": {"uuid": "constructor", "name": "C"}, "u-bo": {"uuid": "u-bo", "id": 2, "name": "Bo"}}')
  const answer = {
    container: { content_container_uuid: C },
    users: { ...users, ...hostile },
    contents: [item('a'), item('__proto__'), item('x', { actor_uuid: 'constructor' }), item('b', { actor_uuid: 'u-bo' })],
    more_available: false,
    totals: { all: 2, featured: 0, top: 0 },
  } as unknown as ThreadAnswer
  Object.defineProperty(answer.users, '__proto__', { value: { uuid: '__proto__', name: 'Mallory', polluted: true }, enumerable: true })
  const thread = produce(emptyThread('newest'), threadLoaded(answer))
  assert.equal(thread.top.uuids, ['a', 'b'])
  assert.is(thread.users['u-bo']!.name, 'Bo')
  assert.is(Object.getPrototypeOf(thread.users), Object.prototype, 'the users record keeps its prototype')
  assert.is((thread.users as Record<string, unknown>).polluted, undefined)
  assert.not.ok(Object.hasOwn(thread.users, 'constructor'))
  assert.not.ok(Object.hasOwn(thread.items, '__proto__'))
  // A frame naming such keys changes nothing either.
  const frame = { type: 'event' as const, action: 'created' as const, content_container_uuid: C, payload: JSON.parse(`{"content_container_uuid": "${C}", "content": ${JSON.stringify(item('__proto__', { date_created: 3000 }))}, "users": {"__proto__": {"uuid": "__proto__"}}}`) }
  assert.is(readChange(frame, C), undefined)
  const ok = readChange({ ...frame, payload: JSON.parse(`{"content_container_uuid": "${C}", "content": ${JSON.stringify(item('n', { date_created: 3000 }))}, "users": {"__proto__": {"uuid": "__proto__", "polluted": true}, "u-ada": {"uuid": "u-ada", "name": "Ada"}}}`) }, C)!
  assert.equal(Object.keys(ok.users), ['u-ada'])
  const after = produce(thread, changesApplied([ok], reader, emptyOutcome()))
  assert.is(Object.getPrototypeOf(after.users), Object.prototype)
  assert.is(heldCount(after), 1)
})

test('deleted, disabled and spammed comments leave a reader’s lists (a removed one with replies stays as a placeholder); a moderator keeps seeing them', () => {
  const events: Array<[RealtimeAction, ListedContent]> = [
    ['deleted', item('c', { processing_status: 'removed', content: '' })],
    ['disabled', item('b1', { parent_uuid: 'b', state: 'disabled' })],
    ['spammed', item('a', { is_pinned: true, state: 'spam' })],
    ['deleted', item('b', { processing_status: 'removed', content: '', total_direct_replies: 1, total_replies: 1 })],
  ]
  const { thread } = apply(loaded(), events)
  assert.equal(thread.top.uuids, ['b'])
  assert.equal(thread.replies.b!.uuids, [])
  assert.is(thread.totals.all, 0)
  const seen = apply(loaded(), events, moderator).thread
  assert.equal(seen.top.uuids, ['a', 'b', 'c'])
  assert.is(seen.items.a!.state, 'spam')
  assert.is(seen.items.c!.content, 'text of c', 'a moderator still reads a removed comment’s text')
})

test('the reader’s own removed comment stays as a placeholder for them; others see it go', () => {
  const mine = produce(loaded(), (d) => void (d.items.c!.actor_uuid = 'u-me'))
  const removed = item('c', { actor_uuid: 'u-me', processing_status: 'removed', content: '' })
  assert.equal(apply(mine, [['deleted', removed]]).thread.top.uuids, ['a', 'b', 'c'])
  assert.equal(apply(mine, [['deleted', removed]], { uuid: 'u-other', moderator: false }).thread.top.uuids, ['a', 'b'])
})

test('reactions and moderation flags change the item and keep the reader’s own reactions', () => {
  let thread = produce(loaded(), (d) => void (d.items.c!.reactions.liked = true))
  const steps: Array<[RealtimeAction, Partial<ListedContent>]> = [
    ['liked', { total_likes: 2 }],
    ['unliked', { total_likes: 1 }],
    ['disliked', { total_likes: 1, total_dislikes: 1 }],
    ['undisliked', { total_likes: 1, total_dislikes: 0 }],
    ['flagged', { total_likes: 1 }],
    ['flags_cleared', { total_likes: 1 }],
    ['pinned', { total_likes: 1, is_pinned: true }],
    ['unpinned', { total_likes: 1, is_pinned: false }],
    ['picked', { total_likes: 1, is_picked: true }],
  ]
  for (const [action, fields] of steps) thread = apply(thread, [[action, item('c', fields)]]).thread
  assert.is(thread.items.c!.total_likes, 1)
  assert.is(thread.items.c!.is_picked, true)
  assert.is(thread.items.c!.reactions.liked, true, 'the public event does not know what this reader did')
  assert.is(thread.totals.featured, 1)
  thread = apply(thread, [['unpicked', item('c', { is_picked: false })]]).thread
  assert.is(thread.totals.featured, 0)
  assert.equal(thread.top.uuids, ['a', 'b', 'c'], 'pinned and unpinned again, it is back in its place')
})

test('pinned live, a comment moves up among the pinned ones; unpinned, back to its place or out to its page', () => {
  let thread = apply(loaded(), [['pinned', item('c', { date_created: 1001, is_pinned: true })]]).thread
  assert.equal(thread.top.uuids, ['a', 'c', 'b'], 'pins lead, newest pin first')
  thread = apply(thread, [['unpinned', item('a', { date_created: 1003, is_pinned: false })]]).thread
  assert.equal(thread.top.uuids, ['c', 'a', 'b'], 'a is the newest unpinned one')
  const back = apply(apply(loaded(), [['pinned', item('c', { is_pinned: true })]]).thread, [['unpinned', item('c', { is_pinned: false })]]).thread
  assert.equal(back.top.uuids, ['a', 'b', 'c'], 'the last loaded comment goes back to the end: "load more" continues after it')
  const older = produce(loaded(), (d) => {
    d.items.o = item('o', { date_created: 10, is_pinned: true })
    d.top.uuids.unshift('o')
  })
  assert.equal(apply(older, [['unpinned', item('o', { date_created: 10, is_pinned: false })]]).thread.top.uuids, ['a', 'b', 'c'], 'older than everything loaded: "load more" brings it in its place')
  const oldest = apply(loaded('oldest', false), [['pinned', item('c', { date_created: 1001, is_pinned: true })]]).thread
  assert.equal(oldest.top.uuids, ['c', 'a', 'b'], 'oldest first, the older pin leads')
})

test('visible: a disabled comment enabled again goes back to its place and is counted again; an unknown one goes where it belongs', () => {
  let thread = apply(loaded(), [['disabled', item('b', { date_created: 1002, state: 'disabled' })]]).thread
  assert.equal(thread.top.uuids, ['a', 'c'])
  assert.is(thread.totals.all, 3)
  thread = apply(thread, [['visible', item('b', { date_created: 1002 })]]).thread
  assert.equal(thread.top.uuids, ['a', 'b', 'c'], 'between the comments it was between')
  assert.is(thread.totals.all, 4)
  thread = apply(thread, [['visible', item('bc', { date_created: 1001.5 })], ['visible', item('zz', { date_created: 10 })]]).thread
  assert.equal(thread.top.uuids, ['a', 'b', 'bc', 'c'], 'one the reader could not see before, inside what is loaded')
  assert.is(thread.totals.all, 6, 'both count: the service counts them again')
  thread = apply(thread, [['visible', item('zz', { date_created: 10 })]]).thread
  assert.is(thread.totals.all, 6, 'a repeated event counts once')
  const reply = apply(apply(loaded(), [['disabled', item('b1', { parent_uuid: 'b', date_created: 1500, state: 'disabled' })]]).thread, [['visible', item('b1', { parent_uuid: 'b', date_created: 1500 })]]).thread
  assert.equal(reply.replies.b!.uuids, ['b1'], 'a reply enabled again is back under its parent')
})

test('oldest first, a new comment by someone else goes at the end once the end is loaded, without the button', () => {
  const { thread, out } = apply(loaded('oldest', false), [['created', item('n', { date_created: 2000 })]])
  assert.equal(thread.top.uuids, ['a', 'b', 'c', 'n'])
  assert.is(heldCount(thread), 0)
  assert.equal(out.shown, ['n'])
  const partial = apply(loaded('oldest', true), [['created', item('n', { date_created: 2000 })]]).thread
  assert.equal(partial.top.uuids, ['a', 'b', 'c'], 'the end is not loaded yet: it comes with "load more"')
  assert.is(partial.totals.all, 5)
  const liked = apply(loaded('num_likes_desc', false), [['created', item('n', { date_created: 2000 })]]).thread
  assert.equal(liked.top.uuids, ['a', 'n', 'b', 'c'], 'most liked: first among the comments with no likes, newest first')
})

test('the featured tab takes a comment in when it is picked and lets it go when unpicked', () => {
  let thread = produce(loaded(), (d) => {
    d.tab = 'featured'
    d.top = { uuids: ['b'], more: false }
    d.items.b!.is_picked = true
  })
  thread = apply(thread, [['picked', item('c', { date_created: 1001, is_picked: true })]]).thread
  assert.equal(thread.top.uuids, ['b', 'c'])
  thread = apply(thread, [['unpicked', item('b', { date_created: 1002, is_picked: false })]]).thread
  assert.equal(thread.top.uuids, ['c'])
})

test('a reply goes under its loaded parent and is announced; under a parent with unloaded replies it only counts', () => {
  const { thread, out } = apply(loaded(), [['created', item('b2', { parent_uuid: 'b', date_created: 2000 })], ['created', item('c1', { parent_uuid: 'c', date_created: 2000 })]])
  assert.equal(thread.replies.b!.uuids, ['b1', 'b2'])
  assert.equal(thread.replies.c!.uuids, ['c1'], 'the first reply of a comment')
  assert.is(thread.items.b!.total_direct_replies, 2)
  assert.equal(out.replies, ['b2', 'c1'])
  const paged = produce(loaded(), (d) => void (d.replies.b!.more = true))
  const counted = apply(paged, [['created', item('b2', { parent_uuid: 'b', date_created: 2000 })]]).thread
  assert.equal(counted.replies.b!.uuids, ['b1'])
  assert.is(counted.items.b!.total_direct_replies, 2, 'the "show replies" button offers it, in its order')
})

test('a reply whose parent is not loaded waits for it, then goes under it', () => {
  const reply = item('p1', { parent_uuid: 'p', date_created: 2001 })
  let { thread } = apply(loaded(), [['created', reply]])
  assert.equal(thread.live!.waiting, { p: ['p1'] })
  const out = emptyOutcome()
  thread = produce(thread, changesApplied([readChange(event('created', item('p', { date_created: 2000 })), C)!], reader, out))
  assert.equal(thread.replies.p!.uuids, ['p1'])
  assert.is(thread.items.p!.total_direct_replies, 1)
  assert.equal(thread.live!.waiting, {})
  assert.equal(out.replies, ['p1'])
})

test('events of another container, without an item, or typing and notifications change nothing', () => {
  assert.is(readChange({ type: 'event', action: 'created', payload: { content: { ...item('x'), content_container_uuid: 'other' } } }, C), undefined)
  assert.is(readChange({ type: 'event', action: 'created', payload: {} }, C), undefined)
  assert.is(readChange({ type: 'event', action: 'created', payload: { content: { content_uuid: 'x' } } }, C), undefined)
  const before = loaded()
  const { thread } = apply(before, [['started_typing', item('t', { date_created: 2000 })], ['notified', item('u', { date_created: 2000 })]])
  assert.equal(thread.top, before.top)
  assert.is(heldCount(thread), 0)
})

test('a reload that lists a held comment drops it from the held ones', () => {
  let thread = apply(loaded(), [['created', item('n', { date_created: 2000 })], ['created', item('o', { date_created: 2001 })]]).thread
  thread = produce(thread, (d) => void d.top.uuids.unshift('n'))
  thread = produce(thread, liveReloaded)
  assert.equal(thread.live!.held, ['o'])
})

test('catching up after a reconnect: new comments held, changed ones updated, vanished ones unlisted, totals the service’s; twice is once', () => {
  const answer = {
    container: { content_container_uuid: C },
    users,
    contents: [item('new', { date_created: 5000 }), item('old-unloaded', { date_created: 10 }), item('b', { total_direct_replies: 2, total_replies: 2 })],
    more_available: true,
    totals: { all: 9, featured: 0, top: 0 },
  } as unknown as ThreadAnswer
  const selection = { contents: [item('a', { is_pinned: true, total_likes: 7 }), item('b', { total_direct_replies: 2, total_replies: 2 })], users }
  const out = emptyOutcome()
  const once = produce(loaded(), caughtUp(answer, selection, ['a', 'b', 'c'], reader, out))
  assert.equal(once.live!.held, ['new'])
  assert.is(once.items['old-unloaded'], undefined, 'older than everything loaded: it comes with its page')
  assert.is(once.items.a!.total_likes, 7)
  assert.equal(once.top.uuids, ['a', 'b'], 'c was removed while offline')
  assert.is(once.replies.b!.more, true, 'the replies posted offline can be loaded')
  assert.is(once.totals.all, 9)
  const twice = produce(once, caughtUp(answer, selection, ['a', 'b'], reader, emptyOutcome()))
  assert.equal(twice.live!.held, ['new'])
  assert.equal(twice.top.uuids, ['a', 'b'])
})

test.run()
