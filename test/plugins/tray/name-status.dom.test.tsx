/**
 * Username pre-moderation in the reader's own tray, against the reference service with the site's
 * enable_username_premoderation on: after choosing a new name, the profile and account tabs say it waits
 * for a moderator (and that others see the name they have until then); after a moderator rejects it,
 * they say so; once approved, the new name is simply theirs. The notice is a polite status.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, screen, waitFor, within } from '@testing-library/react'
import type { Product } from '../../../kernel/startup'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID } from '../../../examples/server/seed'
import trayEn from '../../../plugins/tray/locales/en-us'
import { domService } from '../../support/dom-service'
import { bearer, signInDemo } from '../../server/support'
import { trayStarter } from './support'

const served = domService(test)
const api = served.api
const start = trayStarter(api.fetch)
const reader = DEMO_ACCOUNTS[2]!
const tray = () => screen.getByRole('dialog', { name: trayEn.tray.title })
/** The text with the names' bidi isolates taken out (what a reader reads). */
const plain = (element: Element) => (element.textContent ?? '').replace(/[\u2068\u2069]/g, '')

test.before(async () => {
  await served.service.db.query(`update sections set settings = settings || '{"enable_username_premoderation": 1}' where section_uuid = $1`, [DEMO_SECTION_UUID])
})

async function signIn(product: Product) {
  await act(async () => {
    await product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
    await api.settle()
  })
}

async function openTab(product: Product, tab: 'vf-profile' | 'vf-account') {
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, tab]))
  await waitFor(() => tray())
}

/** A moderator's decision on the reader's waiting name, through the service. */
async function decide(decision: 'approve' | 'reject') {
  const mo = await signInDemo(served.service.app, 1)
  const uma = await signInDemo(served.service.app, 2)
  const answer = await served.service.app.inject({ method: 'POST', url: `/v2/${DEMO_SECTION_UUID}/moderation/usernames/${uma.uuid}/${decision}`, headers: bearer(mo.token) })
  assert.is(answer.statusCode, 200, answer.body)
}

test('a new name waiting for a moderator: the profile and the account say so, with the name others still see', async () => {
  const { product } = await start('<vf-tray></vf-tray>')
  await signIn(product)
  const outcome = await act(async () => {
    const result = await product.kernel.actions.call('session.update_profile', { params: { name: 'Uma Waiting' } })
    await api.settle()
    return result
  })
  assert.equal([(outcome as { name: string }).name, (outcome as { username_moderation_status: string }).username_moderation_status], [reader.name, 'pending_update'])
  const expected = `Your new name, Uma Waiting, is waiting for a moderator’s approval. Until then, others see you as ${reader.name}.`

  await openTab(product, 'vf-profile')
  const heading = await waitFor(() => within(tray()).getByRole('heading', { name: reader.name }))
  assert.ok(heading, 'the profile still shows the name the reader has')
  const notices = () => within(tray()).getAllByRole('status').filter((element) => element.classList.contains('vf-name-status'))
  await waitFor(() => assert.is(notices().length, 1))
  assert.is(plain(notices()[0]!), expected)
  assert.is(notices()[0]!.getAttribute('data-status'), 'warning')

  await openTab(product, 'vf-account')
  await waitFor(() => within(tray()).getByText(trayEn.profile.name))
  await waitFor(() => assert.is(notices().length, 1))
  assert.is(plain(notices()[0]!), expected)
})

test('a rejected name: the account says a moderator did not approve it and which name the reader keeps; an approved one leaves no notice', async () => {
  await decide('reject')
  const first = await start('<vf-tray></vf-tray>')
  await signIn(first.product)
  await openTab(first.product, 'vf-account')
  const notices = () => within(tray()).queryAllByRole('status').filter((element) => element.classList.contains('vf-name-status'))
  await waitFor(() => assert.is(notices().length, 1))
  assert.is(plain(notices()[0]!), `A moderator did not approve your new name. You still appear as ${reader.name}; you can choose another name in Settings.`)
  assert.is(notices()[0]!.getAttribute('data-status'), 'error')

  await act(async () => {
    await first.product.kernel.actions.call('session.update_profile', { params: { name: 'Uma Approved' } })
    await api.settle()
  })
  await waitFor(() => assert.match(plain(notices()[0]!), 'Your new name, Uma Approved, is waiting'))
  await decide('approve')
  // The reader's next sign-in reads their record again.
  await act(async () => {
    await first.product.kernel.actions.call('session.logout', {})
    await api.settle()
  })
  await signIn(first.product)
  await openTab(first.product, 'vf-profile')
  await waitFor(() => within(tray()).getByRole('heading', { name: 'Uma Approved' }))
  assert.is(notices().length, 0)
})

test.run()
