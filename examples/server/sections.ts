/** Which site a request is for: by domain, with every local domain mapped to the demo in development. */
import type { Db } from './db'
import { notFound } from './errors'
import { DEMO_DOMAIN } from './seed'

export interface Section {
  section_uuid: string
  site_uuid: string
  domain: string
  name: string
  settings: Record<string, unknown>
}

const LOCAL = new Set(['localhost', '127.0.0.1', '[::1]', '::1'])

export async function sectionByDomain(db: Db, domain: string, development: boolean): Promise<Section> {
  const host = domain.trim().toLowerCase().replace(/:\d+$/, '')
  const wanted = development && LOCAL.has(host) ? DEMO_DOMAIN : host
  const section = await db.one<Section>('select section_uuid, site_uuid, domain, name, settings from sections where domain = $1', [wanted])
  if (!section) throw notFound(`No site is configured for the domain "${host}"`)
  return section
}

export async function sectionByUuid(db: Db, uuid: string): Promise<Section> {
  const [section] = await db.prepared<Section>('vf_section', 'select section_uuid, site_uuid, domain, name, settings from sections where section_uuid = $1::uuid', [uuid])
  if (!section) throw notFound(`No site has the section ${uuid}`)
  return section
}
