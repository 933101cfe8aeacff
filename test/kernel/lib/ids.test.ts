import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { GUEST_UUID, MAX_NUMERIC_ID, isGuestUser, isIdentifiedUser, isUuid, numericIdToUuid, uuidToNumericId } from '../../../kernel/lib/ids'

test('isUuid: 8-4-4-4-12 hex, any case, nothing around it', () => {
  assert.ok(isUuid('3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f'))
  assert.ok(isUuid('3F2B8C1E-9A4D-4C6B-8E2F-1A2B3C4D5E6F'))
  assert.not.ok(isUuid(' 3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f'))
  assert.not.ok(isUuid('3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6'))
  assert.not.ok(isUuid('3f2b8c1e9a4d4c6b8e2f1a2b3c4d5e6f'))
  assert.not.ok(isUuid('gf2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f'))
  assert.not.ok(isUuid(null))
})

test('the guest UUID is all zeros with the version nibble, and is a valid UUID', () => {
  assert.ok(isUuid(GUEST_UUID))
  assert.is(GUEST_UUID.replace(/[-48]/g, '').replace(/0/g, ''), '')
  assert.is(GUEST_UUID[14], '4')
})

test('numeric ids round-trip through the UUID form across the whole range', () => {
  for (const id of [0, 1, 15, 16, 255, 4096, 123456789, 2 ** 40 + 7, MAX_NUMERIC_ID - 1, MAX_NUMERIC_ID]) {
    const uuid = numericIdToUuid(id)
    assert.ok(isUuid(uuid), uuid)
    assert.is(uuidToNumericId(uuid), id)
    assert.is(uuidToNumericId(uuid.toUpperCase()), id)
  }
  assert.is(numericIdToUuid(0), GUEST_UUID)
  assert.is(numericIdToUuid(255), '00000000-0000-4000-8000-0000000000ff')
  assert.is(MAX_NUMERIC_ID, 4503599627370495)
})

test('anything else is TypeError "invalid argument"', () => {
  for (const bad of [-1, 1.5, NaN, Infinity, MAX_NUMERIC_ID + 1, '12', null, undefined]) {
    try {
      numericIdToUuid(bad)
      assert.unreachable(String(bad))
    } catch (error) {
      assert.instance(error, TypeError)
      assert.is((error as Error).message, 'invalid argument')
    }
  }
  for (const bad of ['3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f', '00000000-0000-4000-8fff-ffffffffffff', 'x', 42]) {
    try {
      uuidToNumericId(bad)
      assert.unreachable(String(bad))
    } catch (error) {
      assert.instance(error, TypeError)
      assert.is((error as Error).message, 'invalid argument')
    }
  }
})

test('guest and identified users (document 2 §3)', () => {
  const uuid = '3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f'
  assert.ok(isGuestUser(undefined))
  assert.ok(isGuestUser({ user_privilege: 'guest', uuid }))
  assert.ok(isGuestUser({ anonymous: 1, uuid }))
  assert.ok(isGuestUser({ uuid: GUEST_UUID, user_privilege: 'user' }))
  assert.not.ok(isGuestUser({ uuid, user_privilege: 'user' }))
  assert.ok(isIdentifiedUser({ uuid }))
  assert.not.ok(isIdentifiedUser({ uuid: GUEST_UUID }))
  assert.not.ok(isIdentifiedUser({}))
  assert.not.ok(isIdentifiedUser(null))
})

test.run()
