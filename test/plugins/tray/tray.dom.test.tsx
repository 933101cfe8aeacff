/** The tray in a started product with the session plugin, against the real reference service. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { commentsPlugin } from '../../../plugins/comments'
import type { Product } from '../../../kernel/startup'
import { DEMO_ACCOUNTS } from '../../../examples/server/seed'
import { domService } from '../../support/dom-service'
import { trayStarter } from './support'
import { rovingTarget } from '../../../plugins/ui/roving'
import en from '../../../kernel/locales/en-us'
import fr from '../../../kernel/locales/fr-fr'
import trayAr from '../../../plugins/tray/locales/ar-ar'
import trayEn from '../../../plugins/tray/locales/en-us'
import { alertForStatusTime } from '../../support/status-alert'

const served = domService(test)
const api = served.api

const start = trayStarter(api.fetch)

test('a request made before the tray loaded is held, then applied; opened and closed are announced', async () => {
  document.body.innerHTML = ''
  const { product, events } = await start('<vf-tray></vf-tray>', { cold: true })
  assert.is((product.kernel.store.getState().tray as { loading: string }).loading, 'unloaded', 'nothing of the tray is fetched before it is wanted')
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-account']))
  await waitFor(() => screen.getByRole('dialog', { name: 'Your profile and notifications' }))
  assert.is(screen.getByRole('tab', { selected: true }).textContent, 'Account')
  await act(async () => product.kernel.bus.publish('tray', 'close', []))
  assert.is(screen.queryByRole('dialog'), null)
  assert.equal(events, ['tray/opened:vf-account', 'tray/closed'])
})

test('authentication/required opens the profile tab with the sign-in form', async () => {
  const { product } = await start('<vf-tray></vf-tray>')
  await act(async () => product.kernel.bus.publish('authentication', 'required', [{ trigger: 'comments.like', method: 'login' }]))
  await waitFor(() => screen.getByRole('heading', { name: 'Sign in to join the conversation' }))
  assert.is(screen.getByRole('tab', { selected: true }).textContent, 'Profile')
})

test('a $prepublish middleware that swallows authentication/required keeps the tray closed (document 4 §3)', async () => {
  const { product, events } = await start('<vf-tray></vf-tray>', { middleware: true })
  await act(async () => product.kernel.bus.publish('authentication', 'required', [{ trigger: 'comments.like', method: 'login' }]))
  assert.is(screen.queryByRole('dialog'), null)
  assert.equal(events, ['swallowed'])
})

test('signing in through the tray: a wrong password is shown; then the profile with the name; then log out', async () => {
  const { product } = await start('<vf-tray></vf-tray>')
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-profile']))
  const reader = DEMO_ACCOUNTS[2]!
  const fill = async (password: string) => {
    fireEvent.change(await waitFor(() => screen.getByLabelText('E-mail')), { target: { value: reader.email } })
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } })
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
      await api.settle()
    })
  }
  await fill('wrong-password')
  await waitFor(() => assert.is(screen.getByRole('alert').textContent, 'The e-mail or password is not correct.'))
  await fill(reader.password)
  await waitFor(() => assert.is(screen.queryByRole('dialog'), null))
  // Signing in closes the tray (whatever asked for sign-in is done); reopen to see the profile and log out.
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-profile']))
  await waitFor(() => screen.getByRole('heading', { name: reader.name }))
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }))
    await api.settle()
  })
  // Logging out closes the tray too (document 4 §2); reopened, it offers sign-in again.
  await waitFor(() => assert.is(screen.queryByRole('dialog'), null))
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-profile']))
  await waitFor(() => screen.getByRole('heading', { name: 'Sign in to join the conversation' }))
})

test('sign up through the tray: a short password is kept in the draft with an error; then the account is created', async () => {
  const { product, vf } = await start('<vf-tray></vf-tray>')
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-profile']))
  await act(async () => fireEvent.click(await waitFor(() => screen.getByRole('button', { name: 'New here? Create an account' }))))
  screen.getByRole('heading', { name: 'Create your account' })
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Tess Tray' } })
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'tess@example.org' } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } })
  fireEvent.click(screen.getByRole('checkbox', { name: 'I am not a robot' }))
  const submit = async () =>
    act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: 'Create account' }).closest('form')!)
      await api.settle()
    })
  await submit()
  await waitFor(() => assert.match(screen.getByRole('alert').textContent ?? '', 'password'))
  assert.is((screen.getByLabelText('Name') as HTMLInputElement).value, 'Tess Tray', 'the draft is kept')
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough-pw' } })
  await submit()
  await waitFor(() => assert.is(screen.queryByRole('dialog'), null))
  assert.is((await vf.context.get('user')).name, 'Tess Tray')
})

test('forgotten password through the tray: the same confirmation for any address, in the form’s permanent live region', async () => {
  const { product } = await start('<vf-tray></vf-tray>')
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-profile']))
  await act(async () => fireEvent.click(await waitFor(() => screen.getByRole('button', { name: 'Forgot your password?' }))))
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'nobody@example.org' } })
  const region = within(screen.getByRole('dialog')).getByRole('status')
  assert.is(region.textContent, '', 'the form’s live region is there, empty, before sending')
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }))
    await api.settle()
  })
  await waitFor(() => assert.is(region.textContent, 'If an account exists for this address, we have sent it a link to reset the password.'))
  assert.is(within(screen.getByRole('dialog')).getByRole('status'), region, 'the same region, its text changed')
})

test('a banned reader reads the ban in words, with its reason and permanence', async () => {
  const { product } = await start('<vf-tray></vf-tray>')
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-profile']))
  const banned = DEMO_ACCOUNTS.find((a) => a.ban)!
  fireEvent.change(await waitFor(() => screen.getByLabelText('E-mail')), { target: { value: banned.email } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: banned.password } })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await api.settle()
  })
  await waitFor(() => assert.is(screen.getByRole('alert').textContent, 'This account is banned from signing in. Reason: Repeated abuse of other readers. The ban is permanent.'))
})

test('keyboard: arrows move between tabs, Escape closes', async () => {
  const { product } = await start('<vf-tray></vf-tray>')
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-profile']))
  const profile = await waitFor(() => screen.getByRole('tab', { name: 'Profile' }))
  await act(async () => fireEvent.keyDown(profile, { key: 'ArrowRight' }))
  assert.is(screen.getByRole('tab', { selected: true }).textContent, 'Account')
  assert.is(document.activeElement?.textContent, 'Account')
  await act(async () => fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' }))
  assert.is(screen.queryByRole('dialog'), null)
})

test('keyboard: Home and End go to the first and last tab; every aria-controls points at a panel that exists', async () => {
  const { product } = await start('<vf-tray></vf-tray>')
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-profile']))
  const profile = await waitFor(() => screen.getByRole('tab', { name: 'Profile' }))
  const controlsResolve = () => {
    for (const tab of screen.getAllByRole('tab')) {
      const controls = tab.getAttribute('aria-controls')
      if (controls) assert.is(document.getElementById(controls)?.getAttribute('role'), 'tabpanel', `${tab.textContent} controls a rendered panel`)
    }
    const selected = screen.getByRole('tab', { selected: true })
    assert.is(screen.getByRole('tabpanel').getAttribute('aria-labelledby'), selected.id)
    assert.is(selected.getAttribute('aria-controls'), screen.getByRole('tabpanel').id)
  }
  controlsResolve()
  await act(async () => fireEvent.keyDown(profile, { key: 'End' }))
  assert.is(document.activeElement, screen.getByRole('tab', { name: 'Account', selected: true }))
  controlsResolve()
  await act(async () => fireEvent.keyDown(document.activeElement!, { key: 'Home' }))
  assert.is(document.activeElement, screen.getByRole('tab', { name: 'Profile', selected: true }))
})

test('the tabs\' arrow keys follow the reading direction (with two tabs both wrap to the other; the rule matters from three)', () => {
  // The tray's tabs are the kit's: their moves are rovingTarget's, read from the direction the tab list is laid out in.
  // ltr: → next, ← previous; rtl: ← next, → previous; Home/End are the same either way.
  const row = (dir: 'ltr' | 'rtl') => {
    const list = document.createElement('div')
    list.setAttribute('dir', dir)
    document.body.append(list)
    return list
  }
  const [ltr, rtl] = [row('ltr'), row('rtl')]
  const move = (key: string, from: number, list: HTMLElement) => rovingTarget(key, from, 3, list, { orientation: 'horizontal', homeEnd: true, usable: () => true })
  try {
    assert.is(move('ArrowRight', 0, ltr), 1)
    assert.is(move('ArrowLeft', 0, ltr), 2)
    assert.is(move('ArrowLeft', 0, rtl), 1)
    assert.is(move('ArrowRight', 0, rtl), 2)
    assert.is(move('ArrowLeft', 2, rtl), 0, 'wraps')
    assert.is(move('End', 0, rtl), 2)
    assert.is(move('Home', 2, ltr), 0)
    assert.is(move('Enter', 0, ltr), undefined)
  } finally {
    ltr.remove()
    rtl.remove()
  }
})

test('keyboard, right to left (Arabic): the first tab is on the right, so ArrowLeft goes to the next tab and ArrowRight back', async () => {
  document.documentElement.setAttribute('lang', 'ar')
  try {
    const { product } = await start('<vf-tray></vf-tray>')
    await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-profile']))
    const profile = await waitFor(() => screen.getByRole('tab', { name: trayAr.tray.tabs.profile }))
    assert.is(document.querySelector('vf-tray')?.getAttribute('dir'), 'rtl')
    await act(async () => fireEvent.keyDown(profile, { key: 'ArrowLeft' }))
    assert.is(document.activeElement, screen.getByRole('tab', { name: trayAr.tray.tabs.account, selected: true }))
    await act(async () => fireEvent.keyDown(document.activeElement!, { key: 'ArrowRight' }))
    assert.is(document.activeElement, screen.getByRole('tab', { name: trayAr.tray.tabs.profile, selected: true }))
  } finally {
    document.documentElement.removeAttribute('lang')
  }
})

test('the trigger toggles the tray and says whether it is expanded; a lone tray gets a floating trigger', async () => {
  await start('<vf-tray></vf-tray>')
  const trigger = await waitFor(() => screen.getByRole('button', { name: 'Open your profile and notifications' }))
  assert.ok(trigger.closest('.vf-tray-trigger')?.classList.contains('vf-tray-trigger--floating'))
  assert.is(trigger.getAttribute('aria-expanded'), 'false')
  await act(async () => fireEvent.click(trigger))
  await waitFor(() => screen.getByRole('dialog'))
  assert.is(trigger.getAttribute('aria-expanded'), 'true')
})

/** A page with comments and nothing else: no tray, no trigger (document 1 §2 appends neither). */
const commentsOnly = (options: { middleware?: boolean } = {}) =>
  start('<vf-conversations vf-container-id="riverside-park"></vf-conversations>', { ...options, plugins: () => [commentsPlugin()] })

async function likeFirstCommentAsGuest() {
  const list = await waitFor(() => screen.getByRole('list', { name: 'Comments' }), { timeout: 10_000 })
  const first = await waitFor(() => within(list).getAllByRole('article')[0]!, { timeout: 10_000 })
  await act(async () => {
    fireEvent.click(within(first).getAllByRole('button', { name: /^Like/ })[0]!)
    await api.settle()
  })
}

test('on a page with only comments, a guest’s like opens the tray on the profile tab with the sign-in form (document 4 §3)', async () => {
  const { events } = await commentsOnly()
  assert.is(document.querySelector('vf-tray'), null, 'no tray before anyone asks for one')
  assert.is(document.querySelector('vf-tray-trigger'), null)
  await likeFirstCommentAsGuest()
  await waitFor(() => screen.getByRole('heading', { name: 'Sign in to join the conversation' }), { timeout: 10_000 })
  assert.is(screen.getByRole('tab', { selected: true }).textContent, 'Profile')
  assert.equal(events, ['tray/opened:vf-profile'])
  assert.is(document.querySelectorAll('vf-tray').length, 1)
  assert.is(document.querySelector('vf-tray-trigger'), null, 'comments carry their own sign-in: no trigger is added')
})

test('on a page with only comments, a middleware that swallows the sign-in request keeps the page without a tray', async () => {
  const { events } = await commentsOnly({ middleware: true })
  await likeFirstCommentAsGuest()
  assert.equal(events, ['swallowed'])
  assert.is(document.querySelector('vf-tray'), null)
})

test('the tray placed on request is the page’s one tray: opened again it is the same, and a re-scan adds no trigger', async () => {
  const { product, events } = await commentsOnly()
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-account']))
  await waitFor(() => screen.getByRole('dialog', { name: 'Your profile and notifications' }), { timeout: 10_000 })
  assert.is(screen.getByRole('tab', { selected: true }).textContent, 'Account')
  await act(async () => product.kernel.bus.publish('tray', 'close', []))
  await act(async () => {
    product.kernel.bus.publish('widgets', 'mount', [])
    await product.kernel.jobs.idle()
  })
  await act(async () => void (await product.kernel.actions.call('tray.open', { params: { tab: 'vf-profile' } })))
  await waitFor(() => screen.getByRole('dialog'))
  assert.is(document.querySelectorAll('vf-tray').length, 1)
  assert.is(document.querySelector('vf-tray-trigger'), null)
  assert.equal(events, ['tray/opened:vf-account', 'tray/closed', 'tray/opened:vf-profile'])
})

test('a placed tray goes with a page reset, closed; the next sign-in request places it again, open on the profile tab', async () => {
  const { product, events, vf } = await commentsOnly()
  const signIn = () => act(async () => product.kernel.bus.publish('authentication', 'required', [{ trigger: 'comments.post', method: 'login' }]))
  await signIn()
  await waitFor(() => screen.getByRole('heading', { name: 'Sign in to join the conversation' }), { timeout: 10_000 })
  await act(async () => {
    await vf.context.reset()
    await api.settle()
  })
  assert.is(document.querySelector('vf-tray'), null)
  assert.is(screen.queryByRole('dialog'), null)
  await signIn()
  await waitFor(() => screen.getByRole('heading', { name: 'Sign in to join the conversation' }), { timeout: 10_000 })
  assert.is(screen.getByRole('tab', { selected: true }).textContent, 'Profile')
  assert.equal(events, ['tray/opened:vf-profile', 'tray/closed', 'tray/opened:vf-profile'])
})

/** Answers the requests of `method` whose path ends with `path` (or matches it) with `reply`; the service answers the rest. */
const answering =
  (method: string, path: string | RegExp, reply: () => Promise<Response>) =>
  (next: typeof fetch): typeof fetch =>
    (async (input: RequestInfo | URL, init?: RequestInit) => {
      const pathname = new URL(String(input)).pathname
      const matches = typeof path === 'string' ? pathname.endsWith(path) : path.test(pathname)
      return (init?.method ?? 'GET') === method && matches ? reply() : next(input, init)
    }) as typeof fetch
const status = (code: number, body: object = {}) => () => Promise.resolve(new Response(JSON.stringify(body), { status: code, headers: { 'content-type': 'application/json' } }))
const offline = () => Promise.reject(new TypeError('Failed to fetch'))
const reader = DEMO_ACCOUNTS[2]!

async function openSignedIn(product: Product) {
  await act(async () => {
    await product.kernel.actions.call('session.login', { params: { email: reader.email, password: reader.password } })
    await api.settle()
  })
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-profile']))
  await waitFor(() => screen.getByRole('heading', { name: reader.name }))
}

test('a sign-in that cannot reach the service is told in the reader’s words, not "Network Error", for 4000 ms (document 2 §8)', async () => {
  const { product, timers } = await start('<vf-tray></vf-tray>', { fetch: answering('POST', '/users/login', offline) })
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-profile']))
  fireEvent.change(await waitFor(() => screen.getByLabelText('E-mail')), { target: { value: reader.email } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: reader.password } })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
    await api.settle()
  })
  await alertForStatusTime(timers, en.settings.error.error_fetching)
  assert.is((screen.getByLabelText('E-mail') as HTMLInputElement).value, reader.email, 'the form is still there to try again')
})

test('a failed Log out says what the service said, else a translated text by its status — never "Logout failed" or the status line', async () => {
  let reply = status(503, { message: 'Down for maintenance' })
  const { product } = await start('<vf-tray></vf-tray>', { fetch: answering('DELETE', '/users/logout', () => reply()) })
  await openSignedIn(product)
  const logOut = () =>
    act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log out' }))
      await api.settle()
    })
  await logOut()
  await waitFor(() => assert.is(screen.getByRole('alert').textContent, 'Down for maintenance'))
  reply = status(502)
  await logOut()
  await waitFor(() => assert.is(screen.getByRole('alert').textContent, en.settings.error.generic_error))
  reply = offline
  await logOut()
  await waitFor(() => assert.is(screen.getByRole('alert').textContent, en.settings.error.error_fetching))
})

test('a French reader reads a failed Log out in French', async () => {
  document.documentElement.setAttribute('lang', 'fr')
  try {
    const { product } = await start('<vf-tray></vf-tray>', { fetch: answering('DELETE', '/users/logout', status(502)) })
    await openSignedIn(product)
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: fr.actions.log_out }))
      await api.settle()
    })
    await waitFor(() => assert.is(screen.getByRole('alert').textContent, fr.settings.error.generic_error))
  } finally {
    document.documentElement.removeAttribute('lang')
  }
})

test('a picture the service could not take is told in the reader’s words', async () => {
  const { product } = await start('<vf-tray></vf-tray>', { fetch: answering('PATCH', /\/users\/[^/]+$/, status(502)) })
  await openSignedIn(product)
  await act(async () => {
    fireEvent.change(document.querySelector('input[type="file"]')!, { target: { files: [new File(['picture'], 'me.png', { type: 'image/png' })] } })
    await api.settle()
  })
  await waitFor(() => assert.is(screen.getByRole('alert').textContent, en.settings.error.generic_error))
})

test('a forgotten password and a sign-up that fail are told in the reader’s words, not the transport’s', async () => {
  const { product } = await start('<vf-tray></vf-tray>', {
    fetch: (next) => answering('POST', '/account/password', status(502))(answering('GET', '/dev/captcha', offline)(next)),
  })
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-profile']))
  await act(async () => fireEvent.click(await waitFor(() => screen.getByRole('button', { name: 'Forgot your password?' }))))
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: reader.email } })
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send the link' }))
    await api.settle()
  })
  await waitFor(() => assert.is(screen.getByRole('alert').textContent, en.settings.error.generic_error))
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Already have an account? Sign in' })))
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'New here? Create an account' })))
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Tess Tray' } })
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'tess.offline@example.org' } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough-pw' } })
  fireEvent.click(screen.getByRole('checkbox', { name: 'I am not a robot' }))
  await act(async () => {
    fireEvent.submit(screen.getByRole('button', { name: 'Create account' }).closest('form')!)
    await api.settle()
  })
  await waitFor(() => assert.is(screen.getByRole('alert').textContent, en.settings.error.error_fetching))
})

test('with widget logins turned off (disable_widget_logins) the profile tab offers no sign-in form, and never "PermissionDenied"', async () => {
  await served.service.db.query(`update sections set settings = settings || '{"disable_widget_logins": 1}'::jsonb`)
  try {
    const { product } = await start('<vf-tray></vf-tray>')
    await act(async () => product.kernel.bus.publish('authentication', 'required', [{ trigger: 'comments.like', method: 'login' }]))
    await waitFor(() => screen.getByText(trayEn.profile.sign_in_elsewhere))
    assert.is(screen.getByRole('tab', { selected: true }).textContent, 'Profile')
    assert.is(screen.queryByLabelText('E-mail'), null)
    assert.is(screen.queryByLabelText('Password'), null)
    assert.is(screen.queryByRole('button', { name: 'Sign in' }), null)
    assert.is(screen.queryByRole('button', { name: 'Forgot your password?' }), null)
    assert.is(screen.queryByRole('button', { name: 'New here? Create an account' }), null)
    assert.not.match(document.body.textContent ?? '', 'PermissionDenied')
  } finally {
    await served.service.db.query(`update sections set settings = settings || '{"disable_widget_logins": 0}'::jsonb`)
  }
})

/** Is `input` marked invalid and described by the page's alert? */
const tiedToAlert = (label: string) => {
  const input = screen.getByLabelText(label)
  const alert = screen.getByRole('alert')
  // The alert first: a field's hint, if it has one, comes after it.
  return input.getAttribute('aria-invalid') === 'true' && input.getAttribute('aria-describedby')?.split(' ')[0] === alert.id && alert.id !== ''
}
/** Not marked invalid, nor described by an alert (a hint may describe it). */
const untouched = (label: string) => {
  const input = screen.getByLabelText(label)
  const alerts = new Set(screen.queryAllByRole('alert').map((alert) => alert.id))
  return !input.hasAttribute('aria-invalid') && !(input.getAttribute('aria-describedby') ?? '').split(' ').some((id) => alerts.has(id))
}

test('errors are tied to the fields they are about: wrong credentials to e-mail and password; no connection to no field', async () => {
  let offlineNow = false
  const { product } = await start('<vf-tray></vf-tray>', { fetch: (next) => (async (input: RequestInfo | URL, init?: RequestInit) => (offlineNow ? offline() : next(input, init))) as typeof fetch })
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-profile']))
  fireEvent.change(await waitFor(() => screen.getByLabelText('E-mail')), { target: { value: reader.email } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong-password' } })
  const signIn = () =>
    act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Sign in' }))
      await api.settle()
    })
  await signIn()
  await waitFor(() => screen.getByRole('alert'))
  assert.ok(tiedToAlert('E-mail'))
  assert.ok(tiedToAlert('Password'))
  assert.not.ok(screen.getByRole('button', { name: 'Sign in' }).closest('form')!.hasAttribute('aria-describedby'), 'not on the form')
  offlineNow = true
  await signIn()
  await waitFor(() => assert.is(screen.getByRole('alert').textContent, en.settings.error.error_fetching))
  assert.ok(untouched('E-mail'), 'a failure about no field marks no field')
  assert.ok(untouched('Password'))
})

test('a sign-up password the service rejects marks the password, not the name or e-mail; a taken address marks the e-mail; a taken name the name', async () => {
  const { product } = await start('<vf-tray></vf-tray>')
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-profile']))
  await act(async () => fireEvent.click(await waitFor(() => screen.getByRole('button', { name: 'New here? Create an account' }))))
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Tess Tray' } })
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'tess.fields@example.org' } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'short' } })
  fireEvent.click(screen.getByRole('checkbox', { name: 'I am not a robot' }))
  const submit = () =>
    act(async () => {
      fireEvent.submit(screen.getByRole('button', { name: 'Create account' }).closest('form')!)
      await api.settle()
    })
  await submit()
  await waitFor(() => screen.getByRole('alert'))
  assert.ok(tiedToAlert('Password'))
  assert.ok(untouched('Name'))
  assert.ok(untouched('E-mail'))
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: reader.email } })
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long-enough-pw' } })
  await submit()
  await waitFor(() => assert.ok(tiedToAlert('E-mail')))
  assert.ok(untouched('Password'))
  // An account's name, written with a Cyrillic look-alike: the same name to the service.
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'tess.fields@example.org' } })
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: reader.name.replace(/a/, '\u0430') } })
  await submit()
  await waitFor(() => assert.ok(tiedToAlert('Name')))
  assert.ok(untouched('E-mail'))
  assert.match(screen.getByRole('alert').textContent ?? '', 'already taken')
})

test('the sign-up name takes 60 characters as a reader counts them: an emoji at the end stays whole, nothing past 60 is kept', async () => {
  const { product } = await start('<vf-tray></vf-tray>')
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-profile']))
  await act(async () => fireEvent.click(await waitFor(() => screen.getByRole('button', { name: 'New here? Create an account' }))))
  const name = screen.getByLabelText('Name') as HTMLInputElement
  const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}'
  fireEvent.change(name, { target: { value: `${'n'.repeat(59)}${family}` } })
  assert.is(name.value, `${'n'.repeat(59)}${family}`, 'one character, eight code units: still within 60')
  fireEvent.change(name, { target: { value: `${name.value}more` } })
  assert.is(name.value, `${'n'.repeat(59)}${family}`, 'nothing past the 60th')
  assert.is(name.getAttribute('maxlength'), null, 'no maxlength to cut inside the emoji')
})

test('a forgotten-password address the service rejects is marked on the e-mail field', async () => {
  const { product } = await start('<vf-tray></vf-tray>')
  await act(async () => product.kernel.bus.publish('tray', 'open', [null, 'vf-profile']))
  await act(async () => fireEvent.click(await waitFor(() => screen.getByRole('button', { name: 'Forgot your password?' }))))
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'not an address' } })
  await act(async () => {
    fireEvent.submit(screen.getByRole('button', { name: 'Send the link' }).closest('form')!)
    await api.settle()
  })
  await waitFor(() => screen.getByRole('alert'))
  assert.ok(tiedToAlert('E-mail'), screen.getByRole('alert').textContent ?? '')
})

test.run()
