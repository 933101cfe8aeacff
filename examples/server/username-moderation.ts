/**
 * Username pre-moderation (document 1 §3, §6; document 2 §3, §6): with the site's
 * `enable_username_premoderation` on, a new name a reader chooses waits for a moderator in
 * `username_pending` — `pending_update` for a rename, `pending_new` for the name chosen at sign-up (or
 * while the account has never had a name approved) — and everyone else keeps seeing the account's name:
 * its previous one, or for a new account its number (`#1042`, in no language). A moderator approves it
 * (it becomes the name: `approved`) or rejects it (it goes: `rejected`). Social users' names come from
 * their provider and apply at once (pre-moderation applies to non-social users), as do the names of
 * moderators and administrators, and any name a moderator sets. While it waits the pending name is held
 * (its key, text.ts), so nobody takes it meanwhile; the reader cannot be followed (routes/graph.ts).
 */
import type { Db } from './db'
import { badRequest, HttpError, notFound } from './errors'
import type { Section } from './sections'
import { claimName, nameKey } from './text'
import { isOn } from '../../kernel/lib/settings'

/** What deciding a name needs of its account. */
export interface NameHolder {
  uuid: string
  id: string | number
  section_uuid: string
  name: string
  user_privilege: string
  social_login_provider: string | null
  username_moderation_status: string
}

export const NAME_HOLDER_COLUMNS = 'uuid, id, section_uuid, name, user_privilege, social_login_provider, username_moderation_status'

/** The statuses of a name that waits for a moderator. */
export const PENDING_STATUSES = ['pending_new', 'pending_update'] as const

/** At most this many names in the moderators' queue at once (oldest first). */
export const NAME_QUEUE_LIMIT = 100

/** Does the site hold this account's new names for a moderator? Readers who signed up here only. */
export function premoderated(settings: Section['settings'], user: Pick<NameHolder, 'user_privilege' | 'social_login_provider'>): boolean {
  return isOn(settings.enable_username_premoderation) && !user.social_login_provider && user.user_privilege === 'user'
}

/** The name a new account shows until its first name is approved: its number. */
export const provisionalName = (id: string | number) => `#${id}`
const PROVISIONAL = /^#\d+$/

/** Refuses a chosen name that reads as an account's provisional name (another account's number). */
export function refuseProvisionalLookAlike(name: string): void {
  if (PROVISIONAL.test(name)) throw badRequest('Names like #1042 are kept for accounts whose name awaits approval. Please choose another one.')
}

const CLEAR_PENDING = 'username_pending = null, username_pending_key = null, username_requested = null'

/**
 * Inside `tx`: `user` (or a moderator for them, `byModerator`) chooses `name`. Under pre-moderation it
 * waits for a moderator; otherwise it is the name at once (a choice that was waiting goes). The name
 * the account already has withdraws a choice that was waiting. Refuses (409) a name another account has
 * or waits for. Returns what happened.
 */
export async function changeName(tx: Db, settings: Section['settings'], user: NameHolder, name: string, byModerator: boolean): Promise<'applied' | 'pending' | 'unchanged'> {
  if (name === user.name) {
    await tx.query(
      `update users set ${CLEAR_PENDING}, username_moderation_status = case when username_moderation_status in ('pending_new', 'pending_update') then 'approved' else username_moderation_status end where uuid = $1`,
      [user.uuid],
    )
    return 'unchanged'
  }
  refuseProvisionalLookAlike(name)
  const key = await claimName(tx, user.section_uuid, name, user.uuid)
  if (byModerator || !premoderated(settings, user)) {
    await tx.query(`update users set name = $2, name_key = $3, ${CLEAR_PENDING}, username_moderation_status = 'approved' where uuid = $1`, [user.uuid, name, key])
    return 'applied'
  }
  // Never had a name approved: its first name is still new.
  const fresh = user.username_moderation_status === 'pending_new' || user.name === provisionalName(user.id)
  await tx.query(`update users set username_pending = $2, username_pending_key = $3, username_requested = now(), username_moderation_status = $4 where uuid = $1`, [
    user.uuid,
    name,
    key,
    fresh ? 'pending_new' : 'pending_update',
  ])
  return 'pending'
}

/**
 * Inside `tx`, at sign-up: the new account `uuid` (just inserted with the chosen `name`) waits for its
 * first name's approval, showing its number meanwhile.
 */
export async function holdFirstName(tx: Db, uuid: string, name: string, key: string): Promise<void> {
  const { id } = (await tx.one<{ id: string | number }>('select id from users where uuid = $1', [uuid]))!
  const shown = provisionalName(id)
  await tx.query(
    `update users set name = $2, name_key = $3, username_pending = $4, username_pending_key = $5, username_requested = now(), username_moderation_status = 'pending_new' where uuid = $1`,
    [uuid, shown, nameKey(shown), name, key],
  )
}

/** A name waiting for a moderator, as the moderators' queue lists it. */
export interface PendingName {
  uuid: string
  id: number
  name: string
  username_pending: string
  username_moderation_status: (typeof PENDING_STATUSES)[number]
  date_requested: number
}

/** The site's names waiting for a moderator, oldest first. */
export async function pendingNames(db: Db, sectionUuid: string): Promise<PendingName[]> {
  const rows = await db.query<Omit<PendingName, 'id' | 'date_requested'> & { id: string | number; username_requested: Date }>(
    `select uuid, id, name, username_pending, username_moderation_status, username_requested from users
     where section_uuid = $1 and username_pending is not null order by username_requested, id limit $2`,
    [sectionUuid, NAME_QUEUE_LIMIT],
  )
  return rows.map(({ username_requested, id, ...row }) => ({ ...row, id: Number(id), date_requested: new Date(username_requested).getTime() }))
}

/**
 * A moderator decides the name user `uuid` of the site waits with: approved, it is their name; rejected,
 * it goes and they keep the name they had. 404 for no such user on the site; 409 when no name waits
 * (decided already, or withdrawn).
 */
export async function decideName(db: Db, sectionUuid: string, uuid: string, approve: boolean): Promise<void> {
  await db.tx(async (tx) => {
    const row = await tx.one<{ uuid: string; username_pending: string | null }>('select uuid, username_pending from users where uuid = $1 and section_uuid = $2 for update', [uuid, sectionUuid])
    if (!row) throw notFound(`No user ${uuid} on this site`)
    if (!row.username_pending) throw new HttpError(409, 'This user has no name awaiting approval.')
    if (!approve) {
      await tx.query(`update users set ${CLEAR_PENDING}, username_moderation_status = 'rejected' where uuid = $1`, [uuid])
      return
    }
    // Held while it waited; asked again under the key's lock (a provider's name may have arrived since).
    const key = await claimName(tx, sectionUuid, row.username_pending, uuid)
    await tx.query(`update users set name = username_pending, name_key = $2, ${CLEAR_PENDING}, username_moderation_status = 'approved' where uuid = $1`, [uuid, key])
  })
}
