/** The realtime wire, pure: rules checked and shared, frames read strictly, events matched. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { matches, normalizeRules, parseFrames, rulesKey, socketUrl, subscribeFrame } from '../../../plugins/realtime/frames'

/** The one message a frame carries. */
const parseFrame = (data: unknown) => {
  const frames = parseFrames(data)
  assert.is(frames.length, 1)
  return frames[0]!
}

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

test('a frame is one message, or an array of several read one by one in order; anything else is malformed', () => {
  const liked = { type: 'event', action: 'liked', content_container_uuid: 'c1', content: { content_uuid: 'a' } }
  const created = { type: 'event', action: 'created', content_container_uuid: 'c1', payload: { content_uuid: 'b' } }
  const bare = parseFrames(JSON.stringify(liked))
  assert.equal(bare, [{ kind: 'event', event: { type: 'event', action: 'liked', payload: { content_container_uuid: 'c1', content: { content_uuid: 'a' } }, content_container_uuid: 'c1' } }])
  const several = parseFrames(JSON.stringify([liked, { type: 'keep-alive' }, created, 'text', [created], { type: 'event', action: 'exploded' }]))
  assert.equal(
    several.map((frame) => (frame.kind === 'event' ? `event ${frame.event.action}` : frame.kind === 'ignored' ? `ignored ${frame.detail}` : frame.kind)),
    ['event liked', 'keep-alive', 'event created', 'ignored no type', 'ignored no type', 'ignored an event with action "exploded"'],
  )
  assert.equal(several[0], bare[0], 'an event reads the same alone or in an array')
  assert.equal(parseFrames('[]'), [])
  assert.equal(parseFrames('[1,'), [{ kind: 'ignored', reason: 'malformed', detail: 'not JSON' }])
  assert.equal(parseFrames('7'), [{ kind: 'ignored', reason: 'malformed', detail: 'no type' }])
})

test('an event matches when every rule holds, read from the frame, its payload or its content', () => {
  const event = { type: 'event' as const, action: 'liked' as const, content_container_uuid: 'c1', payload: { section_uuid: 's1', content: { actor_uuid: 'u1' } } }
  assert.ok(matches({ content_container_uuid: ['c1', 'c2'], section_uuid: ['s1'], actor_uuid: ['u1'] }, event))
  assert.not.ok(matches({ content_container_uuid: ['c1'], actor_uuid: ['u2'] }, event))
  assert.not.ok(matches({ thread_uuid: ['t'] }, event))
})

test.run()
