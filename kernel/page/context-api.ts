/**
 * `vf.context.*` for single-page apps and infinite scroll (document 4 §2): reset, teardown, setup,
 * resetWidget, setCurrentPage and the deprecated loadNewPage. Each runs as page jobs, in order.
 */
import { ErrorCode, Messages, VfError } from '../errors'
import type { BusCore } from '../bus'
import type { Logger } from '../log'
import type { WidgetHost } from '../widgets/host'
import type { CurrentPage } from './current-page'

export interface ContextApi {
  reset(): Promise<void>
  teardown(): Promise<void>
  setup(): Promise<void>
  resetWidget(element?: unknown): Promise<void>
  setCurrentPage(element?: unknown): Promise<void>
  loadNewPage(element?: unknown, target?: unknown): Promise<void>
}

export interface ContextApiOptions {
  widgets: WidgetHost
  page: CurrentPage
  bus: BusCore
  logger: Logger
  /** The page's base address, to resolve a `path`. */
  href: () => string
}

/** Exactly one of `{path}` or `{url}`, else the exact rejection of document 2 §5. */
export function pageTarget(target: unknown, base: string): string {
  const t = (target && typeof target === 'object' ? target : {}) as { path?: unknown; url?: unknown }
  const hasPath = typeof t.path === 'string' && t.path !== ''
  const hasUrl = typeof t.url === 'string' && t.url !== ''
  if (hasPath === hasUrl) throw new VfError(ErrorCode.LoadNewPageArguments, Messages.loadNewPageArguments)
  try {
    return new URL(hasPath ? (t.path as string) : (t.url as string), base).href
  } catch {
    throw new VfError(ErrorCode.InvalidArgument, `Not a valid page address: ${String(hasPath ? t.path : t.url)}`)
  }
}

export function createContextApi(options: ContextApiOptions): ContextApi {
  const { widgets, page, bus } = options
  /** Awaits a page job; a failed job rejects with its error (the page asked and should know). */
  const run = async (job: { done: Promise<{ status: string; error?: unknown }> }) => {
    const outcome = await job.done
    if (outcome.status === 'failed') throw outcome.error
  }
  const setup = async () => {
    page.refresh()
    await run(widgets.mountAll())
    bus.publish('viafoura', 'ready', [])
  }
  const teardown = async () => {
    await run(widgets.unmount())
    bus.publish('viafoura', 'unready', [])
  }
  return {
    teardown,
    setup,
    async reset() {
      await teardown()
      await setup()
    },
    async resetWidget(element) {
      if (!(element instanceof Element)) throw new VfError(ErrorCode.RequiredParameter, Messages.requiredParameter('element'))
      await run(widgets.resetWidget(element))
    },
    async setCurrentPage(element) {
      if (!(element instanceof Element)) throw new VfError(ErrorCode.RequiredParameter, Messages.requiredParameter('element'))
      const location = page.refresh()
      bus.publish('analytics', 'track_view', [location])
      await run(widgets.mountAll())
    },
    async loadNewPage(element, target) {
      options.logger.deprecated('vf.context.loadNewPage is deprecated; use vf.context.setCurrentPage.')
      const href = pageTarget(target, options.href())
      if (!(element instanceof Element)) throw new VfError(ErrorCode.RequiredParameter, Messages.requiredParameter('element'))
      page.refresh(href)
      await run(widgets.mountAll())
    },
  }
}
