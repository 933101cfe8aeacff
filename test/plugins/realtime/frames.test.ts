/** The realtime wire, pure: rules checked and shared, frames read strictly, events matched. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { matches, normalizeRules, parseFrame, rulesKey, socketUrl, subscribeFrame } from '../../../plugins/realtime/frames'

test('rules are checked, each refusal saying what is wrong', () => {
  const refusal = (rules: unknown) => {
    try {
      normalizeRules(rules)
    } catch (error) {
      return (error as Error).message
    }
    return 'accepted'
  }
  assert.is(refusal(['c1']), 'Realtime rules must be an object of key → list of values.')
  assert.is(refusal({}), 'Realtime rules need 1 to 8 keys.')
  assert.is(refusal(JSON.parse('{"__proto__": ["x"]}')), '"__proto__" is not a valid realtime rule key.')
  assert.is(refusal({ ' ': ['x'] }), '" " is not a valid realtime rule key.')
  assert.is(refusal({ a: 'x' }), 'Realtime rule "a" needs 1 to 100 non-empty strings.')
  assert.is(refusal({ a: [''] }), 'Realtime rule "a" needs 1 to 100 non-empty strings.')
  assert.is(refusal({ a: Array.from({ length: 101 }, (_, i) => `v${i}`) }), 'Realtime rule "a" needs 1 to 100 non-empty strings.')
})

test('equal rules in any order share one key; they travel as one_of lists', () => {
  const a = normalizeRules({ b: ['2', '1', '1'], a: ['x'] })
  const b = normalizeRules({ a: ['x'], b: ['1', '2'] })
  assert.is(rulesKey(a), rulesKey(b))
  assert.equal(JSON.parse(subscribeFrame('s1', a)), { type: 'subscribe', subscription_id: 's1', rules: { a: { one_of: ['x'] }, b: { one_of: ['1', '2'] } } })
  assert.is(socketUrl('wss://rt.example/ws', 'site 1'), 'wss://rt.example/ws?site_uuid=site+1')
})

test('frames are read strictly: binary, confirmations without an id, and prototype keys never pass', () => {
  assert.equal(parseFrame(new Uint8Array([1])), { kind: 'ignored', reason: 'malformed', detail: 'a binary frame' })
  assert.equal(parseFrame('{"type":"subscribe","status":"success"}'), { kind: 'ignored', reason: 'malformed', detail: 'a subscribe answer without a subscription_id' })
  assert.equal(parseFrame('{"type":"subscribe","status":"nope","subscription_id":"s"}'), { kind: 'subscribed', subscription_id: 's', ok: false })
  const read = parseFrame('{"type":"event","action":"created","__proto__":{"polluted":true},"content":{"content_uuid":"c"}}')
  assert.is(read.kind, 'event')
  const { payload } = (read as { event: { payload: Record<string, unknown> } }).event
  assert.equal(Object.keys(payload), ['content'])
  assert.is(({} as Record<string, unknown>).polluted, undefined)
})

test('an event matches when every rule holds, read from the frame, its payload or its content', () => {
  const event = { type: 'event' as const, action: 'liked' as const, content_container_uuid: 'c1', payload: { section_uuid: 's1', content: { actor_uuid: 'u1' } } }
  assert.ok(matches({ content_container_uuid: ['c1', 'c2'], section_uuid: ['s1'], actor_uuid: ['u1'] }, event))
  assert.not.ok(matches({ content_container_uuid: ['c1'], actor_uuid: ['u2'] }, event))
  assert.not.ok(matches({ thread_uuid: ['t'] }, event))
})

test.run()
