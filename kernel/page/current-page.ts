/**
 * The current page: its location, re-read on start-up, on `vf.context.reset`/`setCurrentPage` and when
 * the address's hash changes (a `#vf-{n}` deep link may appear). Kept in the store so widgets follow it.
 */
import type { Slice } from '../../contracts/plugin'
import type { RootStore } from '../store'
import { readLocation, type PageLocation } from './location'

export interface CurrentPage {
  readonly slice: Slice<PageLocation>
  get(): PageLocation
  /** Re-reads the location from the document; an explicit address (loadNewPage) overrides the window's. */
  refresh(href?: string): PageLocation
  /** Stops listening to hash changes. */
  dispose(): void
}

export interface CurrentPageOptions {
  store: RootStore
  document: Document
  window: { location: { href: string }; addEventListener(type: string, listener: () => void): void; removeEventListener(type: string, listener: () => void): void }
}

export function createCurrentPage(options: CurrentPageOptions): CurrentPage {
  const read = (href = options.window.location.href) => readLocation(options.document, href)
  const slice = options.store.slice<PageLocation>('page', read())
  const refresh = (href?: string) => {
    const next = read(href)
    slice.update(() => next)
    return next
  }
  const onHashChange = () => refresh()
  options.window.addEventListener('hashchange', onHashChange)
  return {
    slice,
    get: () => slice.getState(),
    refresh,
    dispose: () => options.window.removeEventListener('hashchange', onHashChange),
  }
}
