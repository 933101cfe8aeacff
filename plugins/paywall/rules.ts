/**
 * The paywall's rules (document 3 §3, §4 "Paywall"), pure: who is walled — anonymous visitors by
 * segment above the visible comments, registered targeted users by the posts of their lookback window.
 * Part of the wall's code (fetched only where the wall applies); when it is enabled, where it applies and
 * the page address's overrides are wall-settings.ts, which start-up needs.
 */
import type { WallArea, WallMode } from '../../contracts/walls'
import { Segment } from '../../contracts/segments'
import type { Overrides, WallSettings } from './wall-settings'

export { appliesTo, readOverrides, wallSettings, type Overrides, type WallSettings } from './wall-settings'

const DAY_MS = 86_400_000

export interface AnonymousInputs {
  segment: Segment
  /** The thread's comments (the largest thread's on the page). */
  comments: number
  visibleComments: number
  /** "Load more" presses on this page. */
  loadMoreClicks: number
}

/**
 * An anonymous visitor is walled with comments above the visible limit in segment top, high, medium or
 * low; top only after more than 2 load-more clicks; high with more than 2 is promoted to top.
 */
export function anonymousWall({ segment, comments, visibleComments, loadMoreClicks }: AnonymousInputs): { walled: boolean; segment: Segment } {
  const effective: Segment = segment === 'high' && loadMoreClicks > 2 ? 'top' : segment
  const targeted = effective === 'top' || effective === 'high' || effective === 'medium' || effective === 'low'
  return { walled: comments > visibleComments && targeted && (effective !== 'top' || loadMoreClicks > 2), segment: effective }
}

/** A registered user's allowance as kept in the browser (its posts: the service's count when it answered, running.ts). */
export interface Allowance {
  /** Their posts, ms since the epoch. */
  posts: number[]
  /** When exactly one post remained: the reset period runs from it. */
  oneLeftAt?: number
  /** Walled until then: the end of the reset period. */
  until?: number
  /** Posts before this do not count (a reset period that ended). */
  countFrom?: number
}

export interface AllowanceOutcome {
  remaining: number
  /** Walled until then (the end of the reset period). */
  until?: number
  /** What to keep. */
  next: Allowance
}

/**
 * Posts remaining = allowed − posts in the lookback window. Exactly 1 remaining stores the time; at 0 or
 * fewer the wall stays for the rest of the reset period from that time (whatever leaves the lookback
 * meanwhile), after which the count starts again from the period's end.
 */
export function registeredAllowance(kept: Allowance, settings: Pick<WallSettings, 'postsToWall' | 'lookbackDays' | 'resetDays'>, now: number): AllowanceOutcome {
  const reset = settings.resetDays * DAY_MS
  let { oneLeftAt, until, countFrom } = kept
  if (until !== undefined && now >= until) {
    countFrom = until
    until = undefined
    oneLeftAt = undefined
  } else if (until === undefined && oneLeftAt !== undefined && now >= oneLeftAt + reset) {
    // One post left for a whole period without using it: the time is stored again when it is still so.
    oneLeftAt = undefined
  }
  const from = Math.max(now - settings.lookbackDays * DAY_MS, countFrom ?? -Infinity)
  const posts = kept.posts.filter((t) => t > now - Math.max(settings.lookbackDays, settings.resetDays) * DAY_MS)
  let remaining = settings.postsToWall - posts.filter((t) => t >= from && t <= now).length
  if (until !== undefined) remaining = Math.min(remaining, 0)
  if (remaining <= 1 && oneLeftAt === undefined) oneLeftAt = now
  if (remaining <= 0 && until === undefined) until = oneLeftAt! + reset
  const next: Allowance = { posts, ...(oneLeftAt !== undefined ? { oneLeftAt } : {}), ...(until !== undefined ? { until } : {}), ...(countFrom !== undefined ? { countFrom } : {}) }
  return { remaining, ...(until !== undefined ? { until } : {}), next }
}

/** What the wall does now. */
export interface Decision {
  kind: 'none' | 'anonymous' | 'registered'
  /** The wall is up (some area is walled). */
  walled: boolean
  areas: Partial<Record<WallArea, WallMode>>
  segment: Segment
  /** Walled anonymous threads keep this many comments. */
  visible?: number
  /** A registered user's posts remaining. */
  remaining?: number
  until?: number
}

export interface DecisionInputs {
  settings: WallSettings
  overrides: Overrides
  /** The reader: a guest, a user, or staff (moderators and administrators are never walled). */
  reader: 'guest' | 'user' | 'staff'
  segment: Segment
  comments: number
  loadMoreClicks: number
  allowance?: AllowanceOutcome
}

export function decide(inputs: DecisionInputs): Decision {
  const { settings, overrides } = inputs
  const segment = overrides.audience ?? inputs.segment
  const none: Decision = { kind: 'none', walled: false, areas: {}, segment }
  if (inputs.reader === 'guest') {
    if (!settings.targetAnonymous) return none
    const outcome = anonymousWall({ segment: segment === 'commenter' ? 'none' : segment, comments: inputs.comments, visibleComments: settings.visibleComments, loadMoreClicks: inputs.loadMoreClicks })
    if (!outcome.walled) return { ...none, kind: 'anonymous', segment: outcome.segment }
    const area = overrides.target ?? 'load_more'
    // Walled as the thread loads: only the visible comments stay in the page. Walled by a press of "load
    // more" (top): what the reader has read stays, nothing more comes.
    const trim = area === 'load_more' && inputs.loadMoreClicks === 0
    return { kind: 'anonymous', walled: true, areas: { [area]: 'wall' }, segment: outcome.segment, ...(trim ? { visible: settings.visibleComments } : {}) }
  }
  if (inputs.reader === 'staff' || !settings.targetRegistered || !inputs.allowance) return none
  const { remaining, until } = inputs.allowance
  if (remaining <= 0) {
    const areas: Decision['areas'] = overrides.target ? { [overrides.target]: 'wall' } : { post: 'wall', reply: 'wall' }
    return { kind: 'registered', walled: true, areas, segment, remaining, ...(until !== undefined ? { until } : {}) }
  }
  const areas: Decision['areas'] = settings.warnRemaining ? { post: 'note', reply: 'note' } : {}
  return { kind: 'registered', walled: false, areas, segment, remaining }
}
