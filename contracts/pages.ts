/**
 * `ctx.pages`: the page a widget discusses — the current one, or one named by path or url — registered
 * with the service, and its content container at the service of its type (document 1 §3, §5, §7).
 */
import type { Container } from './entities/container'
import type { Page } from './entities/page'
import type { ServiceType } from './enums'

/** Pages and their containers. */
export interface PageService {
  /** The page at `path` or `url`, or the current page when neither is given. Both → rejected. */
  load(target?: { path?: string; url?: string }): Promise<Page>
  /**
   * The container `containerId` of `type` (livecomments by default), at that type's service, created when
   * the service does not know it yet; a type without containers rejects with 'Unsupported service_type'.
   */
  container(containerId: string, type?: ServiceType): Promise<Container>
  /** Was the container created before the site's live-commenting switch date? */
  isLegacy(container: Container, switchDate: unknown): boolean
}
