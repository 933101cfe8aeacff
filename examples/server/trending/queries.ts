/**
 * Trending articles (document 1 §7): a site's pages ranked by the visible contents written under them
 * within the last hours (the trend window), among pages first seen within the last days (days published).
 * Only what readers may see counts: visible, not removed, spam or disabled, in containers that are not
 * hidden. `trendingrecommended` leaves out the pages the visitor has already viewed (their analytics views).
 */
import type { TrendingArticle } from '../../../contracts/entities/trending'
import type { Db } from '../db'

export interface TrendingOptions {
  sectionUuid: string
  limit: number
  days: number
  hours: number
  /** The moment both windows end. */
  at: Date
  /** `trendingrecommended`: the visitor whose viewed pages are left out. */
  visitorId?: string
}

interface Row {
  content_container_uuid: string
  container_id: string
  url: string
  title: string
  description: string
  image_url: string
  date_created: Date | string
  total_visible_contents: number
  total_visible_content: number
}

const HOUR = 3_600_000
const DAY = 24 * HOUR

export async function trendingArticles(db: Db, o: TrendingOptions): Promise<TrendingArticle[]> {
  const end = o.at.getTime()
  const params: unknown[] = [o.sectionUuid, new Date(end - o.hours * HOUR), o.at, new Date(end - o.days * DAY), o.limit]
  let unseen = ''
  if (o.visitorId) {
    params.push(o.visitorId)
    unseen = `and not exists (select 1 from analytics_events e where e.section_uuid = $1 and e.visitor_id = $6 and e.name = 'view' and e.path = p.path)`
  }
  const rows = await db.query<Row>(
    `with recent as (
       select c.content_container_uuid, count(*)::int as n from content c
        where c.section_uuid = $1 and c.date_created > $2 and c.date_created <= $3
          and c.state = 'visible' and c.processing_status is null
        group by c.content_container_uuid),
     ranked as (
       select ct.page_uuid, sum(r.n)::int as n, (array_agg(ct.content_container_uuid order by r.n desc, ct.content_container_uuid))[1] as container
         from recent r join containers ct using (content_container_uuid)
        where not ct.is_hidden and ct.page_uuid is not null
        group by ct.page_uuid)
     select ct.content_container_uuid, ct.container_id, p.url, p.title, p.description, p.image_url, p.date_created,
            k.n as total_visible_contents,
            (select count(*)::int from content a where a.content_container_uuid = k.container and a.state = 'visible' and a.processing_status is null) as total_visible_content
       from ranked k join pages p on p.uuid = k.page_uuid join containers ct on ct.content_container_uuid = k.container
      where p.section_uuid = $1 and p.date_created > $4 and p.date_created <= $3 ${unseen}
      order by k.n desc, p.date_created desc, p.uuid
      limit $5`,
    params,
  )
  return rows.map((r) => ({
    content_container_uuid: r.content_container_uuid,
    container_id: r.container_id,
    url: r.url,
    title: r.title,
    description: r.description,
    image_url: r.image_url,
    date_published: new Date(r.date_created).getTime(),
    total_visible_contents: r.total_visible_contents,
    total_visible_content: r.total_visible_content,
  }))
}
