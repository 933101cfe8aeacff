import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { resolveConfig } from '../../kernel/config'
import { recordingLogger } from '../support/console'

const resolve = (vfConfig: unknown) => {
  const { logger, out } = recordingLogger()
  return { config: resolveConfig({ scriptUrl: 'https://cdn.vf.example/vf.js', pageHost: 'news.example', vfConfig, logger }), out }
}

test('every endpoint group has a default derived from where vf.js came from', () => {
  const { config } = resolve(undefined)
  assert.is(config.endpoints.api, 'https://cdn.vf.example/v2')
  assert.is(config.endpoints.livecomments, 'https://cdn.vf.example/v4/livecomments')
  assert.is(config.endpoints.notifications, 'https://cdn.vf.example/v5')
  assert.is(config.endpoints.realtime, 'wss://cdn.vf.example/ws')
  assert.is(config.endpoints.analytics, 'https://cdn.vf.example/v3/analytics/{DOMAIN}')
  assert.is(Object.keys(config.endpoints).length, 22)
  // The one third-party host: the paywall provider's script (document 3 §7), loaded only where a site enables it.
  assert.is(config.endpoints.paywallProvider, 'https://assets.poool.fr/poool.min.js')
  assert.is(config.site, 'news.example')
  assert.is(config.debug, false)
  assert.is(config.videoPoll, true)
  assert.is(config.realtimeWorker, true)
  assert.ok(Object.isFrozen(config) && Object.isFrozen(config.endpoints))
})

test('window.vfConfig overrides endpoints, site and debug', () => {
  const { config } = resolve({ debug: true, site: 'publisher.example', videoPoll: false, realtimeWorker: false, endpoints: { api: 'https://api.publisher.example/v2/', realtime: 'wss://rt.publisher.example/ws' } })
  assert.is(config.endpoints.api, 'https://api.publisher.example/v2')
  assert.is(config.endpoints.realtime, 'wss://rt.publisher.example/ws')
  assert.is(config.endpoints.v1, 'https://cdn.vf.example/v1')
  assert.is(config.site, 'publisher.example')
  assert.is(config.debug, true)
  assert.is(config.videoPoll, false)
  assert.is(config.realtimeWorker, false)
})

test('bad overrides are ignored with a warning naming them; __proto__ is never honoured', () => {
  const { config, out } = resolve(JSON.parse('{"debug":"yes","endpoints":{"api":"javascript:alert(1)","realtime":"https://not-a-socket","mystery":"https://x","__proto__":{"polluted":true}}}'))
  assert.is(config.endpoints.api, 'https://cdn.vf.example/v2')
  assert.is(config.endpoints.realtime, 'wss://cdn.vf.example/ws')
  assert.is(config.debug, false)
  assert.is(({} as Record<string, unknown>).polluted, undefined)
  assert.equal(out.warn, [
    '[viafoura] vfConfig.endpoints.api must be an http(s) URL; the default is kept.',
    '[viafoura] vfConfig.endpoints.realtime must be a ws(s) URL; the default is kept.',
    '[viafoura] vfConfig.endpoints.mystery is not a known endpoint; it is ignored.',
    '[viafoura] vfConfig.endpoints.__proto__ is not a known endpoint; it is ignored.',
  ])
})

test('a vfConfig that is not an object is ignored', () => {
  assert.is(resolve('debug').config.debug, false)
  assert.is(resolve([1, 2]).config.site, 'news.example')
})

test.run()
