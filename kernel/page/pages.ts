/**
 * Pages and containers (document 1 §3, §5, §7; document 2 §7): the page a widget discusses — the
 * current one, or one named by path or url — registered with `POST /pages`, and its content container,
 * fetched or created at the service of its type. Containers created before the site's switch date are legacy.
 */
import type { Container } from '../../contracts/entities/container'
import type { Endpoints } from '../../contracts/config'
import type { Page } from '../../contracts/entities/page'
import type { PageService } from '../../contracts/pages'
import type { ServiceType } from '../../contracts/enums'
import type { Config } from '../config'
import { ErrorCode, Messages, VfError } from '../errors'
import { isHttpError } from '../http/errors'
import type { HttpClient, Query } from '../http/client'
import { requireParam } from '../lib/required'
import { toMs } from '../lib/timestamps'
import type { CurrentPage } from './current-page'

/** Where the containers of one service type are looked up and created (document 1 §7). */
interface ContainerRoute {
  readonly endpoint: keyof Endpoints
  /** The lookup by the publisher's id, under `{endpoint}/{section_uuid}`. */
  readonly lookup: (containerId: string) => { path: string; query: Query }
  /** Whether the lookup answers with a list of containers rather than the container. */
  readonly lists?: true
}

/**
 * The service types that have containers, each at its service (document 1 §7): comments and reviews
 * answer `GET /{section_uuid}/contentcontainer/id`, the live blog and chat list theirs at
 * `GET /{section_uuid}` by `container_id`; all create one with `POST /{section_uuid}`. The other service
 * types (legacy, notifications) have none: asking for one is 'Unsupported service_type' (document 1 §8).
 */
const CONTAINER_ROUTES: Readonly<Partial<Record<ServiceType, ContainerRoute>>> = {
  livecomments: { endpoint: 'livecomments', lookup: (id) => ({ path: '/contentcontainer/id', query: { container_id: id } }) },
  livereviews: { endpoint: 'livereviews', lookup: (id) => ({ path: '/contentcontainer/id', query: { container_id: id } }) },
  livestories: { endpoint: 'liveblogs', lookup: (id) => ({ path: '', query: { container_id: id, limit: 1 } }), lists: true },
  livechat: { endpoint: 'chat', lookup: (id) => ({ path: '', query: { container_id: id } }), lists: true },
}

/** The route of `type`, never one inherited from `Object.prototype`. */
const routeOf = (type: unknown): ContainerRoute | undefined =>
  typeof type === 'string' && Object.hasOwn(CONTAINER_ROUTES, type) ? CONTAINER_ROUTES[type as ServiceType] : undefined

/**
 * The container of `containerId` in a listing lookup's answer: the list's entry with that id (none when
 * the list lacks it), or the answer itself when the service answered with the one container.
 */
function fromListing(answer: unknown, containerId: string): Container | undefined {
  if (!Array.isArray(answer)) return answer && typeof answer === 'object' ? (answer as Container) : undefined
  return answer.find((item): item is Container => !!item && typeof item === 'object' && (item as Container).container_id === containerId)
}

export type { PageService }

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
      const route = routeOf(type)
      if (!route) throw new VfError(ErrorCode.InvalidArgument, Messages.unsupportedServiceType, { info: { service_type: type } })
      const section = requireParam(options.sectionUuid(), 'section_uuid')
      requireParam(containerId, 'container_id')
      const base = `${config.endpoints[route.endpoint]}/${section}`
      const { path, query } = route.lookup(containerId)
      try {
        const answer = await http.request<unknown>({ url: `${base}${path}`, query })
        if (!route.lists) return answer as Container
        const container = fromListing(answer, containerId)
        if (container) return container
      } catch (error) {
        if (!isHttpError(error) || error.error_status !== 404) throw error
      }
      // Not found: this discussion is new; create it, then use it.
      return http.request<Container>({ method: 'POST', url: base, json: { container_id: containerId, type } })
    },

    isLegacy(container, switchDate) {
      const cutoff = toMs(switchDate)
      const created = toMs(container.date_created)
      return cutoff !== undefined && created !== undefined && created < cutoff
    },
  }
}
