/**
 * The comments plugin's widget inputs (document 1 §2, §5, §9) — the comments widget, the pull quote and
 * the conversation starter: every attribute with its bounds and default, read by the kernel's schema
 * parser, so a page can never hand a widget an out-of-range value.
 */
import { Constants } from '../../contracts/constants'
import { WidgetSort, type CommentSort } from '../../contracts/enums'
import type { AttributeSchema, WidgetProps } from '../../contracts/widgets'
import { parseInteger } from '../../kernel/lib/parse'
import { CONTAINER_ID, containerId } from '../../kernel/widgets/attributes'

const int = (min: number, max: number, value: number) => ({ kind: 'integer', min, max, default: value }) as const

export const conversationsAttributes = {
  'vf-container-id': containerId(),
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

/** The comment counter's attributes (document 4 §5). */
export const counterAttributes = {
  'vf-container-id': containerId(),
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

/** What a pull quote highlights (document 1 §2). */
export const PullQuoteType = ['likes', 'replies', 'editors pick'] as const
export type PullQuoteType = (typeof PullQuoteType)[number]

/**
 * The pull quote's attributes (document 1 §2, §9). `unique-id` and `vf-container-id` both name the
 * conversation (the widget attribute wins); `type` is read loosely (`editors-pick`, `Editor's pick`).
 */
export const pullQuoteAttributes = {
  'vf-container-id': containerId(),
  'unique-id': { kind: 'text', max: 200, pattern: CONTAINER_ID, prop: 'uniqueId' },
  path: { kind: 'text', max: 2000 },
  url: { kind: 'text', max: 2000 },
  type: { kind: 'text', max: 40, default: 'likes' },
  'max-characters': int(1, 5000, Constants.pullQuoteMaxCharacters),
  title: { kind: 'text', max: 200 },
} as const satisfies AttributeSchema

export interface PullQuoteInputs {
  containerId?: string
  path?: string
  url?: string
  type: PullQuoteType
  maxCharacters: number
  title?: string
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined)

/** `editors pick`, `editors-pick`, `Editor's pick`, `editors_pick` → `editors pick`; anything unknown → `likes`. */
export function parsePullQuoteType(value: unknown): PullQuoteType {
  const v = typeof value === 'string' ? value.trim().toLowerCase().replace(/['’]/g, '').replace(/[\s_-]+/g, ' ') : ''
  return (PullQuoteType as readonly string[]).includes(v) ? (v as PullQuoteType) : 'likes'
}

export function readPullQuoteInputs(props: WidgetProps): PullQuoteInputs {
  const max = props.maxCharacters
  return {
    containerId: text(props.containerId) ?? text(props.uniqueId),
    path: text(props.path),
    url: text(props.url),
    type: parsePullQuoteType(props.type),
    maxCharacters: typeof max === 'number' && Number.isInteger(max) && max > 0 ? max : Constants.pullQuoteMaxCharacters,
    title: text(props.title),
  }
}

/**
 * The conversation starter's attributes (document 1 §2, document 4 §5). The minimum comment count is a
 * string parsed to a number, falling back to 5 (document 1 §5), so it is read as text here.
 */
export const starterAttributes = {
  'vf-container-id': containerId(),
  target: { kind: 'text', max: 200 },
  title: { kind: 'text', max: 200 },
  description: { kind: 'text', max: 500 },
  'minimum-comment-count': { kind: 'text', max: 20 },
} as const satisfies AttributeSchema

export interface StarterInputs {
  containerId?: string
  target?: string
  title?: string
  description?: string
  minimumCommentCount: number
}

export function readStarterInputs(props: WidgetProps): StarterInputs {
  return {
    containerId: text(props.containerId),
    target: text(props.target),
    title: text(props.title),
    description: text(props.description),
    minimumCommentCount: parseInteger(props.minimumCommentCount, { min: 0, max: 1_000_000, fallback: Constants.conversationStarterMinComments }),
  }
}
