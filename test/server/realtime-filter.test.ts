/**
 * The service filters content events by each socket's subscriptions (document 2 §7): a socket hears only
 * the events one of its subscriptions matches (a rule key read on the event, then in its content), none
 * without a subscription, none after unsubscribing — on the instance that published and on another one
 * on the same database alike. Subscriptions per socket are limited.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { randomUUID } from 'node:crypto'
import { MAX_SUBSCRIPTIONS } from '../../examples/server/hub'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID, DEMO_SITE_UUID } from '../../examples/server/seed'
import { closeSockets, connect } from './sockets'
import { startTwoInstances, type TestService, type TwoInstances } from './support'

let first: TestService
let second: TwoInstances['second']
let instances: TwoInstances | undefined

test.before(async () => {
  instances = await startTwoInstances()
  first = instances.first
  second = instances.second
})

test.after(async () => {
  closeSockets()
  await instances?.close()
})

const A = randomUUID()
const B = randomUUID()
/** A comment event as the comments service publishes it. */
const event = (container: string, extra: Record<string, unknown> = {}) => ({
  type: 'event',
  action: 'created',
  content_container_uuid: container,
  content: { content_uuid: randomUUID(), content_container_uuid: container, section_uuid: DEMO_SECTION_UUID, actor_uuid: randomUUID(), ...extra },
  users: {},
})

test('a socket subscribed to container A hears A and not B; one without subscriptions hears nothing', async () => {
  const reader = await connect(first.app)
  const idle = await connect(first.app)
  assert.is(await reader.subscribe('a', { content_container_uuid: [A] }), 'success')
  const forB = event(B)
  const forA = event(A)
  assert.is(first.app.hub.publish(DEMO_SITE_UUID, forB), 0, 'B reaches nobody')
  assert.is(first.app.hub.publish(DEMO_SITE_UUID, forA), 1, 'A reaches the one subscriber')
  assert.equal(await reader.next(), forA, 'the first event heard is A’s: B’s never came')
  await idle.nothingYet('a socket without subscriptions hears no content event')
})

test('rule keys are read on the event and in its content; every rule must match; one frame per event', async () => {
  const reader = await connect(first.app)
  const author = randomUUID()
  // Two subscriptions match the last event: it still comes once.
  assert.is(await reader.subscribe('section', { section_uuid: [DEMO_SECTION_UUID], actor_uuid: [author] }), 'success')
  assert.is(await reader.subscribe('container', { content_container_uuid: [A, B], action: ['liked'] }), 'success')
  const otherAuthor = event(A, { actor_uuid: randomUUID() })
  const created = event(B)
  const liked = { ...event(B), action: 'liked' }
  const byAuthor = { ...event(A, { actor_uuid: author }), action: 'liked' }
  for (const frame of [otherAuthor, created, liked, byAuthor]) first.app.hub.publish(DEMO_SITE_UUID, frame)
  assert.equal(await reader.next(), liked)
  assert.equal(await reader.next(), byAuthor)
  await reader.nothingYet('the event both subscriptions match came once')
})

test('events published together reach a socket in one frame (an array), holding only the ones it subscribed to', async () => {
  const [C, D] = [randomUUID(), randomUUID()]
  const onC = await connect(first.app)
  const onD = await connect(first.app)
  assert.is(await onC.subscribe('c', { content_container_uuid: [C] }), 'success')
  assert.is(await onD.subscribe('d', { content_container_uuid: [D] }), 'success')
  const [c1, d1, c2] = [event(C), event(D), event(C)]
  for (const frame of [c1, d1, c2]) first.app.hub.publish(DEMO_SITE_UUID, frame)
  assert.equal(await onC.next(), c1)
  assert.equal(await onC.next(), c2)
  assert.equal(onC.frames.at(-1), [c1, c2], 'one frame: the array of the same events, in order')
  assert.equal(await onD.next(), d1)
  assert.equal(onD.frames.at(-1), d1, 'alone in its frame: the bare event')
  await onC.nothingYet()
})

test('unsubscribing stops the events; subscribing again under the same id replaces its rules', async () => {
  const reader = await connect(first.app)
  assert.is(await reader.subscribe('s', { content_container_uuid: [A] }), 'success')
  first.app.hub.publish(DEMO_SITE_UUID, event(A))
  assert.is((await reader.next()).content_container_uuid, A)
  assert.is(await reader.subscribe('s', { content_container_uuid: [B] }), 'success')
  const forB = event(B)
  first.app.hub.publish(DEMO_SITE_UUID, event(A))
  first.app.hub.publish(DEMO_SITE_UUID, forB)
  assert.equal(await reader.next(), forB, 'A is no longer asked for')
  await reader.unsubscribe('s')
  assert.is(first.app.hub.publish(DEMO_SITE_UUID, event(B)), 0)
  await reader.nothingYet('nothing after unsubscribing')
})

test('a comment posted through one instance reaches the other instance’s subscriber to its container only', async () => {
  const account = DEMO_ACCOUNTS.find((a) => a.role === 'user')!
  const login = (await first.app.inject({ method: 'POST', url: '/v2/users/login', payload: { email: account.email, password: account.password } })).json()
  const base = `/v4/livecomments/${DEMO_SECTION_UUID}`
  const containerOf = async (id: string) => (await first.app.inject({ method: 'POST', url: base, payload: { container_id: id } })).json().result.content_container_uuid as string
  const [here, there] = [await containerOf(`filter-here-${A}`), await containerOf(`filter-there-${A}`)]
  const onSecond = await connect(second)
  const elsewhere = await connect(second)
  assert.is(await onSecond.subscribe('here', { content_container_uuid: [here] }), 'success')
  assert.is(await elsewhere.subscribe('there', { content_container_uuid: [there] }), 'success')
  const post = (container: string, content: string) =>
    first.app.inject({ method: 'POST', url: `${base}/${container}/comments`, headers: { authorization: `Bearer ${login.access_token}` }, payload: { content } })
  assert.is((await post(there, 'Not for here')).statusCode, 201)
  assert.is((await post(here, 'For here')).statusCode, 201)
  const heard = await onSecond.next()
  assert.equal([heard.type, heard.action, heard.content_container_uuid, heard.content.content], ['event', 'created', here, 'For here'], 'the first event heard is the one for its container')
  const heardThere = await elsewhere.next()
  assert.is(heardThere.content.content, 'Not for here')
  // Both instances filter alike: published on the second, heard on the first only by its subscriber.
  const onFirst = await connect(first.app)
  assert.is(await onFirst.subscribe('here', { content_container_uuid: [here] }), 'success')
  const forThere = event(there)
  const forHere = event(here)
  second.hub.publish(DEMO_SITE_UUID, forThere)
  second.hub.publish(DEMO_SITE_UUID, forHere)
  assert.equal(await onFirst.next(), forHere)
  assert.equal(await elsewhere.next(), forThere)
  await elsewhere.nothingYet()
})

test('many sockets on many containers: each hears exactly its own container; a closed socket is forgotten', async () => {
  const containers = Array.from({ length: 5 }, () => randomUUID())
  const readers = await Promise.all(Array.from({ length: 20 }, () => connect(first.app)))
  for (const [i, reader] of readers.entries()) assert.is(await reader.subscribe('thread', { content_container_uuid: [containers[i % 5]!] }), 'success')
  // The first also follows the section: filed under another key, it hears every event, each once.
  assert.is(await readers[0]!.subscribe('section', { section_uuid: [DEMO_SECTION_UUID] }), 'success')
  const sent = containers.flatMap((container) => [event(container), event(container)])
  for (const frame of sent) assert.is(first.app.hub.publish(DEMO_SITE_UUID, frame), frame.content_container_uuid === containers[0] ? 4 : 5)
  for (const [i, reader] of readers.entries()) {
    for (const frame of i === 0 ? sent : sent.filter((f) => f.content_container_uuid === containers[i % 5])) assert.equal(await reader.next(), frame)
  }
  await Promise.all(readers.map((reader) => reader.nothingYet('no more, and none twice')))

  const before = first.app.hub.count(DEMO_SITE_UUID)
  readers[5]!.close()
  readers[10]!.close()
  // The service forgets a socket when its close arrives.
  await new Promise<void>((resolve) => {
    const gone = () => (first.app.hub.count(DEMO_SITE_UUID) === before - 2 ? resolve() : setImmediate(gone))
    gone()
  })
  const last = event(containers[0]!)
  assert.is(first.app.hub.publish(DEMO_SITE_UUID, last), 2)
  assert.equal(await readers[0]!.next(), last)
  assert.equal(await readers[15]!.next(), last)
})

test(`at most ${MAX_SUBSCRIPTIONS} subscriptions per socket and bounded rules: past them, status error`, async () => {
  const reader = await connect(second)
  for (let i = 0; i < MAX_SUBSCRIPTIONS; i++) reader.send({ type: 'subscribe', subscription_id: `s${i}`, rules: { content_container_uuid: { one_of: [randomUUID()] } } })
  for (let i = 0; i < MAX_SUBSCRIPTIONS; i++) assert.equal(await reader.next(), { type: 'subscribe', status: 'success', subscription_id: `s${i}` })
  assert.is(await reader.subscribe('one-too-many', { content_container_uuid: [A] }), 'error')
  assert.is(await reader.subscribe('s7', { content_container_uuid: [A] }), 'success', 'replacing one is no new one')
  await reader.unsubscribe('s8')
  assert.is(await reader.subscribe('room-again', { content_container_uuid: [B] }), 'success', 'an unsubscribe makes room')

  const fresh = await connect(second)
  const many = (n: number) => Array.from({ length: n }, () => randomUUID())
  assert.is(await fresh.subscribe('too-many-values', { content_container_uuid: many(101) }), 'error')
  assert.is(await fresh.subscribe('too-long', { content_container_uuid: ['x'.repeat(201)] }), 'error')
  assert.is(await fresh.subscribe('too-many-keys', Object.fromEntries(many(9).map((key) => [key, [A]]))), 'error')
  fresh.send(`{"type":"subscribe","subscription_id":"proto","rules":{"__proto__":{"one_of":["${A}"]}}}`)
  assert.equal(await fresh.next(), { type: 'subscribe', status: 'error', subscription_id: 'proto' })
  fresh.send({ type: 'subscribe', subscription_id: 'empty', rules: { content_container_uuid: { one_of: [] } } })
  assert.equal(await fresh.next(), { type: 'subscribe', status: 'error', subscription_id: 'empty' })
  // Ten subscriptions of 100 values fill the socket's share: the eleventh is refused.
  for (let i = 0; i < 10; i++) assert.is(await fresh.subscribe(`wide${i}`, { content_container_uuid: many(100) }), 'success')
  assert.is(await fresh.subscribe('wide10', { content_container_uuid: many(1) }), 'error')
  const forA = event(A)
  assert.is(await fresh.subscribe('wide0', { content_container_uuid: [A] }), 'success', 'narrowing one frees its share')
  second.hub.publish(DEMO_SITE_UUID, forA)
  assert.equal(await fresh.next(), forA)
})

test('a site broadcast reaches every socket on the site, subscribed or not, on every instance', async () => {
  const here = await connect(first.app)
  const there = await connect(second)
  const otherSite = await connect(second, randomUUID())
  const broadcast = {
    notification_uuid: randomUUID(),
    actor_uuid: randomUUID(),
    notification_type: 'broadcast_site' as const,
    section_uuid: DEMO_SECTION_UUID,
    status: 'pending' as const,
    target_title: 'Polls close at eight',
    target_url: 'http://localhost/election',
    time: Date.now(),
  }
  assert.ok(first.app.hub.broadcast(DEMO_SITE_UUID, broadcast) >= 1, 'every socket here, this one too')
  const frame = { type: 'notification broadcast', action: 'notified', payload: broadcast }
  assert.equal(await here.next(), frame)
  assert.equal(await there.next(), frame)
  // The other site's socket hears the next thing sent to it, not the broadcast.
  await otherSite.nothingYet('another site hears no broadcast')
})

test.run()
