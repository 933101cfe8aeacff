/**
 * The paywall on the comments widget (document 3 §2, §4, §8; document 4 §2), against the in-memory
 * reference service on a fake clock: an anonymous visitor over the visible comments gets the wall in
 * place of "load more" and only the visible comments in the page; a top visitor after more than two
 * presses; the page's own interceptor beside ours; sign-in takes the wall down; a registered user sees
 * their remaining posts, then the wall in place of the post and reply forms for the reset period; the
 * provider's release, its error and an outdated browser restore the controls; pages and overrides.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { randomUUID } from 'node:crypto'
import { issueTokens } from '../../../examples/server/auth/tokens'
import { hashPassword } from '../../../examples/server/passwords'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID } from '../../../examples/server/seed'
import { domService } from '../../support/dom-service'
import { memoryStorage } from '../../support/fake-service'
import { rendered } from '../comments/support'
import { startWalled } from './support'

const served = domService(test)
const api = served.api
const DAY = 86_400_000

const list = () => screen.getByRole('list', { name: 'Comments' })
const topLevel = () => within(list()).getAllByRole('article').filter((a) => a.closest('ul') === list())
const wall = () => screen.queryByRole('region', { name: 'Keep reading the conversation' })
const loadMore = () => screen.queryByRole('button', { name: 'Load more comments' })
const settle = () => act(async () => {
  await api.settle()
})

test('a low visitor over the visible comments: the wall instead of load more, only 2 comments in the page, one wall view', async () => {
  const { args, provider, product } = await startWalled(api, { href: 'http://localhost:8080/article?audience=low' })
  await rendered(() => assert.ok(wall()))
  assert.is(topLevel().length, 2, 'the other comments are not in the page')
  assert.ok(document.activeElement !== wall(), 'a wall that comes with the page takes no focus')
  assert.is(loadMore(), null)
  assert.ok(screen.getByRole('button', { name: 'Sign in' }))
  assert.equal(args.get('analytics/wall_view'), [[{ type: 'anonymous', segment: 'low', areas: 'load_more' }]])
  assert.is(provider.started, 1, 'the provider runs while the wall is up')
  assert.is(new Set(provider.shown).size, 1, 'its offer drawn in the wall')
  assert.ok(wall()!.contains(provider.shown[0]!))
  assert.is(provider.options!.appId, 'test-app')
  const outcome = await product.kernel.actions.call('live_comments.load_more', { params: {} })
  assert.equal(outcome, { error: 'paywall', code: 'Intercepted' })
})

test('a new visitor reading for 3 s becomes low: the wall comes in place of load more and what they read stays', async () => {
  const { timers, args } = await startWalled(api)
  await rendered(() => assert.ok(loadMore()))
  assert.is(wall(), null, 'no segment yet')
  await act(() => timers.tick(3000))
  await rendered(() => assert.ok(wall()))
  assert.is(topLevel().length, 20, 'the comments already shown stay')
  assert.equal(args.get('analytics/wall_view'), [[{ type: 'anonymous', segment: 'low', areas: 'load_more' }]])
})

test('a visitor of no segment reads on; the page\'s own interceptor runs after ours, in registration order', async () => {
  const { product, args } = await startWalled(api, { href: 'http://localhost:8080/article?audience=none' })
  await rendered(() => assert.ok(loadMore()))
  const order: string[] = []
  product.kernel.interceptors.add('live_comments.load_more', (call) => {
    order.push('page')
    call.continue()
  })
  assert.is(wall(), null)
  fireEvent.click(loadMore()!)
  await settle()
  await rendered(() => assert.ok(topLevel().length > 10))
  assert.equal(order, ['page'])
  assert.is(args.get('analytics/wall_view'), undefined)
})

test('a top visitor: no wall until more than 2 presses of load more; what they read stays', async () => {
  const { args } = await startWalled(api, { href: 'http://localhost:8080/article?audience=top', html: '<vf-conversations vf-container-id="riverside-park" limit="5" pagination-limit="5"></vf-conversations>' })
  await rendered(() => assert.ok(loadMore()))
  const pressLoadMore = () => {
    // As a reader does: the button has the focus as it is pressed.
    loadMore()!.focus()
    fireEvent.click(loadMore()!)
  }
  for (let press = 1; press <= 2; press++) {
    pressLoadMore()
    await settle()
    await rendered(() => assert.is(topLevel().length, 10 + press * 5))
    assert.is(wall(), null, `press ${press}`)
  }
  pressLoadMore()
  await settle()
  await rendered(() => assert.ok(wall()))
  assert.is(topLevel().length, 20, 'the 20 read stay; nothing more came')
  await rendered(() => assert.ok(document.activeElement === wall(), 'the keyboard goes on from the wall that took the button’s place'))
  assert.equal(args.get('analytics/wall_view'), [[{ type: 'anonymous', segment: 'top', areas: 'load_more' }]])
})

test('signing in takes the wall down: the controls and every loaded comment are back', async () => {
  const { product } = await startWalled(api, { href: 'http://localhost:8080/article?audience=medium' })
  await rendered(() => assert.ok(wall()))
  const reader = DEMO_ACCOUNTS[2]!
  await act(async () => {
    await product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
    await api.settle()
  })
  await rendered(() => assert.is(wall(), null))
  await rendered(() => assert.ok(loadMore()))
  assert.is(topLevel().length, 20, 'the first screen: limit and pagination limit')
})

test('the provider releases the wall, or breaks: the controls are restored', async () => {
  for (const event of [{ type: 'release' }, { type: 'fail', error: new Error('provider script error') }] as const) {
    const { provider } = await startWalled(api, { href: 'http://localhost:8080/article?audience=low' })
    await rendered(() => assert.ok(wall()))
    act(() => provider.send(event))
    await rendered(() => assert.ok(loadMore()), {})
    assert.is(wall(), null, event.type)
    assert.is(topLevel().length, 20)
    document.body.innerHTML = ''
  }
})

test('an outdated browser gets no wall', async () => {
  const { args } = await startWalled(api, { href: 'http://localhost:8080/article?audience=low', supported: false })
  await rendered(() => assert.ok(loadMore()))
  assert.is(wall(), null)
  assert.is(args.get('analytics/wall_view'), undefined)
})

test('only on pages whose path holds a wall fragment; trg puts the wall in place of the post form', async () => {
  await startWalled(api, { href: 'http://localhost:8080/article?audience=low', settings: { walls_url_locations: '/premium' } })
  await rendered(() => assert.ok(loadMore()))
  assert.is(wall(), null)
  document.body.innerHTML = ''
  await startWalled(api, { href: 'http://localhost:8080/premium/article?audience=low&trg=post', settings: { walls_url_locations: '/premium' } })
  await rendered(() => assert.ok(wall()))
  assert.ok(loadMore(), 'load more stays: the post form is the walled area')
  assert.is(screen.queryByRole('textbox', { name: 'Join the conversation' }), null)
})

test('non-vf-auth=true: the wall offers no sign-in of ours (the publisher\'s own, through the provider)', async () => {
  const { provider, args } = await startWalled(api, { href: 'http://localhost:8080/article?audience=low&non-vf-auth=true' })
  await rendered(() => assert.ok(wall()))
  assert.is(within(wall()!).queryByRole('button', { name: 'Sign in' }), null)
  provider.options!.onLogin()
  assert.equal(args.get('authentication/required')?.at(-1), [{ trigger: 'paywall', method: 'login' }])
})

test('dbg=true: the provider runs in debug mode and the wall says what it decides in the console', async () => {
  const said: unknown[][] = []
  const info = console.info
  console.info = (...args: unknown[]) => void said.push(args)
  try {
    const { provider } = await startWalled(api, { href: 'http://localhost:8080/article?audience=low&dbg=true' })
    // The wall, the provider it starts and the log lines come in turn: each is waited for, none assumed.
    await rendered(() => {
      assert.ok(wall())
      assert.is(provider.options?.debug, true)
      assert.ok(said.some(([first]) => first === '[viafoura] paywall: wall shown'), 'the wall view is logged')
      assert.ok(said.some(([first]) => first === '[viafoura] paywall: open → walled'))
    })
  } finally {
    console.info = info
  }
})

test('a registered reader: the remaining count, then the wall in place of the post and reply forms for the reset period', async () => {
  let now = Date.UTC(2026, 5, 1)
  const storage = memoryStorage()
  const reader = DEMO_ACCOUNTS[2]!
  const signIn = async (product: { kernel: { actions: { call: (...a: any[]) => Promise<unknown> } } }) =>
    act(async () => {
      await product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
      await api.settle()
    })
  const { product } = await startWalled(api, { now: () => now, storage })
  await signIn(product)
  await rendered(() => assert.ok(screen.getByText('Comments left before the subscriber wall: 2')))
  const box = () => screen.getByRole('textbox', { name: 'Join the conversation' })
  for (const [text, left] of [['First of two', '1'], ['Second of two', undefined]] as const) {
    fireEvent.change(box(), { target: { value: text } })
    fireEvent.click(screen.getByRole('button', { name: 'Post' }))
    await settle()
    if (left) await rendered(() => assert.ok(screen.getByText(`Comments left before the subscriber wall: ${left}`)))
  }
  await rendered(() => assert.ok(screen.getByRole('region', { name: 'You have used your comments for now' })))
  assert.ok(screen.getByText('Days until you can comment again: 30'))
  assert.is(screen.queryByRole('textbox', { name: 'Join the conversation' }), null, 'no post form')
  const refused = await product.kernel.actions.call('comments.post', { params: { content: 'a third' } })
  assert.equal(refused, { error: 'paywall', code: 'Intercepted' })
  fireEvent.click(within(topLevel()[1]!).getAllByRole('button', { name: 'Reply' })[0]!)
  await rendered(() => assert.is(screen.getAllByRole('region', { name: 'You have used your comments for now' }).length, 2))

  // A later page, 29 days on: still walled, one day left.
  document.body.innerHTML = ''
  now += 29 * DAY
  await startWalled(api, { now: () => now, storage })
  await rendered(() => assert.ok(screen.getByText('Days until you can comment again: 1')))
  // The reset period (30 days from the time one post remained) is over: the form and the full allowance are back.
  document.body.innerHTML = ''
  now += DAY
  await startWalled(api, { now: () => now, storage })
  await rendered(() => assert.ok(screen.getByText('Comments left before the subscriber wall: 2')))
  assert.ok(box())
  assert.is(screen.queryByRole('region', { name: 'You have used your comments for now' }), null)
})

test('a registered reader who posted 4 times on another device: the service’s count, so 2 left of 6, the wall at the sixth; a new device walls at once', async () => {
  const { db, config, app } = served.service
  const email = 'elsewhere@demo.vf'
  const password = 'elsewhere-pass-2026'
  const uuid = randomUUID()
  await db.query(`insert into users (uuid, section_uuid, name, email, password_hash, user_privilege, email_verification_status) values ($1, $2, 'Eli Elsewhere', $3, $4, 'user', 'approved')`, [uuid, DEMO_SECTION_UUID, email, await hashPassword(password)])
  // The other device: four comments through the service, none in this browser's storage.
  const { access_token: token } = await issueTokens(db, config, uuid)
  const base = `/v4/livecomments/${DEMO_SECTION_UUID}`
  const container = (await app.inject({ method: 'GET', url: `${base}?container_id=riverside-park&limit=1` })).json().result.container.content_container_uuid
  for (let n = 1; n <= 4; n++) {
    const answer = await app.inject({ method: 'POST', url: `${base}/${container}/comments`, headers: { authorization: `Bearer ${token}` }, payload: { content: `From my phone, ${n}` } })
    assert.is(answer.statusCode, 201, answer.body)
  }
  const settings = { walls_num_post_to_wall_reg: 6 }
  const signIn = (product: { kernel: { actions: { call: (...a: any[]) => Promise<unknown> } } }) =>
    act(async () => {
      await product.kernel.actions.call('session.login', { params: { email, password } })
      await api.settle()
    })
  const { product } = await startWalled(api, { settings })
  await signIn(product)
  await rendered(() => assert.ok(screen.getByText('Comments left before the subscriber wall: 2')))
  const box = () => screen.getByRole('textbox', { name: 'Join the conversation' })
  fireEvent.change(box(), { target: { value: 'Fifth, from the laptop' } })
  fireEvent.click(screen.getByRole('button', { name: 'Post' }))
  await settle()
  await rendered(() => assert.ok(screen.getByText('Comments left before the subscriber wall: 1')))
  fireEvent.change(box(), { target: { value: 'Sixth, the last one' } })
  fireEvent.click(screen.getByRole('button', { name: 'Post' }))
  await settle()
  await rendered(() => assert.ok(screen.getByRole('region', { name: 'You have used your comments for now' })))
  assert.ok(screen.getByText('Days until you can comment again: 30'))
  assert.equal(await product.kernel.actions.call('comments.post', { params: { content: 'a seventh' } }), { error: 'paywall', code: 'Intercepted' })

  // Ten days on, a third device (new storage): walled at once, for the 20 days left of the period that
  // began with the post that left one (the fifth), not a fresh 30.
  await db.query(`update paywall_posts set date_created = date_created - interval '10 days' where user_uuid = $1`, [uuid])
  document.body.innerHTML = ''
  const third = await startWalled(api, { settings, storage: memoryStorage() })
  await signIn(third.product)
  await rendered(() => assert.ok(screen.getByRole('region', { name: 'You have used your comments for now' })))
  assert.ok(screen.getByText('Days until you can comment again: 20'))
  assert.is(screen.queryByRole('textbox', { name: 'Join the conversation' }), null)
})

test('while the service cannot say how many posts the reader made, this browser counts them', async () => {
  const failing = {
    ...api,
    fetch: (async (input: string | URL | Request, init?: RequestInit) =>
      String(input instanceof Request ? input.url : input).includes('/paywall/posts') ? new Response(JSON.stringify({ message: 'Down for a moment', error_status: 503 }), { status: 503, headers: { 'content-type': 'application/json' } }) : api.fetch(input, init)) as typeof fetch,
  }
  const { product, logged } = await startWalled(failing, { settings: { walls_num_post_to_wall_reg: 3 } })
  const reader = DEMO_ACCOUNTS[2]!
  await act(async () => {
    await product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
    await api.settle()
  })
  await rendered(() => assert.ok(logged.warn.some((line) => line.includes('the service could not say how many comments the reader posted')), logged.warn.join('\n')))
  await rendered(() => assert.ok(screen.getByText('Comments left before the subscriber wall: 3')))
  fireEvent.change(screen.getByRole('textbox', { name: 'Join the conversation' }), { target: { value: 'Counted here' } })
  fireEvent.click(screen.getByRole('button', { name: 'Post' }))
  await settle()
  await rendered(() => assert.ok(screen.getByText('Comments left before the subscriber wall: 2')))
})

test.run()
