/**
 * `<vf-topic-follow>` and `vf.topics.*` (document 1 §2, document 2 §7, document 4 §2) against the
 * reference service: a reader follows and unfollows a topic with the button (its count following), the
 * page's calls answer the same, `minimum-count` hides a small count, and a guest is asked to sign in.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { DEMO_ACCOUNTS } from '../../../examples/server/seed'
import { notificationsPlugin } from '../../../plugins/notifications'
import { domService } from '../../support/dom-service'
import { trayStarter } from '../tray/support'

const served = domService(test)
const api = served.api
const start = trayStarter(api.fetch)
const UMA = DEMO_ACCOUNTS[2]!

async function page(html: string, signedIn: boolean) {
  const started = await start(html, { plugins: () => [notificationsPlugin()], record: [['topics', 'followed'], ['topics', 'unfollowed'], ['authentication', 'required']] })
  if (signedIn) {
    await act(async () => {
      await started.product.kernel.actions.call('session.login', { params: { email: UMA.email, password: UMA.password } })
      await api.settle()
    })
  }
  return started
}

test.before.each(async () => {
  await served.service.db.query('delete from topic_subscriptions')
})

test('a reader follows a topic with the button (pressed, counted, announced as topics/followed), the page’s calls agree, and unfollows it', async () => {
  const { vf, events } = await page('<vf-topic-follow topic-id="city-hall" topic-name="City hall" show-count="true"></vf-topic-follow>', true)
  const button = await waitFor(() => screen.getByRole('button', { name: 'Follow City hall' }), { timeout: 10_000 })
  assert.is(button.getAttribute('aria-pressed'), 'false')
  await waitFor(() => screen.getByText('Followers: 0'))
  await act(async () => {
    fireEvent.click(button)
    await api.settle()
  })
  const following = await waitFor(() => screen.getByRole('button', { name: 'Following City hall' }))
  assert.is(following.getAttribute('aria-pressed'), 'true')
  assert.ok(screen.getByText('Followers: 1'))
  assert.ok(events.includes('topics/followed'))
  assert.is(await vf.topics.isSubscribedTo('city-hall'), true)
  assert.equal((await vf.topics.fetch()).map((t: { topic_id: string; topic_name: string }) => [t.topic_id, t.topic_name]), [['city-hall', 'City hall']])
  assert.is(await vf.topics.count('city-hall'), 1)

  await act(async () => {
    await vf.topics.subscribe('author-ana', 'Ana Ruiz', 'author')
    await api.settle()
  })
  assert.equal((await served.service.db.query<{ topic_type: string }>("select topic_type from topic_subscriptions where topic_id = 'author-ana'"))[0], { topic_type: 'author' })

  await act(async () => {
    fireEvent.click(following)
    await api.settle()
  })
  await waitFor(() => screen.getByRole('button', { name: 'Follow City hall' }))
  assert.ok(screen.getByText('Followers: 0'))
  assert.ok(events.includes('topics/unfollowed'))
  assert.is(await vf.topics.isSubscribedTo('city-hall'), false)
})

test('minimum-count hides a count below it; a malformed one falls back to 0; a bad topic id is refused by the calls', async () => {
  const { vf } = await page(
    '<vf-topic-follow topic-id="parks" topic-name="Parks" show-count="true" minimum-count="5"></vf-topic-follow><vf-topic-follow topic-id="roads" topic-name="Roads" show-count="true" minimum-count="lots"></vf-topic-follow>',
    true,
  )
  await waitFor(() => screen.getByRole('button', { name: 'Follow Roads' }), { timeout: 10_000 })
  await waitFor(() => screen.getByText('Followers: 0'))
  assert.is(screen.getAllByText(/^Followers: /).length, 1, 'the parks count (0 of a minimum of 5) is not shown')
  let refused = ''
  try {
    await vf.topics.subscribe('<b>')
  } catch (error) {
    refused = (error as Error).message
  }
  assert.match(refused, 'Invalid topic id')
})

test('a guest’s press asks them to sign in, and nothing is followed', async () => {
  const { events } = await page('<vf-topic-follow topic-id="city-hall" topic-name="City hall"></vf-topic-follow>', false)
  const button = await waitFor(() => screen.getByRole('button', { name: 'Follow City hall' }), { timeout: 10_000 })
  await act(async () => {
    fireEvent.click(button)
    await api.settle()
  })
  assert.ok(events.includes('authentication/required'))
  assert.equal(await served.service.db.query('select 1 from topic_subscriptions'), [])
  assert.is(screen.getByRole('button', { name: 'Follow City hall' }).getAttribute('aria-pressed'), 'false')
})

test.run()
