/**
 * Containers of one widget type (live blog `livestories`, chat `livechat`, and any widget after them):
 * found by the publisher's id or by UUID, always of that type, so one widget's call can never reach
 * another's container (a chat call never reaches a comments thread, and the reverse). A container is
 * closed by its own settings or by its page's status. Each widget's service keeps only what is its own
 * (the chat's bans, say) on top of this.
 */
import type { Container } from '../../contracts/entities/container'
import type { Db } from './db'
import { notFound } from './errors'
import type { Section } from './sections'

/** A typed container as readers get it: open or closed. */
export type TypedContainer = Container & { status: 'open' | 'closed'; date_created: number }

export interface TypedPlace {
  section: Section
  container: TypedContainer
}

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

const BASE_COLUMNS = `ct.content_container_uuid, ct.container_id, ct.settings, ct.is_hidden, ct.date_created, ct.total_visible,
  coalesce(ct.settings->>'status' = 'closed', false) or coalesce(pg.status = 'closed', false) as closed`

const containerOf = (row: Row): TypedContainer => ({
  content_container_uuid: row.content_container_uuid!,
  container_id: row.container_id!,
  settings: row.settings ?? {},
  is_hidden: !!row.is_hidden,
  total_visible_content: row.total_visible ?? 0,
  date_created: new Date(row.date_created!).getTime(),
  status: row.closed ? 'closed' : 'open',
})

export interface TypedContainers {
  /** The type's name in the containers table. */
  readonly type: string
  /** The section and, in it, the container named by UUID or by the publisher's id; 404 for either unknown ("No {noun} …"). */
  placeOf(db: Db, sectionUuid: string, where: { uuid?: string; containerId?: string }): Promise<TypedPlace>
  /** The section's containers of this type, newest first, or the one with the publisher's id `containerId` (a list of one or none). */
  list(db: Db, sectionUuid: string, options: { containerId?: string; limit: number }): Promise<TypedContainer[]>
  /** The section's containers of this type with these publisher's ids (those that exist, in no set order). */
  byIds(db: Db, sectionUuid: string, containerIds: readonly string[]): Promise<TypedContainer[]>
  /** Creates the container with the publisher's id unless it exists (a repeated create is no error), then answers it. */
  create(db: Db, sectionUuid: string, containerId: string, pageUuid: string | null, newUuid: string): Promise<TypedContainer>
}

export interface TypedContainerOptions {
  /**
   * How the visible content is counted, as an SQL expression over the container `ct`, for a widget whose
   * items are not counted in the containers table (its own table's count); `ct.total_visible` by default.
   */
  totalVisible?: string
  /** Refuses the call (throws) for a section that turned the widget off, before the container is looked for. */
  admit?: (section: Section) => void
}

/** The lookups of containers of `type` (SQL-safe: a fixed identifier of ours), named `noun` in a 404. */
export function typedContainers(type: string, noun: string, options: TypedContainerOptions = {}): TypedContainers {
  if (!/^[a-z_]+$/.test(type)) throw new Error(`A container type is a lowercase identifier: ${type}`)
  const COLUMNS = options.totalVisible ? BASE_COLUMNS.replace('ct.total_visible,', `${options.totalVisible} as total_visible,`) : BASE_COLUMNS
  const placeOf: TypedContainers['placeOf'] = async (db, sectionUuid, where) => {
    const [row] = await db.prepared<Row>(
      where.uuid ? `vf_${type}_by_uuid` : `vf_${type}_by_id`,
      `select s.section_uuid, s.site_uuid, s.domain, s.name, s.settings as section_settings, ${COLUMNS}
       from sections s
       left join containers ct on ct.section_uuid = s.section_uuid and ct.type = '${type}' and ${where.uuid ? 'ct.content_container_uuid = $2::uuid' : 'ct.container_id = $2'}
       left join pages pg on pg.uuid = ct.page_uuid
       where s.section_uuid = $1::uuid`,
      [sectionUuid, where.uuid ?? where.containerId],
    )
    if (!row) throw notFound(`No site has the section ${sectionUuid}`)
    const section: Section = { section_uuid: row.section_uuid, site_uuid: row.site_uuid, domain: row.domain, name: row.name, settings: row.section_settings }
    options.admit?.(section)
    if (!row.content_container_uuid) throw notFound(`No ${noun} ${where.uuid ?? where.containerId}`)
    return { section, container: containerOf(row) }
  }
  return {
    type,
    placeOf,
    async list(db, sectionUuid, options) {
      const rows = await db.query<Row>(
        `select ${COLUMNS} from containers ct left join pages pg on pg.uuid = ct.page_uuid
         where ct.section_uuid = $1 and ct.type = '${type}' and ($2::text is null or ct.container_id = $2)
         order by ct.date_created desc, ct.content_container_uuid desc limit $3`,
        [sectionUuid, options.containerId ?? null, options.limit],
      )
      return rows.map(containerOf)
    },
    async byIds(db, sectionUuid, containerIds) {
      const rows = await db.query<Row>(
        `select ${COLUMNS} from containers ct left join pages pg on pg.uuid = ct.page_uuid
         where ct.section_uuid = $1 and ct.type = '${type}' and ct.container_id = any($2::text[])`,
        [sectionUuid, [...new Set(containerIds)]],
      )
      return rows.map(containerOf)
    },
    async create(db, sectionUuid, containerId, pageUuid, newUuid) {
      await db.query(`insert into containers (content_container_uuid, section_uuid, container_id, page_uuid, type) values ($1, $2, $3, $4, '${type}') on conflict (section_uuid, container_id, type) do nothing`, [
        newUuid,
        sectionUuid,
        containerId,
        pageUuid,
      ])
      return (await placeOf(db, sectionUuid, { containerId })).container
    },
  }
}
