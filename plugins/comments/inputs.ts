/**
 * The comments widget's inputs (document 1 §2, §5, §9): every attribute with its bounds and default,
 * read by the kernel's schema parser, so a page can never hand the widget an out-of-range value.
 */
import { WidgetSort, type CommentSort } from '../../contracts/enums'
import type { AttributeSchema, WidgetProps } from '../../contracts/widgets'

const int = (min: number, max: number, value: number) => ({ kind: 'integer', min, max, default: value }) as const

export const conversationsAttributes = {
  'vf-container-id': { kind: 'text', max: 200, prop: 'containerId' },
  limit: int(1, 100, 10),
  'reply-limit': int(0, 100, 2),
  'pagination-limit': int(1, 100, 10),
  'pagination-reply-limit': int(1, 100, 10),
  sort: { kind: 'enum', values: WidgetSort, default: 'newest' },
  'featured-tab-active-threshold': int(0, 100, 3),
  'top-tab-active-threshold': int(0, 100, 3),
  'first-promo-position': int(1, 100, 3),
  'promo-interval': int(3, 100, 5),
  'reply-interval': int(3, 100, 5),
  signature: { kind: 'text', max: 500 },
  'amp-widget': { kind: 'boolean', default: false },
  'limit-live-experience': { kind: 'boolean', default: false },
  'comments-before-limit': int(1, 100, 10),
} as const satisfies AttributeSchema

/** The parsed inputs a thread works with. */
export interface ConversationsInputs {
  containerId?: string
  limit: number
  replyLimit: number
  paginationLimit: number
  paginationReplyLimit: number
  sort: WidgetSort
  featuredTabActiveThreshold: number
  topTabActiveThreshold: number
  firstPromoPosition: number
  promoInterval: number
}

export function readInputs(props: WidgetProps): ConversationsInputs {
  const n = (key: string, fallback: number) => (typeof props[key] === 'number' ? (props[key] as number) : fallback)
  return {
    ...(typeof props.containerId === 'string' && props.containerId ? { containerId: props.containerId } : {}),
    limit: n('limit', 10),
    replyLimit: n('replyLimit', 2),
    paginationLimit: n('paginationLimit', 10),
    paginationReplyLimit: n('paginationReplyLimit', 10),
    sort: (WidgetSort as readonly string[]).includes(props.sort as string) ? (props.sort as WidgetSort) : 'newest',
    featuredTabActiveThreshold: n('featuredTabActiveThreshold', 3),
    topTabActiveThreshold: n('topTabActiveThreshold', 3),
    firstPromoPosition: n('firstPromoPosition', 3),
    promoInterval: Math.max(n('promoInterval', 5), 3),
  }
}

/** The service's sort for the widget's: `featured` asks for editor picks first. */
export const serviceSort = (sort: WidgetSort): CommentSort => (sort === 'featured' ? 'newest_pick' : sort)

/** Where promo slots go among `count` top-level comments: the first position, then every interval. */
export function promoPositions(count: number, first: number, interval: number): number[] {
  const positions: number[] = []
  for (let at = first; at <= count; at += interval) positions.push(at)
  return positions
}
