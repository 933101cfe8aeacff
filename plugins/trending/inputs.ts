/**
 * The trending list's inputs (document 1 §2, §5; document 4 §5): every attribute of
 * `<vf-trending-articles>` and `<vf-content-recirculation>` with its bounds, enumeration and default.
 * The host parses them by these schemas; `days-published` may also be `all` (30 days), which an integer
 * schema cannot say, so it is read as text and made a number here.
 */
import { TrendingBounds } from '../../contracts/entities/trending'
import type { AttributeSchema, PropsOf } from '../../contracts/widgets'
import { clamp } from '../../kernel/lib/parse'
import { containerId } from '../../kernel/widgets/attributes'

const int = (b: { min: number; max: number; default: number }) => ({ kind: 'integer', min: b.min, max: b.max, default: b.default }) as const

/** How the list is ordered: the trend window's discussion (the service's rank), newest first, or all comments. */
export const TrendingSort = ['trending', 'newest', 'most_comments'] as const
export type TrendingSort = (typeof TrendingSort)[number]
/** full: picture, title, summary and activity; list: picture, title and activity; condensed: numbered titles. */
export const TrendingView = ['full', 'list', 'condensed'] as const
export type TrendingView = (typeof TrendingView)[number]
export const ThumbnailPosition = ['left', 'right'] as const
export type ThumbnailPosition = (typeof ThumbnailPosition)[number]
/** The media a trending link is credited to (`utm_medium`); a standalone top-pages list by default. */
export const TrackingMedium = ['vf_top_pages', 'vf_content_recirculation', 'vf_newsletter', 'vf_tray', 'vf_amp'] as const
export type TrackingMedium = (typeof TrackingMedium)[number]

const shared = {
  'vf-container-id': containerId(),
  title: { kind: 'text', max: 200 },
  limit: int(TrendingBounds.limit),
  'days-published': { kind: 'text', max: 10, prop: 'daysPublishedAttribute' },
  'trend-window': int(TrendingBounds.hours),
  sort: { kind: 'enum', values: TrendingSort, default: 'trending' },
} as const

export const trendingAttributes = {
  ...shared,
  view: { kind: 'enum', values: TrendingView, default: 'full' },
  thumbnail: { kind: 'enum', values: ['on', 'off'], default: 'on' },
  'thumbnail-position': { kind: 'enum', values: ThumbnailPosition, default: 'right' },
  'tracking-medium': { kind: 'enum', values: TrackingMedium, default: 'vf_top_pages' },
  'is-hidden-on-empty': { kind: 'boolean', default: false },
  'content-recirculation': { kind: 'boolean', default: false },
  'data-id': { kind: 'text', max: 200, prop: 'dataId' },
} as const satisfies AttributeSchema

export const recirculationAttributes = shared satisfies AttributeSchema

export type TrendingProps = PropsOf<typeof trendingAttributes>
export type RecirculationProps = PropsOf<typeof recirculationAttributes>

/** What a list works with, whichever tag placed it. */
export interface TrendingInputs {
  /** The tag that placed it: how analytics names it. */
  widget: 'vf-trending-articles' | 'vf-content-recirculation'
  containerId: string | undefined
  title: string | undefined
  limit: number
  days: number
  hours: number
  sort: TrendingSort
  view: TrendingView
  thumbnail: boolean
  thumbnailPosition: ThumbnailPosition
  medium: TrackingMedium
  hideWhenEmpty: boolean
  /** The recirculation list: the visitor's recommended articles and an ad slot. */
  recirculation: boolean
  dataId: string | undefined
}

/** Days published: a whole number 1–30 (clamped), `all` is 30, anything else 7. */
export function daysPublished(raw: string | undefined): number {
  const { min, max, default: fallback } = TrendingBounds.days
  const written = raw?.trim().toLowerCase()
  if (!written) return fallback
  if (written === 'all') return max
  const n = Number(written)
  return Number.isFinite(n) ? clamp(Math.trunc(n), min, max) : fallback
}

export function trendingInputs(p: TrendingProps): TrendingInputs {
  return {
    widget: 'vf-trending-articles',
    containerId: p.containerId,
    title: p.title,
    limit: p.limit,
    days: daysPublished(p.daysPublishedAttribute),
    hours: p.trendWindow,
    sort: p.sort,
    view: p.view,
    thumbnail: p.thumbnail === 'on',
    thumbnailPosition: p.thumbnailPosition,
    medium: p.trackingMedium,
    hideWhenEmpty: p.isHiddenOnEmpty,
    recirculation: p.contentRecirculation,
    dataId: p.dataId,
  }
}

/** `<vf-content-recirculation>`: the list with a left thumbnail, credited to recirculation, with its ad slot. */
export function recirculationInputs(p: RecirculationProps): TrendingInputs {
  return {
    widget: 'vf-content-recirculation',
    containerId: p.containerId,
    title: p.title,
    limit: p.limit,
    days: daysPublished(p.daysPublishedAttribute),
    hours: p.trendWindow,
    sort: p.sort,
    view: 'list',
    thumbnail: true,
    thumbnailPosition: 'left',
    medium: 'vf_content_recirculation',
    hideWhenEmpty: false,
    recirculation: true,
    dataId: undefined,
  }
}
