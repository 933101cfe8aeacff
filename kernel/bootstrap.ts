/**
 * Bootstrap (document 2 §4, §7): `POST bootstrap/v2?session=false` with `section_tree` tells the
 * product who the site is, its settings and the visitor. An answer younger than 20 s is reused, so a
 * reader clicking through articles does not pay for it on every page.
 */
import type { SiteSettings } from '../contracts/settings'
import type { User } from '../contracts/entities/user'
import type { Config } from './config'
import type { HttpClient } from './http/client'
import type { KeyValue } from './storage'

export const BOOTSTRAP_CACHE_MS = 20_000
const CACHE_KEY = 'bootstrap'

/** What bootstrap answers. */
export interface BootstrapData {
  user: User | undefined
  settings: Partial<SiteSettings>
  sectionTree: { section_id: string; site_uuid?: string; domain?: string; name?: string } | undefined
}

const isBootstrap = (value: unknown): value is BootstrapData =>
  !!value && typeof value === 'object' && 'settings' in value && typeof (value as { settings: unknown }).settings === 'object'

export async function loadBootstrap(deps: { http: HttpClient; config: Config; cache: KeyValue }): Promise<BootstrapData> {
  const cached = deps.cache.get(CACHE_KEY, isBootstrap)
  if (cached) return cached
  const answer = await deps.http.request<Partial<BootstrapData>>({
    method: 'POST',
    url: `${deps.config.endpoints.root}/bootstrap/v2`,
    query: { session: 'false' },
    json: { section_tree: true, domain: deps.config.site },
  })
  const data: BootstrapData = {
    user: answer?.user,
    settings: answer?.settings && typeof answer.settings === 'object' ? answer.settings : {},
    sectionTree: answer?.sectionTree,
  }
  deps.cache.set(CACHE_KEY, data, { ttlMs: BOOTSTRAP_CACHE_MS })
  return data
}
