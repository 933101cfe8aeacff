/**
 * `<vf-push-opt-in>` against the reference service, with the browser's worker, Push API and permission
 * faked (happy-dom has none; Chromium without a push service cannot subscribe): the worker registered
 * from its fixed path with a version, the permission asked from the press, the subscription sent and
 * removed, a denial explained, the 2 s worker wait failing with a retry, HTTP refused off localhost.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { DEMO_ACCOUNTS } from '../../../examples/server/seed'
import { notificationsPlugin } from '../../../plugins/notifications'
import { pushPlugin } from '../../../plugins/push'
import type { PushHost } from '../../../plugins/push/browser'
import { domService } from '../../support/dom-service'
import { trayStarter } from '../tray/support'

const served = domService(test)
const api = served.api
const start = trayStarter(api.fetch)
const UMA = DEMO_ACCOUNTS[2]!

interface Fake {
  host: PushHost
  registered: string[]
  asked: number
  assigned: string[]
  makeActive(): void
}

function fakeBrowser(options: { answer?: NotificationPermission; active?: boolean; hostname?: string; protocol?: string } = {}): Fake {
  let current: PushSubscription | null = null
  let active = options.active ?? true
  const subscription = {
    endpoint: 'https://push.example/fcm/send/sub-123',
    getKey: () => new Uint8Array([1, 2, 3, 4]).buffer,
    unsubscribe: async () => ((current = null), true),
  } as unknown as PushSubscription
  const registration = () =>
    ({
      active: active ? {} : null,
      update: async () => undefined,
      pushManager: { getSubscription: async () => current, subscribe: async () => (current = subscription) },
    }) as unknown as ServiceWorkerRegistration
  const fake: Fake = {
    registered: [],
    asked: 0,
    assigned: [],
    makeActive: () => void (active = true),
    host: {
      location: { protocol: options.protocol ?? 'http:', hostname: options.hostname ?? 'localhost', href: 'http://localhost:8080/article', assign: (url: string) => void fake.assigned.push(url) },
      navigator: {
        serviceWorker: {
          register: async (url: string) => (fake.registered.push(url), registration()),
          ready: new Promise(() => {}),
        } as unknown as ServiceWorkerContainer,
      },
      Notification: {
        permission: 'default',
        async requestPermission() {
          fake.asked++
          this.permission = options.answer ?? 'granted'
          return this.permission
        },
      },
      PushManager: function PushManager() {},
    },
  }
  return fake
}

async function page(fake: Fake, signedIn = true) {
  const started = await start('<vf-push-opt-in></vf-push-opt-in>', { plugins: () => [pushPlugin({ host: () => fake.host })], record: [['push', 'state']] })
  if (signedIn) {
    await act(async () => {
      await started.product.kernel.actions.call('session.login', { params: { email: UMA.email, password: UMA.password } })
      await api.settle()
    })
  }
  return started
}

test.before.each(async () => {
  await served.service.db.query('delete from push_subscriptions')
  await served.service.db.query('delete from notification_settings')
})

test('on localhost: the worker is registered from its path with a version; the press asks the permission, subscribes and tells the service; turning off removes it', async () => {
  const fake = fakeBrowser()
  const { events } = await page(fake)
  const on = await waitFor(() => screen.getByRole('button', { name: 'Turn on notifications' }), { timeout: 10_000 })
  await waitFor(() => assert.ok(screen.getByText(/^Get notified in this browser/)))
  assert.match(fake.registered[0] ?? '', /\/push-worker\.js\?v=1$/)
  assert.is(fake.asked, 0, 'no permission asked before the press')
  await act(async () => {
    fireEvent.click(on)
    await api.settle()
  })
  await waitFor(() => screen.getByText('Notifications are on in this browser.'))
  assert.is(fake.asked, 1)
  const [row] = await served.service.db.query<{ subscription_id: string; endpoint: string; public_key: string }>('select subscription_id, endpoint, public_key from push_subscriptions')
  assert.equal(row, { subscription_id: 'sub-123', endpoint: 'https://push.example/fcm/send/sub-123', public_key: 'AQIDBA' })
  const locales = await served.service.db.query<{ locale: string }>(`select meta->>'locale' as locale from push_subscriptions`)
  assert.equal(locales, [{ locale: 'en-us' }], 'the reader’s locale goes with the subscription')
  assert.equal((await served.service.db.query<{ is_user_notification_on: boolean }>('select is_user_notification_on from notification_settings'))[0], { is_user_notification_on: true })
  assert.ok(events.includes('push/state:subscribed'))
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Turn off notifications' }))
    await api.settle()
  })
  await waitFor(() => screen.getByRole('button', { name: 'Turn on notifications' }))
  assert.equal(await served.service.db.query('select 1 from push_subscriptions'), [])
})

test('a reader reading in French subscribes in fr-fr: the service keeps that locale for the pushes it writes', async () => {
  const fake = fakeBrowser()
  const { product } = await page(fake)
  await act(async () => void (await product.i18n.changeLanguage('fr-fr')))
  const on = await waitFor(() => screen.getByRole('button', { name: 'Activer les notifications' }), { timeout: 10_000 })
  await act(async () => {
    fireEvent.click(on)
    await api.settle()
  })
  await waitFor(async () => assert.equal(await served.service.db.query(`select meta->>'locale' as locale from push_subscriptions`), [{ locale: 'fr-fr' }]))
})

test('a refused permission (NotAllowedError) is explained, not failed', async () => {
  const fake = fakeBrowser({ answer: 'denied' })
  await page(fake)
  const on = await waitFor(() => screen.getByRole('button', { name: 'Turn on notifications' }), { timeout: 10_000 })
  await act(async () => {
    fireEvent.click(on)
    await api.settle()
  })
  await waitFor(() => screen.getByText(/^Notifications are blocked for this site/))
  assert.is(screen.queryByRole('button'), null)
})

test('a worker that does not start within 2 s fails with the spec’s wait, and Try again starts over', async () => {
  const fake = fakeBrowser({ active: false })
  const { timers } = await page(fake, false)
  await waitFor(() => screen.getByText('Checking this browser…'), { timeout: 10_000 })
  await waitFor(() => assert.is(fake.registered.length, 1))
  await act(async () => {
    await timers.tick(1_999)
  })
  assert.ok(screen.getByText('Checking this browser…'), 'still waiting at 1,999 ms')
  await act(async () => {
    await timers.tick(1)
  })
  await waitFor(() => screen.getByText('The notifications helper took too long to start.'), { timeout: 10_000 })
  fake.makeActive()
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await api.settle()
  })
  await waitFor(() => screen.getByRole('button', { name: 'Turn on notifications' }))
})

test('over HTTP off localhost the press fails with the spec’s message; nothing is asked', async () => {
  const fake = fakeBrowser({ hostname: 'news.example' })
  await page(fake)
  const on = await waitFor(() => screen.getByRole('button', { name: 'Turn on notifications' }), { timeout: 10_000 })
  await act(async () => {
    fireEvent.click(on)
    await api.settle()
  })
  await waitFor(() => screen.getByText('Notifications need a secure (HTTPS) page on this site.'))
  assert.is(fake.asked, 0)
  assert.ok(screen.getByRole('button', { name: 'Try again' }))
})

test('the tray’s settings turn this browser’s notifications on from the press, without an opt-in widget on the page', async () => {
  const fake = fakeBrowser()
  const started = await start('<vf-tray></vf-tray>', { plugins: () => [notificationsPlugin(), pushPlugin({ host: () => fake.host })] })
  await act(async () => {
    await started.product.kernel.actions.call('session.login', { params: { email: UMA.email, password: UMA.password } })
    await api.settle()
  })
  // The machine starts with the first call (it waits until it has read this browser).
  await act(async () => started.product.kernel.bus.publish('tray', 'open', [null, 'vf-settings']))
  const tray = await waitFor(() => screen.getByRole('dialog'), { timeout: 10_000 })
  await act(async () => {
    await started.product.kernel.actions.call('push.retry', { params: {} })
    await api.settle()
  })
  const on = await waitFor(() => within(tray).getByRole('button', { name: 'Turn on in this browser' }), { timeout: 10_000 })
  assert.ok(within(tray).getByText('They are off in this browser.'))
  await act(async () => {
    fireEvent.click(on)
    await api.settle()
  })
  await waitFor(() => within(tray).getByText('They are on in this browser.'), { timeout: 10_000 })
  assert.is(fake.asked, 1)
  assert.is((await served.service.db.query('select 1 from push_subscriptions')).length, 1)
})

test.run()
