/**
 * The reader's notifications in the tray (document 2 §3–§4), against the reference service: read on
 * sign-in and again 2.5 s later, counted on the bell and in `user-notifications`/`new-count-changed`,
 * answered by `vf.context.get('notifications')`, listed in the feed tab by day, seen when shown, read and
 * deleted; a realtime notification arriving live and said politely; a failed read silently ignored; a
 * guest offered no feed.
 */
import { test } from 'uvu'
import { randomUUID } from 'node:crypto'
import * as assert from 'uvu/assert'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { Notification } from '../../../contracts/entities/notification'
import { issueTokens } from '../../../examples/server/auth/tokens'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID } from '../../../examples/server/seed'
import { notificationsPlugin } from '../../../plugins/notifications'
import { domService } from '../../support/dom-service'
import { bearer, signInDemo } from '../../server/support'
import { findTrigger, trayStarter, TRIGGER } from '../tray/support'

const served = domService(test)
const api = served.api
const start = trayStarter(api.fetch)
const UMA = DEMO_ACCOUNTS[2]!
const base = `/v4/livecomments/${DEMO_SECTION_UUID}`
const REPLY = 'Mo Moderator replied to your comment'

let containers = 0
/** Uma writes a comment and Mo replies to it: Uma has a reply notification. */
async function replyToUma(text = 'Which bus goes to the museum?') {
  const app = served.service.app
  const container = (await app.inject({ method: 'POST', url: base, payload: { container_id: `notifications-dom-${++containers}` } })).json().result.content_container_uuid
  const uma = await signInDemo(app, 2)
  const mo = await signInDemo(app, 1)
  const parent = (await app.inject({ method: 'POST', url: `${base}/${container}/comments`, headers: bearer(uma.token), payload: { content: text } })).json().result.content.content_uuid
  const reply = await app.inject({ method: 'POST', url: `${base}/${container}/comments/${parent}`, headers: bearer(mo.token), payload: { content: 'The 14, every ten minutes.' } })
  assert.is(reply.statusCode, 201, reply.body)
  return { uma, mo, container, parent }
}

/** Starts the product with the notifications plugin and signs Uma in. */
async function startSignedIn(html = '<vf-tray-trigger></vf-tray-trigger>', fetchWrap?: (next: typeof fetch) => typeof fetch) {
  const started = await start(html, { plugins: () => [notificationsPlugin()], record: [['user-notifications', 'new-count-changed']], ...(fetchWrap ? { fetch: fetchWrap } : {}) })
  await act(async () => {
    await started.product.kernel.actions.call('session.login', { params: { email: UMA.email, password: UMA.password } })
    await api.settle()
  })
  return started
}

const bellNamed = (n: number) => `${TRIGGER}, New notifications: ${n}`

test.before.each(async () => {
  await served.service.db.query('delete from notifications')
  await served.service.db.query('delete from topic_subscriptions')
  await served.service.db.query('delete from broadcasts')
})

test('a reply to my comment: counted on the bell and announced, in the context; the feed lists it under Today, seen once shown, then read and deleted', async () => {
  await replyToUma()
  const { events, vf } = await startSignedIn()
  await waitFor(() => screen.getByRole('button', { name: bellNamed(1) }), { timeout: 10_000 })
  assert.ok(events.includes('user-notifications/new-count-changed'), 'the new count is published')
  const context = await vf.context.get('notifications')
  assert.is(context.counts.new, 1)
  assert.is(context.notifications.length, 1)
  assert.is(context.notifications[0].notification_type, 'reply')
  assert.is(context.notifications[0].status, 'pending')

  const bell = screen.getByRole('button', { name: bellNamed(1) })
  await act(async () => {
    fireEvent.click(bell)
    await api.settle()
  })
  const tray = await waitFor(() => screen.getByRole('dialog'), { timeout: 10_000 })
  const feedTab = within(tray).getByRole('tab', { name: 'Notifications' })
  assert.is(feedTab.getAttribute('aria-selected'), 'true', 'the feed is the tray’s first tab for a signed-in reader')
  const today = await waitFor(() => within(tray).getByRole('list', { name: 'Today' }), { timeout: 10_000 })
  const item = within(today).getByRole('listitem')
  assert.match(item.textContent ?? '', REPLY)
  assert.match(item.textContent ?? '', 'The 14, every ten minutes.')
  // Shown: what was new is seen, and the bell no longer counts it.
  await act(async () => api.settle())
  await waitFor(() => screen.getByRole('button', { name: TRIGGER }))
  assert.is((await vf.context.get('notifications')).counts.new, 0)
  assert.is(item.getAttribute('data-status'), 'seen')
  const stored = (await served.service.db.query<{ status: string }>('select status from notifications'))[0]!.status
  assert.is(stored, 'seen', 'marked seen by the service (PATCH), not only here')

  await act(async () => {
    fireEvent.click(within(item).getByRole('button', { name: `Mark as read: ${REPLY}` }))
    await api.settle()
  })
  await waitFor(() => assert.is(within(tray).getByRole('listitem').getAttribute('data-status'), 'read'))
  assert.is(within(tray).queryByRole('button', { name: 'Mark all as read' }), null)
  assert.is((await served.service.db.query<{ status: string }>('select status from notifications'))[0]!.status, 'read')

  await act(async () => {
    fireEvent.click(within(tray).getByRole('button', { name: `Delete notification: ${REPLY}` }))
    await api.settle()
  })
  await waitFor(() => within(tray).getByText('No notifications yet'))
  assert.equal(await served.service.db.query('select 1 from notifications'), [])
})

test('2.5 s after signing in the notifications are read again: one made meanwhile shows then, not before', async () => {
  const reads = () => api.calls.filter((c) => c.endsWith('/all')).length
  const before = reads()
  const { timers } = await startSignedIn()
  await findTrigger()
  const first = reads()
  assert.is(first - before, 1, 'read once on sign-in')
  await replyToUma('Is the library open on Sunday?')
  await act(async () => {
    await timers.tick(2_499)
    await api.settle()
  })
  assert.is(reads(), first)
  assert.ok(screen.getByRole('button', { name: TRIGGER }), 'not counted yet')
  await act(async () => {
    await timers.tick(1)
    await api.settle()
  })
  assert.is(reads(), first + 1)
  await waitFor(() => screen.getByRole('button', { name: bellNamed(1) }))
})

test('a failed read is silently ignored: nothing said, no error, what was shown stays', async () => {
  await replyToUma()
  let fail = false
  const { console, product } = await startSignedIn('<vf-tray-trigger></vf-tray-trigger>', (next) => (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (fail && String(input).endsWith('/all')) return new Response('{"message":"down"}', { status: 503, headers: { 'content-type': 'application/json' } })
    return next(input as string, init)
  }) as typeof fetch)
  await waitFor(() => screen.getByRole('button', { name: bellNamed(1) }), { timeout: 10_000 })
  fail = true
  await act(async () => {
    const answer = await product.kernel.actions.call('notifications.refresh', { params: {} })
    assert.is(answer, false)
    await api.settle()
  })
  assert.ok(screen.getByRole('button', { name: bellNamed(1) }), 'the count stays')
  assert.equal(console.error, [])
  assert.equal(console.warn, [])
})

test('a notification arriving live (notification/received) is counted, listed at the top and said politely', async () => {
  const { uma, mo, container, parent } = await replyToUma()
  const { product } = await startSignedIn('<vf-tray></vf-tray>')
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-feed']))
  const tray = await waitFor(() => screen.getByRole('dialog'), { timeout: 10_000 })
  await waitFor(() => within(tray).getByRole('list', { name: 'Today' }), { timeout: 10_000 })
  await act(async () => api.settle())
  const live: Notification = {
    notification_uuid: '6f1c1c52-5a43-4c5c-9d0e-000000000001',
    grouping_key: `like:${parent}`,
    section_uuid: DEMO_SECTION_UUID,
    content_container_uuid: container,
    content_uuid: parent,
    target_uuid: uma.uuid,
    notification_type: 'like',
    service_type: 'livecomments',
    actor_uuid: mo.uuid,
    status: 'pending',
    time: Date.now(),
    actor: { name: 'Mo Moderator', hidden: false, muted: false },
    content: { state: 'visible', excerpt: 'Which bus goes to the museum?' },
  }
  await act(async () => product.kernel.bus.publish('notification', 'received', [live]))
  const items = within(within(tray).getByRole('list', { name: 'Today' })).getAllByRole('listitem')
  assert.match(items[0]!.textContent ?? '', 'Mo Moderator liked your comment')
  const said = within(tray).getAllByRole('status').map((s) => s.textContent)
  assert.ok(said.includes('New notification: Mo Moderator liked your comment'), said.join(' | '))
  // A notification for someone else is not the reader's.
  await act(async () => product.kernel.bus.publish('notification', 'received', [{ ...live, notification_uuid: '6f1c1c52-5a43-4c5c-9d0e-000000000002', target_uuid: mo.uuid }]))
  assert.is(within(within(tray).getByRole('list', { name: 'Today' })).getAllByRole('listitem').length, 2)
})

test('with the tray closed, a notification arriving live raises the bell’s count, which is said politely once', async () => {
  const { uma, mo, parent } = await replyToUma()
  const { product } = await startSignedIn()
  await waitFor(() => screen.getByRole('button', { name: bellNamed(1) }), { timeout: 10_000 })
  const region = () => document.querySelector('vf-tray-trigger [role="status"]')!
  assert.is(region().textContent, '', 'what was there on arrival is not news')
  // The session tells of the same reader's newer data (their profile, their graph): still the same reader.
  const same = (product.kernel.store.getState() as { session: { user: unknown } }).session.user
  await act(async () => product.kernel.bus.publish('user', 'changed', [same]))
  // The push channel's record names the actor only: the plugin reads the list again for their name.
  await served.service.db.query(
    `insert into notifications (notification_uuid, section_uuid, target_user_uuid, actor_uuid, content_uuid, notification_type, service_type, grouping_key)
     values ('6f1c1c52-5a43-4c5c-9d0e-000000000003', $1, $2, $3, $4, 'like', 'livecomments', $5)`,
    [DEMO_SECTION_UUID, uma.uuid, mo.uuid, parent, `like:${parent}`],
  )
  await act(async () => {
    product.kernel.bus.publish('notification', 'received', [{ notification_uuid: '6f1c1c52-5a43-4c5c-9d0e-000000000003', grouping_key: `like:${parent}`, section_uuid: DEMO_SECTION_UUID, notification_type: 'like', service_type: 'livecomments', actor_uuid: mo.uuid, target_uuid: uma.uuid, status: 'pending', time: Date.now() }])
    await api.settle()
  })
  await waitFor(() => screen.getByRole('button', { name: bellNamed(2) }))
  assert.is(region().textContent, 'New notifications: 2')
})

test('the community tab: a follower is followed back, then muted (which unfollows, document 2 §4) and unmuted, each list showing it', async () => {
  const app = served.service.app
  const uma = await signInDemo(app, 2)
  // A reader of the site (moderators cannot be muted) who follows Uma; Uma has muted nobody.
  const lena = randomUUID()
  await served.service.db.query('insert into users (uuid, section_uuid, name) values ($1, $2, $3)', [lena, DEMO_SECTION_UUID, 'Lena Lund'])
  const { access_token: token } = await issueTokens(served.service.db, served.service.config, lena)
  await served.service.db.query('delete from mutes where muter_uuid = $1', [uma.uuid])
  assert.is((await app.inject({ method: 'POST', url: `/v5/subscriptions/${DEMO_SECTION_UUID}/users/${uma.uuid}`, headers: bearer(token) })).statusCode, 200)
  const { product } = await startSignedIn('<vf-tray></vf-tray>')
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-community']))
  const tray = await waitFor(() => screen.getByRole('dialog'), { timeout: 10_000 })
  const list = (name: RegExp) => within(tray).getByRole('list', { name })
  const followers = await waitFor(() => list(/^Followers: /), { timeout: 10_000 })
  const back = await waitFor(() => within(followers).getByRole('button', { name: 'Follow back Lena Lund' }), { timeout: 10_000 })
  await act(async () => {
    fireEvent.click(back)
    await api.settle()
  })
  const following = await waitFor(() => list(/^Following: /))
  await waitFor(() => within(following).getByRole('button', { name: 'Unfollow Lena Lund' }), { timeout: 10_000 })
  await act(async () => {
    fireEvent.click(within(following).getByRole('button', { name: 'Mute Lena Lund' }))
    await api.settle()
  })
  const muted = await waitFor(() => list(/^Muted: 1$/))
  await waitFor(() => within(muted).getByRole('button', { name: 'Unmute Lena Lund' }), { timeout: 10_000 })
  assert.is(within(tray).queryByRole('button', { name: 'Unfollow Lena Lund' }), null, 'muting unfollowed')
  assert.is(within(followers).queryByRole('button', { name: 'Follow back Lena Lund' }), null, 'no following a muted user')
  await act(async () => {
    fireEvent.click(within(muted).getByRole('button', { name: 'Unmute Lena Lund' }))
    await api.settle()
  })
  await waitFor(() => assert.is(within(tray).queryByRole('list', { name: /^Muted: / }), null))
  assert.ok(within(tray).getByText('You have not muted anyone.'))
})

test('the settings tab: e-mail kinds saved as they change (said politely), a failed save put back and said; the name’s standing shown', async () => {
  const uma = await signInDemo(served.service.app, 2)
  await served.service.db.query('delete from notification_settings where user_uuid = $1', [uma.uuid])
  let failSave = false
  const { product } = await startSignedIn('<vf-tray></vf-tray>', (next) => (async (input: RequestInfo | URL, init?: RequestInit) => {
    if (failSave && init?.method === 'POST' && String(input).endsWith('/settings')) return new Response('{"message":"down"}', { status: 503, headers: { 'content-type': 'application/json' } })
    return next(input as string, init)
  }) as typeof fetch)
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-settings']))
  const tray = await waitFor(() => screen.getByRole('dialog'), { timeout: 10_000 })
  const likes = await waitFor(() => within(tray).getByRole('checkbox', { name: 'someone likes my comment' }), { timeout: 10_000 })
  await waitFor(() => assert.is((likes as HTMLInputElement).disabled, false))
  assert.is((likes as HTMLInputElement).checked, true, 'every kind is on until the reader chooses')
  await act(async () => {
    fireEvent.click(likes)
    await api.settle()
  })
  await waitFor(() => within(tray).getByText('Saved.'))
  assert.is((likes as HTMLInputElement).checked, false)
  const [row] = await served.service.db.query<{ email_like: boolean; email_reply: boolean }>('select email_like, email_reply from notification_settings where user_uuid = $1', [uma.uuid])
  assert.equal(row, { email_like: false, email_reply: true })
  failSave = true
  const replies = within(tray).getByRole('checkbox', { name: 'someone replies to my comment' }) as HTMLInputElement
  await act(async () => {
    fireEvent.click(replies)
    await api.settle()
  })
  await waitFor(() => within(tray).getByText('Your setting could not be saved. Please try again.'))
  assert.is(replies.checked, true, 'put back as it was')
  assert.ok(within(tray).getByText('You appear as Uma Reader.'))
})

test('broadcasts arriving live: the site’s is listed with its title, a topic’s only when the reader follows the topic', async () => {
  const { product } = await startSignedIn('<vf-tray></vf-tray>')
  await act(async () => {
    await product.kernel.actions.call('topics.follow', { params: { topic_id: 'elections', topic_name: 'Elections' } })
    await api.settle()
  })
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-feed']))
  const tray = await waitFor(() => screen.getByRole('dialog'), { timeout: 10_000 })
  await waitFor(() => within(tray).getByRole('heading', { name: 'Notifications' }), { timeout: 10_000 })
  const broadcast = (n: number, title: string, topic?: string) => ({
    notification_uuid: `6f1c1c52-5a43-4c5c-9d0e-00000000010${n}`,
    actor_uuid: '',
    notification_type: topic ? 'broadcast_topic' : 'broadcast_site',
    section_uuid: DEMO_SECTION_UUID,
    status: 'pending',
    target_title: title,
    target_url: 'https://news.example/live',
    ...(topic ? { target_topic_id: topic } : {}),
    time: Date.now(),
  })
  await act(async () => {
    product.kernel.bus.publish('notification', 'broadcast', [broadcast(1, 'Polls open at 7')])
    product.kernel.bus.publish('notification', 'broadcast', [broadcast(2, 'Transfer rumours', 'football')])
    product.kernel.bus.publish('notification', 'broadcast', [broadcast(3, 'First results', 'elections')])
  })
  const items = await waitFor(() => within(within(tray).getByRole('list', { name: 'Today' })).getAllByRole('listitem'))
  const texts = items.map((i) => i.textContent ?? '')
  assert.ok(texts.some((t) => t.includes('Polls open at 7')))
  assert.ok(texts.some((t) => t.includes('First results')))
  assert.not.ok(texts.some((t) => t.includes('Transfer rumours')), 'a topic the reader does not follow')
  assert.ok(within(items.find((i) => i.textContent?.includes('First results'))!).getByRole('link'), 'opens its page')
})

test('a guest is offered no feed: the bell opens the profile; signing out clears the notifications and the count', async () => {
  await replyToUma()
  const { vf, product } = await startSignedIn()
  await waitFor(() => screen.getByRole('button', { name: bellNamed(1) }), { timeout: 10_000 })
  await act(async () => {
    await product.kernel.actions.call('session.logout', { params: {} })
    await api.settle()
  })
  await waitFor(() => screen.getByRole('button', { name: TRIGGER }))
  assert.is((await vf.context.get('notifications')).counts.new, 0)
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: TRIGGER }))
    await api.settle()
  })
  const tray = await waitFor(() => screen.getByRole('dialog'), { timeout: 10_000 })
  assert.is(within(tray).queryByRole('tab', { name: 'Notifications' }), null)
  assert.ok(within(tray).getByRole('heading', { name: 'Sign in to join the conversation' }))
})

test.run()
