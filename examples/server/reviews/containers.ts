/**
 * Reviews containers (document 1 §3, §7): found by the publisher's id or by UUID, always of the reviews
 * type (`livereviews`), so a reviews call can never reach a comments thread and the reverse. A container
 * is closed by its own settings or by its page's status.
 */
import type { ReviewsContainer } from '../../../contracts/entities/reviews-api'
import type { Db } from '../db'
import { notFound } from '../errors'
import type { Section } from '../sections'

export const REVIEWS_TYPE = 'livereviews'

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

export const CONTAINER_COLUMNS = `ct.content_container_uuid, ct.container_id, ct.settings, ct.is_hidden, ct.date_created, ct.total_visible,
  coalesce(ct.settings->>'status' = 'closed', false) or coalesce(pg.status = 'closed', false) as closed`

export const containerOf = (row: Pick<Row, 'content_container_uuid' | 'container_id' | 'settings' | 'is_hidden' | 'total_visible' | 'date_created' | 'closed'>): ReviewsContainer => ({
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
  container: ReviewsContainer
}

/** The section and, in it, the reviews container named by UUID or by the publisher's id; 404 for either unknown. */
export async function placeOf(db: Db, sectionUuid: string, where: { uuid?: string; containerId?: string }): Promise<Place> {
  const [row] = await db.prepared<Row>(
    where.uuid ? 'vf_reviews_by_uuid' : 'vf_reviews_by_id',
    `select s.section_uuid, s.site_uuid, s.domain, s.name, s.settings as section_settings, ${CONTAINER_COLUMNS}
     from sections s
     left join containers ct on ct.section_uuid = s.section_uuid and ct.type = '${REVIEWS_TYPE}' and ${where.uuid ? 'ct.content_container_uuid = $2::uuid' : 'ct.container_id = $2'}
     left join pages pg on pg.uuid = ct.page_uuid
     where s.section_uuid = $1::uuid`,
    [sectionUuid, where.uuid ?? where.containerId],
  )
  if (!row) throw notFound(`No site has the section ${sectionUuid}`)
  if (!row.content_container_uuid) throw notFound(`No reviews ${where.uuid ?? where.containerId}`)
  const section: Section = { section_uuid: row.section_uuid, site_uuid: row.site_uuid, domain: row.domain, name: row.name, settings: row.section_settings }
  return { section, container: containerOf(row) }
}
