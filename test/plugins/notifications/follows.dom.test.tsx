/**
 * Following the page and its threads, the community tab kept current, and the display name in the
 * settings tab — in the tray against the reference service: "Follow this page" in the feed (pressed,
 * kept by the service, a new comment on the page then notifies), a thread followed through its action
 * (a reply in it then notifies, said as a thread's), a guest asked to sign in; a new follower arriving
 * live joins the community tab and is said politely; a new name saved through `session.update_profile`,
 * a taken one marked on the field.
 */
import { test } from 'uvu'
import { randomUUID } from 'node:crypto'
import * as assert from 'uvu/assert'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { issueTokens } from '../../../examples/server/auth/tokens'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID } from '../../../examples/server/seed'
import { notificationsPlugin } from '../../../plugins/notifications'
import { domService } from '../../support/dom-service'
import { bearer, signInDemo } from '../../server/support'
import { trayStarter } from '../tray/support'

const served = domService(test)
const api = served.api
const start = trayStarter(api.fetch)
const UMA = DEMO_ACCOUNTS[2]!
const base = `/v4/livecomments/${DEMO_SECTION_UUID}`

async function startSignedIn(record: Array<[string, string]> = []) {
  const started = await start('<vf-tray></vf-tray>', { plugins: () => [notificationsPlugin()], record })
  await act(async () => {
    await started.product.kernel.actions.call('session.login', { params: { email: UMA.email, password: UMA.password } })
    await api.settle()
  })
  return started
}

async function openTab(product: Awaited<ReturnType<typeof start>>['product'], tab: string) {
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, tab]))
  return waitFor(() => screen.getByRole('dialog'), { timeout: 10_000 })
}

test.before.each(async () => {
  await served.service.db.query('delete from notifications')
  await served.service.db.query('delete from page_follows')
  await served.service.db.query('delete from thread_follows')
})

test('"Follow this page" in the feed: pressed and kept by the service; a new comment on the page then notifies; unfollowed, the next does not', async () => {
  const { product } = await startSignedIn([['page-follow', 'followed'], ['page-follow', 'unfollowed']])
  const tray = await openTab(product, 'vf-feed')
  const follow = await waitFor(() => within(tray).getByRole('button', { name: 'Follow this page' }), { timeout: 10_000 })
  assert.is(follow.getAttribute('aria-pressed'), 'false')
  await act(async () => {
    fireEvent.click(follow)
    await api.settle()
  })
  const following = await waitFor(() => within(tray).getByRole('button', { name: 'Following this page' }))
  assert.is(following.getAttribute('aria-pressed'), 'true')
  const [row] = await served.service.db.query<{ page_uuid: string; url: string }>('select f.page_uuid, p.url from page_follows f join pages p on p.uuid = f.page_uuid')
  assert.is(row?.url, 'http://localhost:8080/article')

  // Mo comments on the page's discussion: Uma's feed has it once read again.
  const app = served.service.app
  const mo = await signInDemo(app, 1)
  const container = (await app.inject({ method: 'POST', url: base, payload: { container_id: `follows-dom-${randomUUID()}`, page_uuid: row!.page_uuid } })).json().result.content_container_uuid
  assert.is((await app.inject({ method: 'POST', url: `${base}/${container}/comments`, headers: bearer(mo.token), payload: { content: 'The council votes tonight.' } })).statusCode, 201)
  await act(async () => {
    await product.kernel.actions.call('notifications.refresh', { params: {} })
    await api.settle()
  })
  await waitFor(() => within(tray).getByText('Mo Moderator commented on a page you follow'), { timeout: 10_000 })

  await act(async () => {
    fireEvent.click(following)
    await api.settle()
  })
  await waitFor(() => within(tray).getByRole('button', { name: 'Follow this page' }))
  assert.equal(await served.service.db.query('select 1 from page_follows'), [])
})

test('a thread followed through its action: a reply in it notifies, said as a thread’s; the state is read again at sign-in; a guest is asked to sign in', async () => {
  const app = served.service.app
  const mo = await signInDemo(app, 1)
  const ada = await signInDemo(app, 0)
  const container = (await app.inject({ method: 'POST', url: base, payload: { container_id: `follows-dom-${randomUUID()}` } })).json().result.content_container_uuid
  const thread = (await app.inject({ method: 'POST', url: `${base}/${container}/comments`, headers: bearer(ada.token), payload: { content: 'Should the market move to Sundays?' } })).json().result.content.content_uuid
  const { product, events } = await startSignedIn([['page-follow', 'followed']])
  await act(async () => {
    await product.kernel.actions.call('notifications.follow_thread', { params: { uuid: thread } })
    await api.settle()
  })
  assert.ok(events.includes('page-follow/followed'))
  assert.is((product.kernel.store.getState() as { follows: { threads: Record<string, true> } }).follows.threads[thread], true)
  assert.is((await app.inject({ method: 'POST', url: `${base}/${container}/comments/${thread}`, headers: bearer(mo.token), payload: { content: 'Yes, please.' } })).statusCode, 201)
  const tray = await openTab(product, 'vf-feed')
  await act(async () => {
    await product.kernel.actions.call('notifications.refresh', { params: {} })
    await api.settle()
  })
  await waitFor(() => within(tray).getByText('Mo Moderator replied in a thread you follow'), { timeout: 10_000 })

  await act(async () => {
    await product.kernel.actions.call('session.logout', { params: {} })
    await api.settle()
  })
  assert.equal((product.kernel.store.getState() as { follows: { threads: Record<string, true> } }).follows.threads, {}, 'forgotten on sign-out')
  const refused = (await product.kernel.actions.call('notifications.follow_thread', { params: { uuid: thread } })) as { reason?: string }
  assert.is(refused.reason, 'sign_in_required')
})

test('the community tab: a new follower arriving live joins the followers at once and is said politely', async () => {
  const uma = await signInDemo(served.service.app, 2)
  await served.service.db.query('delete from user_follows where followed_uuid = $1', [uma.uuid])
  const { product } = await startSignedIn()
  const tray = await openTab(product, 'vf-community')
  await waitFor(() => within(tray).getByText('Nobody follows you yet.'), { timeout: 10_000 })

  const nils = randomUUID()
  await served.service.db.query('insert into users (uuid, section_uuid, name) values ($1, $2, $3)', [nils, DEMO_SECTION_UUID, 'Nils Berg'])
  const { access_token: token } = await issueTokens(served.service.db, served.service.config, nils)
  assert.is((await served.service.app.inject({ method: 'POST', url: `/v5/subscriptions/${DEMO_SECTION_UUID}/users/${uma.uuid}`, headers: bearer(token) })).statusCode, 200)
  const [made] = await served.service.db.query<{ notification_uuid: string }>(`select notification_uuid from notifications where actor_uuid = $1 and notification_type = 'follow'`, [nils])
  // The push channel's record, as the realtime plugin publishes it.
  await act(async () => {
    product.kernel.bus.publish('notification', 'received', [{ notification_uuid: made!.notification_uuid, grouping_key: `follow:${uma.uuid}`, section_uuid: DEMO_SECTION_UUID, notification_type: 'follow', service_type: 'notifications', actor_uuid: nils, target_uuid: uma.uuid, status: 'pending', time: Date.now() }])
    await api.settle()
  })
  const followers = await waitFor(() => within(tray).getByRole('list', { name: 'Followers: 1' }), { timeout: 10_000 })
  await waitFor(() => within(followers).getByRole('button', { name: 'Follow back Nils Berg' }), { timeout: 10_000 })
  await waitFor(() => assert.ok(within(tray).getAllByRole('status').some((s) => s.textContent === 'New follower: Nils Berg'), within(tray).getAllByRole('status').map((s) => s.textContent).join(' | ')))
})

test('the settings tab: a new display name is saved through the session (said politely, shown everywhere); a taken one marks the field', async () => {
  const { product, vf } = await startSignedIn()
  const tray = await openTab(product, 'vf-settings')
  const field = (await waitFor(() => within(tray).getByRole('textbox', { name: 'Display name' }), { timeout: 10_000 })) as HTMLInputElement
  assert.is(field.value, 'Uma Reader')
  const save = within(tray).getByRole('button', { name: 'Save name' }) as HTMLButtonElement
  assert.ok(save.disabled, 'nothing to save yet')
  const name = `Uma R ${Date.now() % 100000}`
  await act(async () => {
    fireEvent.change(field, { target: { value: name } })
  })
  await act(async () => {
    fireEvent.click(save)
    await api.settle()
  })
  await waitFor(() => within(tray).getByText('Your new name is saved.'))
  assert.is(((await vf.context.get('user')) as { name: string }).name, name)
  await waitFor(() => within(tray).getByText(`You appear as ${name}.`))

  await act(async () => {
    fireEvent.change(field, { target: { value: 'Ada Admin' } })
  })
  await act(async () => {
    fireEvent.click(save)
    await api.settle()
  })
  await waitFor(() => within(tray).getByText('This name is already taken. Please choose another one.'))
  assert.is(field.getAttribute('aria-invalid'), 'true')
  assert.is(field.value, 'Ada Admin', 'the draft is kept')
  await served.service.db.query(`update users set name = 'Uma Reader' where email = $1`, [UMA.email])
})

test.run()
