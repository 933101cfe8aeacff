/**
 * Pages and containers (document 1 §3, §5, §7; document 2 §7): the page a widget discusses — the
 * current one, or one named by path or url — registered with `POST /pages`, and its content container,
 * fetched or created. Containers created before the site's switch date are legacy.
 */
import type { Container } from '../../contracts/entities/container'
import type { Page } from '../../contracts/entities/page'
import type { ServiceType } from '../../contracts/enums'
import type { Config } from '../config'
import { ErrorCode, Messages, VfError } from '../errors'
import { isHttpError } from '../http/errors'
import type { HttpClient } from '../http/client'
import { requireParam } from '../lib/required'
import { toMs } from '../lib/timestamps'
import type { CurrentPage } from './current-page'

export interface PageService {
  /** The page at `path` or `url`, or the current page when neither is given. Both → rejected. */
  load(target?: { path?: string; url?: string }): Promise<Page>
  /** The container `containerId` of `type`, created when the service does not know it yet. */
  container(containerId: string, type?: ServiceType): Promise<Container>
  /** Was the container created before the site's live-commenting switch date? */
  isLegacy(container: Container, switchDate: unknown): boolean
}

export interface PageServiceOptions {
  http: HttpClient
  config: Config
  page: CurrentPage
  sectionUuid: () => string | undefined
}

export function createPageService(options: PageServiceOptions): PageService {
  const { http, config, page } = options
  const cache = new Map<string, Promise<Page>>()

  const register = (href: string, fromDocument: boolean): Promise<Page> => {
    const section = requireParam(options.sectionUuid(), 'section_uuid')
    const location = page.get()
    const body = fromDocument
      ? {
          url: location.cleanUrl,
          title: location.title,
          description: location.description,
          image_url: location.image_url,
          page_type: location.page_type,
          owners: location.owners,
          section: location.section,
          ...(location.unique_id ? { unique_id: location.unique_id } : {}),
        }
      : { url: href }
    return http.request<Page>({ method: 'POST', url: `${config.endpoints.api}/${section}/pages`, json: body })
  }

  const remember = (key: string, load: () => Promise<Page>) => {
    const cached = cache.get(key)
    if (cached) return cached
    const pending = load()
    cache.set(key, pending)
    // A failure is not remembered: the next widget may try again.
    pending.catch(() => cache.delete(key))
    return pending
  }

  return {
    load(target = {}) {
      const hasPath = typeof target.path === 'string' && target.path !== ''
      const hasUrl = typeof target.url === 'string' && target.url !== ''
      if (hasPath && hasUrl) return Promise.reject(new VfError(ErrorCode.PageArguments, Messages.pageArguments))
      const current = page.get()
      // Neither, or the current path: the page the reader is on (registered once per page view).
      if ((!hasPath && !hasUrl) || (hasPath && target.path === current.path)) return remember(`current:${current.cleanUrl}`, () => register(current.cleanUrl, true))
      let href: string
      try {
        href = new URL(hasPath ? target.path! : target.url!, current.url).href
      } catch {
        return Promise.reject(new VfError(ErrorCode.InvalidArgument, `Not a valid page address: ${hasPath ? target.path : target.url}`))
      }
      return remember(href, () => register(href, false))
    },

    async container(containerId, type = 'livecomments') {
      const section = requireParam(options.sectionUuid(), 'section_uuid')
      requireParam(containerId, 'container_id')
      const base = `${config.endpoints.livecomments}/${section}`
      try {
        return await http.request<Container>({ url: `${base}/contentcontainer/id`, query: { container_id: containerId } })
      } catch (error) {
        if (!isHttpError(error) || error.error_status !== 404) throw error
        // Not found: this discussion is new; create it, then use it.
        return http.request<Container>({ method: 'POST', url: base, json: { container_id: containerId, type } })
      }
    },

    isLegacy(container, switchDate) {
      const cutoff = toMs(switchDate)
      const created = toMs(container.date_created)
      return cutoff !== undefined && created !== undefined && created < cutoff
    },
  }
}
