import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { PermissionActions } from '../../contracts/permissions'
import { isVfError } from '../../kernel/errors'
import { createPermissions, isPermission } from '../../kernel/permissions'
import { recordingLogger } from '../support/console'

function setup() {
  const { logger, out } = recordingLogger()
  const published: unknown[][] = []
  const permissions = createPermissions({ logger, publish: (channel, event, args) => published.push([channel, event, ...args]) })
  return { permissions, published, out }
}

test('every subject and action of documents 1–3 §6 is known', () => {
  assert.ok(isPermission('comment', 'attempt_to_create'))
  assert.ok(isPermission('reply', 'create'))
  assert.ok(isPermission('live_content', 'create'))
  assert.ok(isPermission('message', 'dislike'))
  assert.ok(isPermission('content', 'flag'))
  assert.ok(isPermission('user', 'update_notifications'))
  assert.ok(isPermission('page', 'follow_thread'))
  assert.ok(isPermission('media', 'upload'))
  assert.ok(isPermission('topic', 'follow'))
  assert.ok(isPermission('polls', 'vote'))
  assert.not.ok(isPermission('comment', 'vote'))
  assert.not.ok(isPermission('__proto__', 'x'))
  assert.is(Object.keys(PermissionActions).length, 10)
})

test('without a ruler everything is allowed', () => {
  const { permissions } = setup()
  assert.equal(permissions.can('comment', 'create'), { allowed: true })
})

test('the ruler is asked with subject, action and resource', () => {
  const { permissions } = setup()
  permissions.setRuler((subject, action, resource) => ({ allowed: subject === 'comment' && action === 'like' && resource === 'r1' }) as never, 'session')
  assert.equal(permissions.can('comment', 'like', 'r1'), { allowed: true })
  assert.equal(permissions.can('comment', 'like', 'r2'), { allowed: false })
})

test('only one plugin rules: a second owner is refused; the first can unset and hand over', () => {
  const { permissions } = setup()
  const unset = permissions.setRuler(() => ({ allowed: true }), 'session')
  try {
    permissions.setRuler(() => ({ allowed: false, reason: 'other' }), 'intruder')
    assert.unreachable()
  } catch (error) {
    assert.ok(isVfError(error, 'RulerAlreadySet'))
    assert.is((error as Error).message, 'The permission ruler is already set by "session"')
  }
  unset()
  permissions.setRuler(() => ({ allowed: false, reason: 'other' }), 'intruder')
  assert.equal(permissions.can('comment', 'create'), { allowed: false, reason: 'other' })
})

test('a throwing ruler fails closed and is reported', () => {
  const { permissions, out } = setup()
  permissions.setRuler(() => {
    throw new Error('no state')
  }, 'session')
  assert.equal(permissions.can('comment', 'create'), { allowed: false, reason: 'other' })
  assert.match(out.error[0]!, 'The permission ruler threw on "comment.create"')
})

test('an unknown permission is refused with a warning', () => {
  const { permissions, out } = setup()
  assert.is(permissions.can('comment' as never, 'fly' as never).allowed, false)
  assert.match(out.warn[0]!, 'Unknown permission "comment.fly"')
})

test('check: sign-in refusals publish authentication/required with the trigger and the method', () => {
  const { permissions, published } = setup()
  permissions.setRuler(() => ({ allowed: false, reason: 'sign_in_required', method: 'signup' }), 'session')
  const refusal = permissions.check('topic', 'follow', undefined, 'topics.follow')
  assert.equal(published, [['authentication', 'required', { trigger: 'topics.follow', method: 'signup' }]])
  assert.is(refusal?.code, 'PermissionDenied')
  assert.is(refusal?.reason, 'sign_in_required')
  assert.ok(Object.isFrozen(refusal))
})

test.run()
