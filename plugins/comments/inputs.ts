/**
 * The comments plugin's widget inputs (document 1 §2, §5, §9; document 4 §5) — the comments widget, the
 * counter, the pull quote and the conversation starter: every attribute with its bounds, enumeration and
 * default. The kernel's widget host parses them once, by these schemas, and each widget mounts with the
 * typed result, so a page can never hand a widget an out-of-range value and no widget parses again.
 */
import { Constants } from '../../contracts/constants'
import { WidgetSort, type CommentSort } from '../../contracts/enums'
import type { AttributeSchema, LegacyConversion, PropsOf } from '../../contracts/widgets'
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

/** The inputs a thread works with: the comments widget's props, as the host parsed them. */
export type ConversationsInputs = PropsOf<typeof conversationsAttributes>

/** v1's `data-widget="comments"` placeholder: its id, limit and sort carry over (document 4 §5). */
export const conversationsLegacy: LegacyConversion = { widget: 'comments', attributes: { 'data-unique_id': 'vf-container-id', 'data-limit': 'limit', 'data-sort': 'sort' } }

/** The comment counter's attributes (document 4 §5). */
export const counterAttributes = {
  'vf-container-id': containerId(),
} as const satisfies AttributeSchema

/** The counter's props. */
export type CounterInputs = PropsOf<typeof counterAttributes>

/** v1's `data-widget="commentcount"` placeholder: its id carries over. */
export const counterLegacy: LegacyConversion = { widget: 'commentcount', attributes: { 'data-unique_id': 'vf-container-id' } }

/** The service's sort for the widget's: `featured` asks for editor picks first. */
export const serviceSort = (sort: WidgetSort): CommentSort => (sort === 'featured' ? 'newest_pick' : sort)

/** Where promo slots go among `count` top-level comments: the first position, then every interval. */
export function promoPositions(count: number, first: number, interval: number): number[] {
  const positions: number[] = []
  for (let at = first; at <= count; at += interval) positions.push(at)
  return positions
}

/** What a pull quote highlights (document 1 §2), as its `type` attribute names it. */
export const PullQuoteType = ['likes', 'replies', 'editors pick'] as const
export type PullQuoteType = (typeof PullQuoteType)[number]

/** `editors pick`, `editors-pick`, `Editor's pick`, `editors_pick` → `editors pick`: the `type` attribute is read loosely. */
export const looseWords = (raw: string): string => raw.toLowerCase().replace(/['’]/g, '').replace(/[\s_-]+/g, ' ')

/**
 * The pull quote's attributes (document 1 §2, §9). `unique-id` and `vf-container-id` both name the
 * conversation (the widget attribute wins); `type` is read loosely and anything unknown means likes;
 * `max-characters` outside 1–5000 falls back to 150 (document 1 §5, §9).
 */
export const pullQuoteAttributes = {
  'vf-container-id': containerId(),
  'unique-id': { kind: 'text', max: 200, pattern: CONTAINER_ID, prop: 'uniqueId' },
  path: { kind: 'text', max: 2000 },
  url: { kind: 'text', max: 2000 },
  type: { kind: 'enum', values: PullQuoteType, default: 'likes', normalize: looseWords },
  'max-characters': { ...int(1, 5000, Constants.pullQuoteMaxCharacters), outside: 'default' },
  title: { kind: 'text', max: 200 },
} as const satisfies AttributeSchema

/** The pull quote's props. */
export type PullQuoteInputs = PropsOf<typeof pullQuoteAttributes>

/** The conversation the pull quote names: its widget attribute, else its `unique-id`. */
export const pullQuoteContainerId = (inputs: Pick<PullQuoteInputs, 'containerId' | 'uniqueId'>): string | undefined => inputs.containerId ?? inputs.uniqueId

/**
 * The conversation starter's attributes (document 1 §2, document 4 §5). The minimum comment count is a
 * number written as a string; one that is not a number, or is outside 0–1,000,000, gives 5 (document 1 §5).
 */
export const starterAttributes = {
  'vf-container-id': containerId(),
  target: { kind: 'text', max: 200 },
  title: { kind: 'text', max: 200 },
  description: { kind: 'text', max: 500 },
  'minimum-comment-count': { ...int(0, 1_000_000, Constants.conversationStarterMinComments), outside: 'default' },
} as const satisfies AttributeSchema

/** The conversation starter's props. */
export type StarterInputs = PropsOf<typeof starterAttributes>
