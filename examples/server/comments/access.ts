/**
 * Who is asking, as the comment rules see them (document 1 §6): a guest, a signed-in reader, or a
 * moderator (administrators count as moderators). Shared by every comments route so the rule that
 * decides what a request may see or do is written once.
 */
import type { FastifyRequest } from 'fastify'
import type { Db } from '../db'
import { forbidden, unauthorized } from '../errors'
import type { Viewer } from './queries'

export async function viewerOf(db: Db, request: FastifyRequest): Promise<Viewer> {
  if (!request.userUuid) return { uuid: undefined, moderator: false }
  const [row] = await db.prepared<{ user_privilege: string }>('vf_viewer', 'select user_privilege from users where uuid = $1::uuid', [request.userUuid])
  return { uuid: request.userUuid, moderator: row?.user_privilege === 'moderator' || row?.user_privilege === 'admin' }
}

/** The viewer, when a moderator: a guest is asked to sign in (401), a reader is refused (403). */
export async function requireModerator(db: Db, request: FastifyRequest): Promise<Viewer & { uuid: string }> {
  const viewer = await viewerOf(db, request)
  if (!viewer.uuid) throw unauthorized()
  if (!viewer.moderator) throw forbidden('Only moderators can do this.')
  return { ...viewer, uuid: viewer.uuid }
}
