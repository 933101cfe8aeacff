/** Verification links open their dialogs; closing one removes it for good. Against the real service. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { startProduct, type Product } from '../../../kernel/startup'
import type { Plugin } from '../../../contracts/plugin'
import { sessionPlugin } from '../../../plugins/session'
import { verificationRequest } from '../../../plugins/session/verification-link'
import { DEMO_ACCOUNTS } from '../../../examples/server/seed'
import { recordingConsole } from '../../support/console'
import { memoryStorage } from '../../support/fake-service'
import { fakeTimers } from '../../support/fake-timers'
import { domService } from '../../support/dom-service'
import en from '../../../kernel/locales/en-us'
import { alertForStatusTime } from '../../support/status-alert'

const served = domService(test)
const api = served.api

async function start(href: string, options: { fetch?: (next: typeof fetch) => typeof fetch; html?: string; focus?: string; plugins?: Plugin[] } = {}): Promise<{ product: Product; timers: ReturnType<typeof fakeTimers> }> {
  document.body.innerHTML = options.html ?? ''
  if (options.focus) document.getElementById(options.focus)!.focus()
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' })
  const timers = fakeTimers()
  const product = await startProduct({
    host: { document, location: { href }, addEventListener() {}, removeEventListener() {} },
    handoff: { vf: {}, calls: [], scriptUrl: 'http://localhost:8080/vf.js' },
    timers,
    console: recordingConsole().console,
    fetch: options.fetch ? options.fetch(api.fetch) : api.fetch,
    storage: memoryStorage(),
    plugins: [sessionPlugin(), ...(options.plugins ?? [])],
  })
  await act(async () => {
    await timers.tick(0)
    await api.settle()
  })
  return { product, timers }
}

/** A link from the outbox for `email` with `subject`, after asking the service to send it. */
async function linkFor(email: string, subject: string): Promise<string> {
  const res = await served.service.app.inject({ method: 'GET', url: '/dev/outbox.json' })
  return (res.json().result as Array<{ to_email: string; subject: string; link: string }>).find((m) => m.to_email === email && m.subject === subject)!.link
}

test('only emailverification and reset with a token open a dialog', () => {
  assert.equal(verificationRequest('https://n.example/?verification_type=reset&verification_token=abc'), { kind: 'reset', token: 'abc' })
  assert.is(verificationRequest('https://n.example/?verification_type=other&verification_token=abc'), undefined)
  assert.is(verificationRequest('https://n.example/?verification_type=reset'), undefined)
})

test('an e-mail verification link confirms the address; closing the dialog removes it and its widget', async () => {
  const captcha = (await served.service.app.inject({ method: 'GET', url: '/dev/captcha' })).json().result.token
  await served.service.app.inject({ method: 'POST', url: '/v2/users', headers: { host: 'localhost:8080' }, remoteAddress: '10.7.0.1', payload: { name: 'Vera', email: 'vera@example.org', password: 'long-enough-pw', 'g-recaptcha-response': captcha } })
  const link = await linkFor('vera@example.org', 'Confirm your e-mail address')
  await start(link)
  await waitFor(() => screen.getByRole('dialog', { name: 'Confirming your e-mail address' }))
  const region = screen.getByRole('status')
  await act(async () => api.settle())
  await waitFor(() => assert.is(region.textContent, 'Your e-mail address is confirmed. Thank you!'))
  assert.is(screen.getByRole('status'), region, 'announced by the region that was there from the start')
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }))
    await Promise.resolve()
  })
  await waitFor(() => assert.is(document.querySelector('vf-email-verification'), null))
  assert.is(screen.queryByRole('dialog'), null)
  const again = await served.service.db.one<{ email_verification_status: string }>(`select email_verification_status from users where email = 'vera@example.org'`)
  assert.is(again?.email_verification_status, 'approved')
})

test('the dialog takes the theme the page gave its widgets (a dark page gets a dark dialog)', async () => {
  // A widget of the page's, set dark by the publisher; the dialog is placed by the product itself.
  const pageWidget: Plugin = { name: 'page-widget', setup: (ctx) => void ctx.widgets.define({ tag: 'vf-page-widget', load: async () => ({ mount: () => () => {} }) }) }
  await start('http://localhost:8080/?verification_type=emailverification&verification_token=forged', { html: '<vf-page-widget data-vf-theme="dark"></vf-page-widget>', plugins: [pageWidget] })
  await waitFor(() => screen.getByRole('dialog'))
  assert.is(document.querySelector('vf-email-verification')?.getAttribute('data-vf-theme'), 'dark')
})

test('a used link says so, in the dialog’s one live region, and keeps saying it until the dialog is closed', async () => {
  const { timers } = await start('http://localhost:8080/?verification_type=emailverification&verification_token=already-used-or-forged')
  // The dialog's own region (the page may hold others: a widget's loading status).
  const dialog = await waitFor(() => screen.getByRole('dialog'))
  const region = within(dialog).getByRole('status')
  await act(async () => api.settle())
  await waitFor(() => assert.is(within(dialog).getByRole('status').textContent, 'This verification link is invalid or has expired.'))
  assert.is(within(dialog).getByRole('status'), region, 'the same region, its text changed')
  await act(async () => timers.tick(60_000))
  assert.is(region.textContent, 'This verification link is invalid or has expired.', 'still there after the status time')
})

test('a reset link lets the reader choose a new password', async () => {
  const user = DEMO_ACCOUNTS[2]!
  await served.service.app.inject({ method: 'POST', url: '/v2/account/password', headers: { host: 'localhost:8080' }, payload: { email: user.email } })
  await start(await linkFor(user.email, 'Reset your password'))
  fireEvent.change(await waitFor(() => screen.getByLabelText('New password')), { target: { value: 'brand-new-password' } })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }))
    await api.settle()
  })
  await waitFor(() => screen.getByText('Your password was changed. You can sign in now.'))
  const login = await served.service.app.inject({ method: 'POST', url: '/v2/users/login', remoteAddress: '10.7.0.2', payload: { email: user.email, password: 'brand-new-password' } })
  assert.is(login.statusCode, 200)
})

test('a new password the service could not be reached for is told in the reader’s words, not "Network Error", for 4000 ms', async () => {
  const offline = (next: typeof fetch) =>
    ((input: RequestInfo | URL, init?: RequestInit) => (init?.method === 'PUT' && String(input).endsWith('/account/password') ? Promise.reject(new TypeError('Failed to fetch')) : next(input, init))) as typeof fetch
  const { timers } = await start('http://localhost:8080/?verification_type=reset&verification_token=some-token', { fetch: offline })
  fireEvent.change(await waitFor(() => screen.getByLabelText('New password')), { target: { value: 'brand-new-password' } })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Save the new password' }))
    await api.settle()
  })
  await alertForStatusTime(timers, en.settings.error.error_fetching)
  assert.ok(screen.getByLabelText('New password'), 'the form stays to try again')
})

test('the reset dialog keeps focus inside: Tab and Shift+Tab wrap, focus that lands behind comes back, and the confirmation takes it', async () => {
  const user = DEMO_ACCOUNTS[1]!
  await served.service.app.inject({ method: 'POST', url: '/v2/account/password', headers: { host: 'localhost:8080' }, payload: { email: user.email } })
  await start(await linkFor(user.email, 'Reset your password'), { html: '<button id="behind">Behind</button>', focus: 'behind' })
  const field = await waitFor(() => screen.getByLabelText('New password'))
  const dialog = screen.getByRole('dialog', { name: 'Reset your password' })
  const region = screen.getByRole('status')
  assert.is(region.textContent, '', 'the live region is there, empty, before the outcome')
  await waitFor(() => assert.is(document.activeElement, field, 'focus moves in'))
  const close = screen.getByRole('button', { name: 'Close dialog' })
  close.focus()
  fireEvent.keyDown(close, { key: 'Tab' })
  assert.is(document.activeElement, field, 'Tab on the last wraps to the first')
  fireEvent.keyDown(field, { key: 'Tab', shiftKey: true })
  assert.is(document.activeElement, close, 'Shift+Tab on the first wraps to the last')
  document.getElementById('behind')!.focus()
  assert.ok(dialog.contains(document.activeElement), 'focus that lands behind the dialog is brought back')
  ;(document.activeElement as HTMLElement).blur()
  assert.is(document.activeElement, document.body)
  fireEvent.keyDown(document.body, { key: 'Tab' })
  assert.is(document.activeElement, field, 'a Tab from the page’s body goes into the dialog, not behind it')
  fireEvent.change(field, { target: { value: 'brand-new-password' } })
  const save = screen.getByRole('button', { name: 'Save the new password' })
  save.focus()
  await act(async () => {
    fireEvent.click(save)
    await api.settle()
  })
  const confirmation = await waitFor(() => screen.getByText('Your password was changed. You can sign in now.'))
  await waitFor(() => assert.is(document.activeElement, confirmation, 'the confirmation takes focus'))
  assert.is(confirmation, region, 'the confirmation is the region that was there from the start')
  await act(async () => {
    fireEvent.keyDown(confirmation, { key: 'Escape' })
    await Promise.resolve()
  })
  await waitFor(() => assert.is(screen.queryByRole('dialog'), null))
  assert.is(document.activeElement, document.getElementById('behind'), 'focus returns to what had it before')
})

test('a new password the service rejects marks the field with its error; an expired link marks no field', async () => {
  await start('http://localhost:8080/?verification_type=reset&verification_token=expired-token')
  const field = await waitFor(() => screen.getByLabelText('New password'))
  const save = async (password: string) => {
    fireEvent.change(field, { target: { value: password } })
    await act(async () => {
      fireEvent.submit(field.closest('form')!)
      await api.settle()
    })
    return waitFor(() => screen.getByRole('alert'))
  }
  const alert = await save('short')
  assert.is(field.getAttribute('aria-invalid'), 'true')
  assert.is(field.getAttribute('aria-describedby'), alert.id)
  assert.ok(alert.id)
  await save('long-enough-password')
  await waitFor(() => assert.is(screen.getByRole('alert').textContent, 'This password reset link is invalid or has expired.'))
  assert.not.ok(field.hasAttribute('aria-invalid'))
  assert.not.ok(field.hasAttribute('aria-describedby'))
})

test('any other verification type opens nothing', async () => {
  await start('http://localhost:8080/?verification_type=newsletter&verification_token=abc')
  assert.is(screen.queryByRole('dialog'), null)
  assert.is(document.body.children.length, 0)
})

test.run()
