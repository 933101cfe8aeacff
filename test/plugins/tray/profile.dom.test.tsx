/**
 * The tray as a reader sees it beside its forms: the header (who is signed in, or Sign in), the profile's
 * activity (skeletons while it loads, an error with Try again when it could not be), the picture's
 * confirmation, the fields' hints; and the bell's count badge.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { Constants } from '../../../contracts/constants'
import type { Product } from '../../../kernel/startup'
import { WidgetServicesProvider } from '../../../kernel/react/provider'
import { DEMO_ACCOUNTS } from '../../../examples/server/seed'
import { initialTrayState } from '../../../plugins/tray/state'
import { Trigger } from '../../../plugins/tray/views/Trigger'
import trayEn from '../../../plugins/tray/locales/en-us'
import { domService } from '../../support/dom-service'
import { testWidgetServices } from '../../support/widget-services'
import { trayStarter } from './support'

const served = domService(test)
const api = served.api
const start = trayStarter(api.fetch)

const reader = DEMO_ACCOUNTS[2]!
const moderator = DEMO_ACCOUNTS[1]!
/** A 1×1 PNG: a picture the service takes. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
const tray = () => screen.getByRole('dialog', { name: trayEn.tray.title })

/** A promise the test settles, for a request held until then. */
function held<T>() {
  let release!: (value: T) => void
  const promise = new Promise<T>((resolve) => (release = resolve))
  return { promise, release }
}

/** Answers GET …/statistics with `reply()`; the service answers the rest. */
const statistics =
  (reply: (next: () => Promise<Response>) => Promise<Response>) =>
  (next: typeof fetch): typeof fetch =>
    (async (input: RequestInfo | URL, init?: RequestInit) =>
      (init?.method ?? 'GET') === 'GET' && new URL(String(input)).pathname.endsWith('/statistics') ? reply(() => next(input, init)) : next(input, init)) as typeof fetch

async function signInAndOpen(product: Product, account = reader) {
  await act(async () => {
    await product.kernel.actions.call('session.login', { params: { email: account.email, password: account.password } })
    await api.settle()
  })
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-profile']))
  await waitFor(() => screen.getByRole('heading', { name: account.name }))
}

test('the header says who the tray is for: "Sign in" for a guest, the reader’s name (and a moderator’s badge) once signed in', async () => {
  const { product } = await start('<vf-tray></vf-tray>')
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-account']))
  await waitFor(() => tray())
  const header = tray().querySelector('.vf-tray__header') as HTMLElement
  assert.is(header.textContent, 'Sign in')
  assert.ok(within(header).getByRole('button', { name: trayEn.tray.close }), 'the close button is in the header')
  assert.is(within(tray()).queryAllByRole('button', { name: 'Sign in' }).length, 1, 'the header’s words are not a second Sign in button')
  await act(async () => product.kernel.bus.publish('tray', 'close', []))
  await signInAndOpen(product, moderator)
  const signedIn = tray().querySelector('.vf-tray__header') as HTMLElement
  assert.match(signedIn.textContent ?? '', moderator.name)
  assert.match(signedIn.textContent ?? '', 'Moderator')
})

test('the profile’s activity: skeletons while it loads (said once), then today’s counts from the service', async () => {
  const request = held<void>()
  const { product } = await start('<vf-tray></vf-tray>', { fetch: statistics(async (next) => (await request.promise, next())) })
  await signInAndOpen(product)
  const activity = screen.getByRole('region', { name: trayEn.profile.activity })
  assert.is(activity.getAttribute('aria-busy'), 'true')
  assert.ok(activity.querySelectorAll('.vf-skeleton-shape').length >= 3, 'a shape in each count’s place')
  assert.is(within(activity).getByText('Loading…').className, 'vf-visually-hidden')
  await act(async () => {
    request.release()
    await api.settle()
  })
  await waitFor(() => assert.is(activity.getAttribute('aria-busy'), null))
  const stats = (await product.kernel.actions.call('session.statistics', { params: {} })) as { content_created: number; likes_received: number; likes_created: number }
  const counts = Object.fromEntries(within(activity).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]))
  assert.equal(counts, {
    [trayEn.profile.comments_made]: String(stats.content_created),
    [trayEn.profile.likes_received]: String(stats.likes_received),
    [trayEn.profile.likes_given]: String(stats.likes_created),
  })
  assert.is(activity.querySelectorAll('.vf-skeleton-shape').length, 0)
})

test('an activity that could not be loaded says so with Try again, which keeps the focus while it runs; the counts then take the focus to their heading', async () => {
  let failing = true
  let retry = held<void>()
  const { product } = await start('<vf-tray></vf-tray>', {
    fetch: statistics(async (next) => {
      if (failing) throw new TypeError('Failed to fetch')
      await retry.promise
      return next()
    }),
  })
  await signInAndOpen(product)
  const activity = screen.getByRole('region', { name: trayEn.profile.activity })
  const alert = await waitFor(() => within(activity).getByRole('alert'))
  assert.match(alert.textContent ?? '', trayEn.profile.activity_failed)
  const again = within(alert).getByRole('button', { name: 'Try again' })
  again.focus()
  failing = false
  await act(async () => fireEvent.click(again))
  assert.is(again.getAttribute('aria-busy'), 'true', 'busy while the retry runs')
  assert.is(document.activeElement, again, 'the focus stays on it')
  await act(async () => {
    retry.release()
    await api.settle()
  })
  await waitFor(() => assert.is(within(activity).queryByRole('alert'), null))
  assert.is(within(activity).getAllByRole('term').length, 3)
  assert.is(document.activeElement, within(activity).getByRole('heading', { name: trayEn.profile.activity }), 'not dropped to the page')
  retry = held<void>()
})

test('a new picture is confirmed by a polite toast for the status time', async () => {
  const { product, timers } = await start('<vf-tray></vf-tray>')
  await signInAndOpen(product)
  const toast = tray().querySelector('.vf-toast-region') as HTMLElement
  assert.is(toast.getAttribute('role'), 'status')
  assert.is(toast.textContent, '', 'there, empty, before anything is said')
  await act(async () => {
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [new File([PIXEL], 'me.png', { type: 'image/png' })] } })
    await api.settle()
  })
  await waitFor(() => assert.is(toast.textContent, trayEn.profile.avatar_changed))
  await act(async () => timers.tick(Constants.statusDisplayMs))
  assert.is(toast.textContent, '')
})

test('the sign-up password says what it needs under it, and the hint describes the field', async () => {
  const { product } = await start('<vf-tray></vf-tray>')
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-profile']))
  await act(async () => fireEvent.click(await waitFor(() => screen.getByRole('button', { name: trayEn.profile.no_account }))))
  const password = screen.getByLabelText(trayEn.profile.password)
  const hint = document.getElementById(password.getAttribute('aria-describedby') ?? '')
  assert.is(hint?.textContent, trayEn.profile.password_hint)
})

/** The bell alone, with the widget services of a test and the tray's words. */
async function bell(count?: number) {
  const { services, ctx, i18n } = await testWidgetServices()
  i18n.registerNamespace('tray', (locale) => import(`../../../plugins/tray/locales/${locale}.ts`))
  await i18n.load('tray')
  const slice = ctx.store.slice('tray', initialTrayState())
  const view = render(
    <WidgetServicesProvider services={services}>
      <Trigger tray={slice} floating={false} triggers={new WeakSet()} onLoaded={() => {}} count={count} />
    </WidgetServicesProvider>,
  )
  return view
}

test('the bell: the kit’s bell icon with its name; a count is a badge for the eye and part of the name; none draws nothing', async () => {
  const none = await bell()
  const button = screen.getByRole('button', { name: trayEn.tray.open })
  assert.ok(button.querySelector('svg use')?.getAttribute('href')?.endsWith('bell'), 'the kit’s bell')
  assert.is(document.querySelector('.vf-tray-trigger__count'), null)
  assert.ok(document.querySelector('svg[data-vf-icons] symbol#vf-icon-bell'), 'the bell places the icon sprite it draws from')
  none.unmount()
  const zero = await bell(0)
  assert.is(document.querySelector('.vf-tray-trigger__count'), null, 'zero is no count')
  zero.unmount()
  await bell(1234)
  screen.getByRole('button', { name: `${trayEn.tray.open}, New notifications: 1,234` })
  const badge = document.querySelector('.vf-tray-trigger__count')!
  assert.is(badge.getAttribute('aria-hidden'), 'true', 'said once, in the name')
  assert.is(badge.textContent, '1.23k')
})

test.run()
