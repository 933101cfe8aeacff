import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { Constants } from '../../../contracts/constants'
import { createActor, fromCallback, fromPromise, toPromise, waitFor } from 'xstate'
import type { LoginResult } from '../../../contracts/entities/user'
import { guestUser } from '../../../kernel/lib/guest'
import { popupUrl, watchPopup, type PopupHost } from '../../../plugins/session/popup'
import { SocialMessages, socialLoginMachine, type PopupEvent, type SocialInput } from '../../../plugins/session/social.machine'
import { fakeTimers } from '../../support/fake-timers'

const result: LoginResult = { user: { ...guestUser(), name: 'Sam' }, isNewUser: false, loginType: 'social' }
const input = { provider: 'google' as const, poll: false, client: 'c1' }

/** The machine with a popup the test drives by hand. */
function flow(options: { exchange?: (token: string) => Promise<LoginResult>; poll?: () => Promise<string>; pollMode?: boolean } = {}) {
  let send!: (event: PopupEvent) => void
  const exchanged: string[] = []
  const machine = socialLoginMachine.provide({
    actors: {
      watchPopup: fromCallback<PopupEvent, SocialInput>(({ sendBack }) => {
        send = sendBack
        return () => {}
      }),
      pollResult: fromPromise(async () => (options.poll ?? (() => Promise.reject(new Error('nothing'))))()),
      exchange: fromPromise(async ({ input: { token } }: { input: { token: string } }) => {
        exchanged.push(token)
        return (options.exchange ?? (async () => result))(token)
      }),
    },
  })
  const actor = createActor(machine, { input: { ...input, poll: options.pollMode ?? false } }).start()
  return { actor, send: (event: PopupEvent) => send(event), exchanged }
}

test('a token from the popup is exchanged for a session', async () => {
  const { actor, send, exchanged } = flow()
  send({ type: 'popup.token', token: 'tok-1' })
  const snapshot = await waitFor(actor, (s) => s.status === 'done')
  assert.is(snapshot.value, 'done')
  assert.equal(snapshot.context.result, result)
  assert.equal(exchanged, ['tok-1'])
})

test('a popup closed before an answer cancels the flow', async () => {
  const { actor, send, exchanged } = flow()
  send({ type: 'popup.closed' })
  assert.is((await waitFor(actor, (s) => s.status === 'done')).value, 'cancelled')
  assert.equal(exchanged, [])
})

test('a popup the browser blocks ends the flow as blocked, with the message that says what to do', async () => {
  for (const open of [() => null, () => { throw new DOMException('blocked', 'SecurityError') }]) {
    const timers = fakeTimers()
    const host: PopupHost = { open, addEventListener() {}, removeEventListener() {}, location: { origin: 'https://news.example', href: 'https://news.example/a' } }
    const machine = socialLoginMachine.provide({
      actors: { watchPopup: watchPopup({ host, timers, authBase: 'https://auth.vf.example/auth', apiOrigin: 'https://api.vf.example', site: 's' }) },
    })
    const snapshot = await waitFor(createActor(machine, { input }).start(), (s) => s.status === 'done')
    assert.is(snapshot.value, 'blocked')
    assert.is(snapshot.context.error, SocialMessages.blocked)
    assert.match(SocialMessages.blocked, 'blocked by the browser')
  }
})

test('poll mode: once the popup closes, the result is fetched, then exchanged; nothing waiting is a cancel', async () => {
  const polled = flow({ pollMode: true, poll: async () => 'tok-polled' })
  polled.send({ type: 'popup.closed' })
  assert.is((await waitFor(polled.actor, (s) => s.status === 'done')).value, 'done')
  assert.equal(polled.exchanged, ['tok-polled'])
  const empty = flow({ pollMode: true })
  empty.send({ type: 'popup.closed' })
  assert.is((await waitFor(empty.actor, (s) => s.status === 'done')).value, 'cancelled')
})

test('a failed exchange ends with "Social login failed."', async () => {
  const { actor, send } = flow({ exchange: () => Promise.reject(new Error('401')) })
  send({ type: 'popup.token', token: 'tok' })
  const snapshot = await waitFor(actor, (s) => s.status === 'done')
  assert.is(snapshot.value, 'failed')
  assert.is(snapshot.context.error, 'Social login failed.')
})

test('a newer flow supersedes this one with "Another social login flow was triggered."', async () => {
  const { actor } = flow()
  actor.send({ type: 'superseded' })
  const snapshot = await toPromise(actor).then(() => actor.getSnapshot())
  assert.is(snapshot.value, 'failed')
  assert.is(snapshot.context.error, SocialMessages.superseded)
})

/** A window double: the popup it opens, and message events the test dispatches. */
function fakeHost() {
  const listeners = new Set<(event: MessageEvent) => void>()
  const popup = { closed: false, close() {
    this.closed = true
  } }
  const opened: Array<{ url: string; features: string }> = []
  const host: PopupHost = {
    open: (url, _name, features) => (opened.push({ url, features }), popup),
    addEventListener: (_t, l) => void listeners.add(l),
    removeEventListener: (_t, l) => void listeners.delete(l),
    location: { origin: 'https://news.example', href: 'https://news.example/story' },
  }
  const post = (data: unknown, origin: string, source: unknown = popup) => {
    for (const l of [...listeners]) l({ data, origin, source } as MessageEvent)
  }
  return { host, popup, opened, post, listeners }
}

function watch(poll = false) {
  const timers = fakeTimers()
  const fake = fakeHost()
  const logic = watchPopup({ host: fake.host, timers, authBase: 'https://vf.example/auth', apiOrigin: 'https://vf.example', site: 'news.example' })
  const parent = createActor(
    socialLoginMachine.provide({ actors: { watchPopup: logic, exchange: fromPromise(async () => result) } }),
    { input: { ...input, poll } },
  )
  return { timers, fake, parent }
}

test('the popup opens 450×500 on the authentication service with the callback, site and client', () => {
  const fake = fakeHost()
  assert.is(
    popupUrl({ host: fake.host, timers: fakeTimers(), authBase: 'https://vf.example/auth', apiOrigin: 'https://vf.example', site: 'news.example' }, input),
    'https://vf.example/auth/thirdparty/google?callback=https%3A%2F%2Fnews.example%2Fstory&site=news.example&client=c1',
  )
  const { parent, fake: f } = watch()
  parent.start()
  assert.match(f.opened[0]!.features, 'width=450,height=500')
})

test('only the opened popup, from the API or the page origin, is heard; forged messages are ignored', async () => {
  const { parent, fake } = watch()
  parent.start()
  fake.post({ type: 'vf-social-login', token: 'forged' }, 'https://evil.example')
  fake.post({ type: 'vf-social-login', token: 'forged' }, 'https://vf.example', {})
  fake.post({ type: 'something-else', token: 'x' }, 'https://vf.example')
  assert.is(parent.getSnapshot().value, 'waiting')
  fake.post({ type: 'vf-social-login', token: 'real' }, 'https://vf.example')
  assert.is((await waitFor(parent, (s) => s.status === 'done')).value, 'done')
  assert.is(fake.listeners.size, 0, 'the listener is removed when the flow ends')
})

test('the popup is checked for closing every 500 ms (100 ms in poll mode)', async () => {
  const normal = watch(false)
  normal.parent.start()
  normal.fake.popup.closed = true
  await normal.timers.tick(Constants.popupClosedCheckMs - 1)
  assert.is(normal.parent.getSnapshot().value, 'waiting')
  await normal.timers.tick(1)
  assert.is(normal.parent.getSnapshot().value, 'cancelled')
  const poll = watch(true)
  poll.parent.start()
  poll.fake.popup.closed = true
  await poll.timers.tick(Constants.popupPollMs)
  assert.is.not(poll.parent.getSnapshot().value, 'waiting')
})

test('a superseded flow closes its popup', () => {
  const { parent, fake } = watch()
  parent.start()
  parent.send({ type: 'superseded' })
  assert.ok(fake.popup.closed)
})

test.run()
