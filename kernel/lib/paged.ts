/**
 * A listed page of content kept by UUID, the way every content widget's state holds it (comments, live
 * blog, reviews): the list of UUIDs in the service's order, whether more can be loaded after it and from
 * which cursor, and the items themselves in a record beside it (with their nested first replies, each
 * reply list paged the same way).
 */

/** A list of UUIDs and whether more can be loaded after it. */
export interface Paged {
  uuids: string[]
  more: boolean
  next?: string
  /** The last item the service listed: what "load more" continues after (live changes can move it in `uuids`). */
  last?: string
}

/** What a service's page of content carries (document 1 §7's pages: comments, posts, reviews). */
export interface ListedPage<T extends { content_uuid: string }> {
  contents: ReadonlyArray<T & { replies?: ListedPage<T> }>
  more_available: boolean
  next_starting_from?: string
}

/** The last item a page lists. */
export const lastOf = (page: ListedPage<{ content_uuid: string }>): string | undefined => page.contents.at(-1)?.content_uuid

/** A page as a list. */
export function paged(page: ListedPage<{ content_uuid: string }>): Paged {
  const last = lastOf(page)
  return { uuids: page.contents.map((c) => c.content_uuid), more: page.more_available, ...(page.next_starting_from ? { next: page.next_starting_from } : {}), ...(last ? { last } : {}) }
}

/** Keeps every item of a page (and its nested first replies, paged) by UUID. */
export function keepPage<T extends { content_uuid: string }>(into: { items: Record<string, unknown>; replies: Record<string, Paged> }, page: ListedPage<T>): void {
  for (const item of page.contents) {
    const { replies, ...rest } = item
    into.items[item.content_uuid] = rest
    if (replies) {
      keepPage(into, replies)
      into.replies[item.content_uuid] = paged(replies)
    }
  }
}

/** Appends a page without doubling what is listed already (a page may overlap what arrived live). */
export function appendPage(list: Paged, page: ListedPage<{ content_uuid: string }>): void {
  const seen = new Set(list.uuids)
  for (const item of page.contents) if (!seen.has(item.content_uuid)) list.uuids.push(item.content_uuid)
  list.more = page.more_available
  if (page.next_starting_from) list.next = page.next_starting_from
  else delete list.next
  const last = lastOf(page)
  if (last) list.last = last
}
