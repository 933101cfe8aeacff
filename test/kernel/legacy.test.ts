import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { createKernel } from '../../kernel/kernel'
import { createLegacyApi } from '../../kernel/legacy'
import { installBus, installPublicApi } from '../../kernel/public-api'
import { v1PathsOf } from '../../kernel/public-paths'
import { sessionPlugin } from '../../plugins/session'
import { recordingLogger } from '../support/console'

function setup(debug = false) {
  const { logger, out } = recordingLogger({ deprecations: debug })
  const kernel = createKernel({ logger })
  const vf: Record<string, any> = {}
  installPublicApi(kernel, vf)
  const v1Bus: Record<string, unknown> = {}
  // The session plugin declares its calls for the v1 global too (document 4 §1: `session.*`).
  const viafoura = createLegacyApi(vf, logger, v1Bus, v1PathsOf([sessionPlugin()])) as Record<string, any>
  installBus(kernel.bus, v1Bus, viafoura)
  return { kernel, vf, viafoura, out }
}

const V1 = [
  ['onLoginSuccess', 'login', 'success'],
  ['onLogoutSuccess', 'logout', 'success'],
  ['onLoginFail', 'login', 'failure'],
  ['onCommentPost', 'comment', 'created'],
  ['onCommentReply', 'comment-reply', 'posted'],
  ['onCommentLiked', 'comment', 'liked'],
  ['onCommentSort', 'commenting', 'sorted'],
  ['onCommentingPageLoadMore', 'comments', 'more-loaded'],
  ['onCommentingPageRTLoad', 'comments-realtime', 'more-loaded'],
  ['onCommentingCommentLoadReplies', 'comment-replies', 'loaded'],
  ['onCommentingCommentRTLoad', 'comment-replies-realtime', 'loaded'],
  ['onCommentingCommentRender', 'comment', 'rendered'],
  ['onShareClick', 'share', 'clicked'],
  ['onCommentingResize', 'commenting', 'resized'],
] as const

test('every v1 event name of document 4 §4 maps to its v2 channel/event, both ways', () => {
  const { vf, viafoura } = setup()
  for (const [v1, channel, event] of V1) {
    const got: unknown[] = []
    viafoura.subscribe(v1, (x: unknown) => got.push(x))
    vf.$publish(channel, event, `${channel}/${event}`)
    const seenByV2: unknown[] = []
    vf.$subscribe(channel, event, (x: unknown) => seenByV2.push(x))
    viafoura.publish(v1, 'from v1')
    assert.equal(got, [`${channel}/${event}`, 'from v1'], v1)
    assert.equal(seenByV2, ['from v1'], v1)
  }
})

test('an unknown v1 name logs a warning and does nothing', () => {
  const { viafoura, out } = setup()
  assert.is(viafoura.subscribe('onSomethingElse', () => {}), undefined)
  viafoura.publish('onNope')
  assert.equal(out.warn, ['[viafoura] Unknown v1 event name "onSomethingElse"; nothing was subscribed.', '[viafoura] Unknown v1 event name "onNope"; nothing was published.'])
})

test('deprecation warnings print only when vfConfig.debug is on', () => {
  const quiet = setup(false)
  quiet.viafoura.subscribe('onLoginSuccess', () => {})
  quiet.viafoura.$publish('a', 'b')
  assert.equal(quiet.out.warn, [])
  const loud = setup(true)
  loud.viafoura.subscribe('onLoginSuccess', () => {})
  loud.viafoura.$publish('a', 'b')
  assert.equal(loud.out.warn, [
    "[viafoura] Deprecated: window.viafoura.subscribe('onLoginSuccess') is deprecated; use window.vf.$subscribe('login', 'success', …).",
    '[viafoura] Deprecated: window.viafoura.$publish is deprecated; use window.vf.$publish.',
  ])
})

test('the same bus methods work on window.viafoura', () => {
  const { viafoura, vf } = setup()
  const got: unknown[] = []
  viafoura.$subscribe('tray', 'open', (...args: unknown[]) => got.push(args))
  vf.$publish('tray', 'open', null, 'vf-profile')
  assert.equal(got, [[null, 'vf-profile']])
})

test('window.viafoura and window.vf are two owners: $unsubscribe() on one leaves the other’s subscriptions (document 4 §2)', () => {
  const { viafoura, vf } = setup()
  const got: string[] = []
  vf.$subscribe('login', 'success', () => got.push('vf'))
  viafoura.$subscribe('login', 'success', () => got.push('viafoura.$subscribe'))
  viafoura.subscribe('onLoginSuccess', () => got.push('viafoura.subscribe'))
  vf.$unsubscribe()
  vf.$publish('login', 'success')
  assert.equal(got, ['viafoura.$subscribe', 'viafoura.subscribe'], 'vf.$unsubscribe() removed only vf’s')
  vf.$subscribe('login', 'success', () => got.push('vf again'))
  viafoura.$unsubscribe('login')
  got.length = 0
  viafoura.$publish('login', 'success')
  assert.equal(got, ['vf again'], 'viafoura.$unsubscribe(channel) removed only viafoura’s')
})

test('a callback subscribed through window.viafoura runs with this bound to window.viafoura', () => {
  const { viafoura, vf } = setup()
  const seen: unknown[] = []
  viafoura.$subscribe('comment', 'created', function (this: unknown) {
    seen.push(this)
  })
  viafoura.subscribe('onCommentPost', function (this: unknown) {
    seen.push(this)
  })
  vf.$subscribe('comment', 'created', function (this: unknown) {
    seen.push(this)
  })
  vf.$publish('comment', 'created', {})
  assert.is(seen.length, 3)
  assert.ok(seen[0] === viafoura && seen[1] === viafoura && seen[2] === vf)
})

test('ui.login|signup|profile.show|hide ask the product through the bus', () => {
  const { viafoura, vf } = setup()
  const seen: unknown[] = []
  vf.$subscribe('authentication', 'required', (p: unknown) => seen.push(['required', p]))
  vf.$subscribe('profile', 'show', () => seen.push(['profile/show']))
  vf.$subscribe('tray', 'close', () => seen.push(['tray/close']))
  viafoura.ui.login.show()
  viafoura.ui.signup.show()
  viafoura.ui.profile.show()
  viafoura.ui.login.hide()
  assert.equal(seen, [
    ['required', { trigger: 'viafoura.ui.login.show', method: 'login' }],
    ['required', { trigger: 'viafoura.ui.signup.show', method: 'signup' }],
    ['profile/show'],
    ['tray/close'],
  ])
})

test('session calls are forwarded to vf.session once a plugin provides it', async () => {
  const { viafoura, vf, out } = setup()
  assert.is(viafoura.session.logout(), undefined)
  assert.match(out.warn[0]!, 'viafoura.session.logout is not available on this page.')
  vf.session = { logout: async () => 'logged out', login: { cookie: async (v: string) => `cookie ${v}` } }
  assert.is(await viafoura.session.logout(), 'logged out')
  assert.is(await viafoura.session.login.cookie('t'), 'cookie t')
})

test.run()
