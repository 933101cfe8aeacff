/**
 * A live blog's images (document 1 §3 "Media item"): stored as uploaded (checked by their bytes), served
 * by UUID, attached to a post in the editor's order. The media item a client gets names where the image
 * is served (`path` under the service, `url` whole) and its description, which is its alt text.
 */
import type { MediaItem } from '../../../contracts/entities/page'
import { LiveblogLimits } from '../../../contracts/entities/liveblog-api'
import type { Db } from '../db'
import { badRequest, forbidden } from '../errors'

interface MediaRow {
  media_uuid: string
  id: string
  section_uuid: string
  content_container_uuid: string
  content_uuid: string | null
  description: string
}

/** Where an image is served, under the service (the live blog's own path). */
export const mediaPath = (row: Pick<MediaRow, 'section_uuid' | 'content_container_uuid' | 'media_uuid'>) => `/v4/liveblogs/${row.section_uuid}/${row.content_container_uuid}/media/${row.media_uuid}`

/** A stored image as the clients see it; `origin` is the service's own, as the caller reached it. */
export function mediaItem(row: MediaRow, origin: string): MediaItem {
  const path = mediaPath(row)
  return { uuid: row.media_uuid, id: Number(row.id), description: row.description, path, url: `${origin}${path}` }
}

const COLUMNS = 'media_uuid, id, section_uuid, content_container_uuid, content_uuid, description'

/** Stores an upload for the live blog (not yet in a post). */
export async function storeMedia(db: Db, upload: { uuid: string; section: string; container: string; uploader: string; type: string; data: Buffer; description: string; fileName: string }): Promise<MediaRow> {
  const [row] = await db.query<MediaRow>(
    `insert into liveblog_media (media_uuid, section_uuid, content_container_uuid, uploader_uuid, content_type, description, file_name, data)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${COLUMNS}`,
    [upload.uuid, upload.section, upload.container, upload.uploader, upload.type, upload.description, upload.fileName, upload.data],
  )
  return row!
}

/** The images of these posts, each post's in its order. */
export async function mediaOf(db: Db, contentUuids: string[], origin: string): Promise<Map<string, MediaItem[]>> {
  const byPost = new Map<string, MediaItem[]>()
  if (contentUuids.length === 0) return byPost
  const rows = await db.query<MediaRow>(`select ${COLUMNS} from liveblog_media where content_uuid = any($1::uuid[]) order by content_uuid, position, date_created`, [contentUuids])
  for (const row of rows) {
    let list = byPost.get(row.content_uuid!)
    if (!list) byPost.set(row.content_uuid!, (list = []))
    list.push(mediaItem(row, origin))
  }
  return byPost
}

/**
 * Makes `uuids` (in that order) the images of `post`, in one transaction's statements: each must be an
 * upload of this live blog that no other post carries; the post's images not named any more are let go
 * (kept, unattached). Refused (400) past the limit or for a duplicate, (403) for another live blog's.
 */
export async function attachMedia(tx: Db, post: string, container: string, uuids: readonly string[]): Promise<void> {
  if (uuids.length > LiveblogLimits.postMedia) throw badRequest(`A post can carry at most ${LiveblogLimits.postMedia} images.`)
  if (new Set(uuids).size !== uuids.length) throw badRequest('An image is named twice.')
  if (uuids.length) {
    const rows = await tx.query<MediaRow>(`select ${COLUMNS} from liveblog_media where media_uuid = any($1::uuid[]) for update`, [uuids])
    if (rows.length !== uuids.length) throw badRequest('An image was not found: upload it first.')
    if (rows.some((row) => row.content_container_uuid !== container)) throw forbidden('An image belongs to another live blog.')
    if (rows.some((row) => row.content_uuid && row.content_uuid !== post)) throw badRequest('An image is already in another post.')
  }
  await tx.query('update liveblog_media set content_uuid = null where content_uuid = $1 and not (media_uuid = any($2::uuid[]))', [post, uuids])
  for (const [position, uuid] of uuids.entries()) await tx.query('update liveblog_media set content_uuid = $1, position = $2 where media_uuid = $3', [post, position, uuid])
}

/** An image's bytes, by its live blog and UUID. */
export async function mediaBytes(db: Db, container: string, uuid: string) {
  return db.one<{ content_type: string; data: Buffer | Uint8Array }>('select content_type, data from liveblog_media where media_uuid = $1 and content_container_uuid = $2', [uuid, container])
}
