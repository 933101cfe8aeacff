/**
 * Bootstrap (document 2 §4, §7): `POST bootstrap/v2?session=false` with `section_tree` tells the
 * product who the site is, its settings and the visitor. An answer younger than 20 s is reused, so a
 * reader clicking through articles does not pay for it on every page.
 */
import type { SiteState } from '../contracts/store'
import type { Config } from './config'
import type { HttpClient } from './http/client'
import type { KeyValue } from './storage'
import { Constants } from '../contracts/constants'

/**
 * The cached answer is the visitor's own: the key carries a fingerprint of the access token, so a
 * sign-in or sign-out in the last 20 s never brings back the previous visitor's bootstrap.
 */
function cacheKey(accessToken: string | undefined): string {
  if (!accessToken) return 'bootstrap:guest'
  let hash = 0x811c9dc5
  for (let i = 0; i < accessToken.length; i++) hash = Math.imul(hash ^ accessToken.charCodeAt(i), 0x01000193)
  return `bootstrap:${(hash >>> 0).toString(36)}`
}

/** What bootstrap answers: the kernel's `site` slice (contracts/store.ts). */
export type BootstrapData = SiteState

const isBootstrap = (value: unknown): value is BootstrapData =>
  !!value && typeof value === 'object' && 'settings' in value && typeof (value as { settings: unknown }).settings === 'object'

/** Forgets every cached answer: the user it describes has changed (signed in or out, verified, renamed). */
export function clearBootstrapCache(cache: KeyValue): void {
  for (const key of cache.keys()) if (key.startsWith('bootstrap:')) cache.remove(key)
}

export async function loadBootstrap(deps: { http: HttpClient; config: Config; cache: KeyValue; accessToken?: string }): Promise<BootstrapData> {
  const key = cacheKey(deps.accessToken)
  const cached = deps.cache.get(key, isBootstrap)
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
  deps.cache.set(key, data, { ttlMs: Constants.bootstrapCacheMs })
  return data
}
