/**
 * The ruler's `polls.vote` (document 1 §5–§6): a guest must sign in to vote where the poll's own
 * `require_user_authentication_to_vote` says so, else where the site's does; a signed-in reader may vote.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { User } from '../../../contracts/entities/user'
import type { SiteSettings } from '../../../contracts/settings'
import { GUEST_UUID } from '../../../kernel/lib/ids'
import { rule } from '../../../plugins/session/ruler'

const reader = { uuid: '3f2b8c1e-9a4d-4c6b-8e2f-1a2b3c4d5e6f', name: 'Uma', type: 'user', user_privilege: 'user' } as User
const guest = { ...reader, uuid: GUEST_UUID, user_privilege: 'guest', name: 'Guest' } as User
const vote = (user: User, site: Partial<SiteSettings>, poll?: { settings: { require_user_authentication_to_vote: 0 | 1 } }) => {
  const ruling = rule({ user, settings: site, now: () => 0 }, 'polls', 'vote', poll)
  return ruling.allowed ? 'allowed' : ruling.reason
}

test('the poll’s own setting wins over the site’s; without one the site’s applies', () => {
  assert.is(vote(guest, { require_user_authentication_to_vote: 0 }), 'allowed')
  assert.is(vote(guest, { require_user_authentication_to_vote: 1 }), 'sign_in_required')
  assert.is(vote(guest, { require_user_authentication_to_vote: 0 }, { settings: { require_user_authentication_to_vote: 1 } }), 'sign_in_required', 'a members’ poll on an open site')
  assert.is(vote(guest, { require_user_authentication_to_vote: 1 }, { settings: { require_user_authentication_to_vote: 0 } }), 'allowed', 'an open poll on a members’ site')
  assert.is(vote(reader, { require_user_authentication_to_vote: 1 }, { settings: { require_user_authentication_to_vote: 1 } }), 'allowed')
})

test.run()
