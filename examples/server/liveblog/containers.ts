/**
 * Live blog containers (document 1 §3, §7): found by the publisher's id or by UUID, always of the live
 * blog's type (`livestories`), so a live blog call can never reach a comments thread and the reverse.
 * A container is closed by its own settings or by its page's status.
 */
import type { LiveblogContainer } from '../../../contracts/entities/liveblog-api'
import type { Db } from '../db'
import { notFound } from '../errors'
import type { Section } from '../sections'

export const LIVEBLOG_TYPE = 'livestories'

interface Row {
  section_uuid: string
  site_uuid: string
  domain: string
  name: string
  section_settings: Record<string, unknown>
  content_container_uuid: string | null
  container_id: string | null
  settings: Record<string, unknown> | null
  is_hidden: boolean | null
  date_created: Date | null
  closed: boolean | null
  total_visible: number | null
}

const COLUMNS = `ct.content_container_uuid, ct.container_id, ct.settings, ct.is_hidden, ct.date_created, ct.total_visible,
  coalesce(ct.settings->>'status' = 'closed', false) or coalesce(pg.status = 'closed', false) as closed`

const containerOf = (row: Row): LiveblogContainer => ({
  content_container_uuid: row.content_container_uuid!,
  container_id: row.container_id!,
  settings: row.settings ?? {},
  is_hidden: !!row.is_hidden,
  total_visible_content: row.total_visible ?? 0,
  date_created: new Date(row.date_created!).getTime(),
  status: row.closed ? 'closed' : 'open',
})

export interface Place {
  section: Section
  container: LiveblogContainer
}

/** The section and, in it, the live blog named by UUID or by the publisher's id; 404 for either unknown. */
export async function placeOf(db: Db, sectionUuid: string, where: { uuid?: string; containerId?: string }): Promise<Place> {
  const [row] = await db.prepared<Row>(
    where.uuid ? 'vf_liveblog_by_uuid' : 'vf_liveblog_by_id',
    `select s.section_uuid, s.site_uuid, s.domain, s.name, s.settings as section_settings, ${COLUMNS}
     from sections s
     left join containers ct on ct.section_uuid = s.section_uuid and ct.type = '${LIVEBLOG_TYPE}' and ${where.uuid ? 'ct.content_container_uuid = $2::uuid' : 'ct.container_id = $2'}
     left join pages pg on pg.uuid = ct.page_uuid
     where s.section_uuid = $1::uuid`,
    [sectionUuid, where.uuid ?? where.containerId],
  )
  if (!row) throw notFound(`No site has the section ${sectionUuid}`)
  if (!row.content_container_uuid) throw notFound(`No live blog ${where.uuid ?? where.containerId}`)
  const section: Section = { section_uuid: row.section_uuid, site_uuid: row.site_uuid, domain: row.domain, name: row.name, settings: row.section_settings }
  return { section, container: containerOf(row) }
}

/** The section's live blogs, newest first, or the one with the publisher's id `containerId` (a list of one or none). */
export async function listContainers(db: Db, sectionUuid: string, options: { containerId?: string; limit: number }): Promise<LiveblogContainer[]> {
  const rows = await db.query<Row>(
    `select ${COLUMNS} from containers ct left join pages pg on pg.uuid = ct.page_uuid
     where ct.section_uuid = $1 and ct.type = '${LIVEBLOG_TYPE}' and ($2::text is null or ct.container_id = $2)
     order by ct.date_created desc, ct.content_container_uuid desc limit $3`,
    [sectionUuid, options.containerId ?? null, options.limit],
  )
  return rows.map(containerOf)
}
