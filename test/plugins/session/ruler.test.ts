import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { User } from '../../../contracts/entities/user'
import { PermissionActions, type PermissionAction, type PermissionSubject } from '../../../contracts/permissions'
import type { SiteSettings } from '../../../contracts/settings'
import { GUEST_UUID } from '../../../kernel/lib/ids'
import { rule, type RulerState } from '../../../plugins/session/ruler'

const NOW = Date.UTC(2026, 10, 22, 12)
const base: User = {
  uuid: '3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f',
  name: 'Uma',
  type: 'user',
  user_privilege: 'user',
  email: 'uma@example.org',
  email_verification_status: 'approved',
  username_moderation_status: 'approved',
  avatar_moderation_status: 'none',
  subscriber_count: 0,
  comments_made: 3,
  comments_received: 0,
  likes_made: 0,
  likes_received: 0,
  dislikes_made: 0,
  dislikes_received: 0,
}
const guest: User = { ...base, uuid: GUEST_UUID, user_privilege: 'guest', name: 'Guest' }
const state = (user: User | undefined, settings: Partial<SiteSettings> = {}): RulerState => ({ user, settings, now: () => NOW })
const ask = (user: User | undefined, permission: string, resource?: unknown, settings: Partial<SiteSettings> = {}) => {
  const [subject, action] = permission.split('.') as [PermissionSubject, PermissionAction]
  return rule(state(user, settings), subject, action, resource)
}
const reason = (ruling: ReturnType<typeof rule>) => (ruling.allowed ? 'allowed' : ruling.reason)

test('every subject and action of documents 1–3 §6 has a ruling', () => {
  for (const [subject, actions] of Object.entries(PermissionActions)) {
    for (const action of actions) {
      const ruling = rule(state(base), subject as PermissionSubject, action as PermissionAction)
      assert.not.match(ruling.allowed ? '' : (ruling.message ?? ''), 'No ruling', `${subject}.${action}`)
    }
  }
})

test('guests are asked to sign in for what needs an account', () => {
  for (const permission of ['comment.like', 'comment.flag', 'reply.create', 'message.create', 'user.follow', 'user.update_name', 'page.follow', 'topic.follow', 'user.save_share']) {
    assert.equal(ask(guest, permission), { allowed: false, reason: 'sign_in_required', method: 'login' }, permission)
  }
  assert.equal(ask(undefined, 'comment.create'), { allowed: false, reason: 'sign_in_required', method: 'login' })
  assert.is(reason(ask(guest, 'comment.attempt_to_create')), 'allowed')
})

test('guests may comment only when anonymous comments are enabled', () => {
  assert.is(reason(ask(guest, 'comment.create', undefined, { enable_anonymous_comments: 0 })), 'sign_in_required')
  assert.is(reason(ask(guest, 'comment.create', undefined, { enable_anonymous_comments: 1 })), 'allowed')
})

test('a posting ban blocks posting; ghost and hide bans do not (their content is hidden instead)', () => {
  assert.is(reason(ask({ ...base, ban_level: 'posting' }, 'comment.create')), 'banned')
  assert.is(reason(ask({ ...base, ban_level: 'posting' }, 'comment.attempt_to_create')), 'banned')
  assert.is(reason(ask({ ...base, ban_level: 'ghost' }, 'comment.create')), 'allowed')
  assert.is(reason(ask({ ...base, ban_level: 'hide' }, 'reply.create')), 'allowed')
})

test('e-mail verification: pending e-mail accounts that already commented are blocked; social accounts never', () => {
  const pending = { ...base, email_verification_status: 'pending_new' as const }
  const on = { enable_email_verification: 1 as const }
  assert.is(reason(ask(pending, 'comment.create', undefined, on)), 'email_verification_required')
  assert.is(reason(ask({ ...pending, comments_made: 0 }, 'comment.create', undefined, on)), 'allowed')
  assert.is(reason(ask({ ...pending, social_login_provider: 'google' }, 'comment.create', undefined, on)), 'allowed')
  assert.is(reason(ask(pending, 'comment.create', undefined, { enable_email_verification: 0 })), 'allowed')
})

test('dislikes need the setting; moderation needs a moderator or administrator', () => {
  assert.is(reason(ask(base, 'comment.dislike', undefined, { enable_dislikes: 0 })), 'disabled_by_settings')
  assert.is(reason(ask(base, 'comment.dislike', undefined, { enable_dislikes: 1 })), 'allowed')
  assert.is(reason(ask(base, 'comment.moderate')), 'not_moderator')
  assert.is(reason(ask({ ...base, user_privilege: 'moderator' }, 'comment.moderate')), 'allowed')
  assert.is(reason(ask({ ...base, user_privilege: 'admin' }, 'live_content.create')), 'allowed')
  assert.is(reason(ask(base, 'live_content.create')), 'not_moderator')
})

test('edit and removal follow document 1 §5: owner, window, closed section, state, settings, editor pick', () => {
  const mine = { actor_uuid: base.uuid, date_created: NOW - 60_000 }
  const settings = { user_comment_edit_timeout: 300 }
  assert.is(reason(ask(base, 'comment.update', mine, settings)), 'allowed')
  assert.is(reason(ask(base, 'comment.update', { ...mine, actor_uuid: 'someone-else' }, settings)), 'not_owner')
  assert.is(reason(ask(base, 'comment.update', { ...mine, date_created: NOW - 300_000 }, settings)), 'expired')
  assert.is(reason(ask(base, 'comment.update', { ...mine, date_locked: NOW - 1 }, settings)), 'expired', 'the earlier of the two ends the window')
  assert.is(reason(ask(base, 'comment.update', { ...mine, date_created: Math.floor((NOW - 60_000) / 1000) }, settings)), 'allowed', 'seconds are ms × 1000')
  assert.is(reason(ask(base, 'comment.update', { ...mine, status: 'closed' }, settings)), 'closed')
  for (const processing_status of ['removed', 'spam', 'disabled']) assert.is(reason(ask(base, 'comment.update', { ...mine, processing_status }, settings)), 'other')
  assert.is(reason(ask(base, 'comment.update', { ...mine, editor_pick: 1 }, settings)), 'other')
  assert.is(reason(ask(base, 'comment.update', mine, { ...settings, enable_user_comment_editing: 0 })), 'disabled_by_settings')
  assert.is(reason(ask(base, 'comment.remove', mine, { ...settings, enable_user_comment_remove: 0 })), 'disabled_by_settings')
  assert.is(reason(ask(base, 'comment.remove', mine, settings)), 'allowed')
  assert.is(reason(ask(guest, 'comment.remove', mine, settings)), 'sign_in_required')
  const theirs = { actor_uuid: 'someone-else', date_created: NOW - 3_600_000, editor_pick: 1 }
  assert.is(reason(ask(base, 'comment.remove', theirs, settings)), 'not_owner')
  for (const user_privilege of ['moderator', 'admin'] as const) {
    assert.is(reason(ask({ ...base, user_privilege }, 'comment.remove', theirs, { ...settings, enable_user_comment_remove: 0 })), 'allowed', `a${user_privilege === 'admin' ? 'n admin' : ' moderator'} removes anyone's comment, past the window`)
    assert.is(reason(ask({ ...base, user_privilege }, 'comment.update', theirs, settings)), 'not_owner', 'but edits only their own')
  }
})

test('follow and mute: a muted user cannot be followed; muting needs the setting and an account', () => {
  assert.is(reason(ask(base, 'user.follow', { uuid: 'other', isMuted: true })), 'muted')
  assert.is(reason(ask(base, 'user.follow', { uuid: 'other' })), 'allowed')
  assert.is(reason(ask(base, 'user.mute', undefined, { enable_muting: 0 })), 'disabled_by_settings')
  assert.is(reason(ask(base, 'user.mute', undefined, { enable_muting: 1 })), 'allowed')
  assert.is(reason(ask(guest, 'user.mute', undefined, { enable_muting: 1 })), 'sign_in_required')
})

test('account rules: social users keep their password with their provider; notifications need an e-mail', () => {
  assert.is(reason(ask({ ...base, social_login_provider: 'facebook' }, 'user.update_password')), 'other')
  assert.is(reason(ask(base, 'user.update_password')), 'allowed')
  assert.is(reason(ask({ ...base, email: undefined }, 'user.update_notifications')), 'disabled_by_settings')
  assert.is(reason(ask(base, 'user.update_notifications', undefined, { disable_email_notifications: 1 })), 'disabled_by_settings')
  assert.is(reason(ask({ ...base, username_moderation_status: 'pending_update' }, 'user.has_pending_username')), 'allowed')
  assert.is(reason(ask(base, 'user.has_rejected_username')), 'other')
  assert.is(reason(ask(base, 'user.login', undefined, { disable_widget_logins: 1 })), 'disabled_by_settings')
})

test('polls: voting needs an account only when the site says so; media upload needs images or video enabled', () => {
  assert.is(reason(ask(guest, 'polls.vote')), 'allowed')
  assert.is(reason(ask(guest, 'polls.vote', undefined, { require_user_authentication_to_vote: 1 })), 'sign_in_required')
  assert.is(reason(ask(base, 'media.upload', undefined, { enable_comment_images: 0, enable_comment_video: 0 })), 'disabled_by_settings')
  assert.is(reason(ask(base, 'media.upload', undefined, { enable_comment_images: 1 })), 'allowed')
})

test('nobody flags their own content', () => {
  assert.is(reason(ask(base, 'comment.flag', { actor_uuid: base.uuid })), 'other')
  assert.is(reason(ask(base, 'comment.flag', { actor_uuid: 'x' })), 'allowed')
})

test.run()
