/**
 * The live blog widget's inputs (document 1 §2, §5, §9; document 4 §5): every attribute of
 * `<vf-livestory>` with its bounds, enumeration and default. The host parses them by this schema; the one
 * bound the schema cannot say — the promo interval runs from the first promo position to 100, and
 * defaults to the larger of 6 and that position — is worked out once here, from the attribute as written.
 */
import { WidgetSort, type CommentSort } from '../../contracts/enums'
import type { AttributeSchema, PropsOf } from '../../contracts/widgets'
import { clamp } from '../../kernel/lib/parse'
import { containerId } from '../../kernel/widgets/attributes'

const int = (min: number, max: number, value: number) => ({ kind: 'integer', min, max, default: value }) as const

/** Document 1 §9: promo slots from 1 to 100, the first at 1, one every 6 after it. */
export const PROMO = { min: 1, max: 100, first: 1, interval: 6 } as const

export const liveblogAttributes = {
  'vf-container-id': containerId(),
  limit: int(1, 100, 10),
  'reply-limit': int(0, 100, 2),
  'pagination-limit': int(1, 100, 10),
  'pagination-reply-limit': int(1, 100, 10),
  sort: { kind: 'enum', values: WidgetSort, default: 'newest' },
  'first-promo-position': int(PROMO.min, PROMO.max, PROMO.first),
  // Its bounds depend on the first position: read as written, made a number by `liveblogInputs`.
  'promo-interval': { kind: 'text', max: 20, prop: 'promoIntervalAttribute' },
  signature: { kind: 'text', max: 500 },
  'amp-widget': { kind: 'boolean', default: false },
} as const satisfies AttributeSchema

/** The props as the host parsed them. */
export type LiveblogProps = PropsOf<typeof liveblogAttributes>

/** What a live blog works with: the props, the promo interval made a number within its bounds. */
export type LiveblogInputs = Omit<LiveblogProps, 'promoIntervalAttribute'> & { promoInterval: number }

/**
 * The promo interval (document 1 §5): a whole number from the first promo position to 100; anything
 * else written (or nothing) is the larger of 6 and the first position.
 */
export function promoInterval(raw: string | undefined, first: number): number {
  const fallback = Math.max(PROMO.interval, first)
  const written = raw?.trim()
  if (!written) return fallback
  const n = Number(written)
  if (!Number.isFinite(n)) return fallback
  return clamp(Math.trunc(n), first, PROMO.max)
}

export function liveblogInputs(props: LiveblogProps): LiveblogInputs {
  const { promoIntervalAttribute, ...rest } = props
  return { ...rest, promoInterval: promoInterval(promoIntervalAttribute, props.firstPromoPosition) }
}

/** Where promo slots go among `count` posts: the first position, then every interval. */
export function promoPositions(count: number, first: number, interval: number): number[] {
  const positions: number[] = []
  for (let at = first; at <= count; at += interval) positions.push(at)
  return positions
}

/** The service's sort for the widget's: `featured` asks for editor's picks first. */
export const serviceSort = (sort: WidgetSort): CommentSort => (sort === 'featured' ? 'newest_pick' : sort)
