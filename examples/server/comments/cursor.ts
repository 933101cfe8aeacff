/**
 * Keyset paging for comment lists. Every order is a tuple of columns ending in the UUID, all in one
 * direction, so "after this row" is one row comparison that a matching index of 005_comments.sql answers
 * by reading only the page: a 1,000-thread container costs the same as a small one, and a comment
 * arriving meanwhile can never make "load more" repeat or skip one (an offset would shift). The cursor
 * is the last row's tuple, opaque to clients.
 */
import type { CommentSort } from '../../../contracts/enums'
import { isUuid } from '../../../kernel/lib/ids'
import { badRequest } from '../errors'

/** A row with its sort tuple as the list query selected it (`k0`, `k1`, … as numbers). */
export type Keyed = { content_uuid: string } & Record<`k${number}`, unknown>

interface Column {
  /** The column over `c` (content). */
  sql: string
  /** The column as a JSON-safe number for the cursor. */
  number: string
  /** A cursor number ($n) back as the column's type. */
  back: (param: string) => string
}

const flag = (sql: string): Column => ({ sql, number: `(${sql})::int`, back: (p) => `(${p}::int = 1)` })
const count = (sql: string): Column => ({ sql, number: sql, back: (p) => `${p}::int` })
// Microseconds since the epoch: exact in a JSON number (below 2^53) and exact back in PostgreSQL.
const TIME: Column = { sql: 'c.date_created', number: '(extract(epoch from c.date_created) * 1000000)::bigint', back: (p) => `(timestamptz 'epoch' + ${p}::bigint * interval '1 microsecond')` }

export interface SortOrder {
  /** Select list of the tuple as numbers, `k0, k1, …`. */
  select: string
  order: string
  /** The condition "after the row with these cursor values"; `param` adds a query parameter. */
  after(values: Array<number | string>, param: (value: unknown) => string): string
  /** How many numbers a cursor of this order holds. */
  size: number
}

/**
 * The order of a sort: pins first when asked (the unfiltered top-level list), the sort's own key, then
 * time, then the UUID. `newest_pick` is picks first, then newest.
 */
export function sortOrder(sort: CommentSort, pinnedFirst: boolean): SortOrder {
  const ascending = sort === 'oldest'
  const key = sort === 'num_likes_desc' ? [count('c.total_likes')] : sort === 'num_replies_desc' ? [count('c.total_replies')] : sort === 'newest_pick' ? [flag('c.is_picked')] : []
  // Pins lead in both directions: descending on is_pinned, ascending on its negation.
  const pin = pinnedFirst ? [flag(ascending ? '(not c.is_pinned)' : 'c.is_pinned')] : []
  const columns = [...pin, ...key, TIME]
  const direction = ascending ? 'asc' : 'desc'
  return {
    select: columns.map((column, i) => `${column.number} as k${i}`).join(', '),
    order: [...columns.map((column) => `${column.sql} ${direction}`), `c.content_uuid ${direction}`].join(', '),
    after: (values, param) =>
      `(${[...columns.map((c) => c.sql), 'c.content_uuid'].join(', ')}) ${ascending ? '>' : '<'} (${[...columns.map((c, i) => c.back(param(values[i]))), `${param(values[columns.length])}::uuid`].join(', ')})`,
    size: columns.length,
  }
}

export function encodeCursor(row: Keyed, order: SortOrder): string {
  const values = Array.from({ length: order.size }, (_, i) => Number(row[`k${i}`]))
  return Buffer.from(JSON.stringify([...values, row.content_uuid])).toString('base64url')
}

/** The tuple in a cursor made for `order`; anything else is the client's mistake, answered 400. */
export function decodeCursor(cursor: string, order: SortOrder): Array<number | string> {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (Array.isArray(value) && value.length === order.size + 1 && value.slice(0, -1).every((n) => Number.isSafeInteger(n)) && isUuid(value[order.size])) return value
  } catch {
    // Not base64url JSON: the same refusal as a well-formed cursor of the wrong shape.
  }
  throw badRequest('starting_from is not a valid cursor')
}
