/**
 * The paywall's rules (document 3 §2, §3, §4 "Paywall", §9), pure: when it is enabled and where it
 * applies, the page address's overrides, and who is walled — anonymous visitors by segment above the
 * visible comments, registered targeted users by the posts of their lookback window.
 */
import { Constants } from '../../contracts/constants'
import type { SiteSettings } from '../../contracts/settings'
import type { WallArea, WallMode } from '../../contracts/walls'
import { isOn } from '../../kernel/lib/settings'
import { Segment } from '../../contracts/segments'

const DAY_MS = 86_400_000

export interface WallSettings {
  /** The third-party paywall integration is on and has its app id. */
  enabled: boolean
  appId: string
  /** Sign-in on the wall is the product's (else the publisher's own, document 3 §3 walls_use_vf_auth). */
  useVfAuth: boolean
  resetDays: number
  lookbackDays: number
  targetAnonymous: boolean
  /** Comments a walled anonymous visitor sees (walls_min_num_comments). */
  visibleComments: number
  targetRegistered: boolean
  /** Posts a registered user makes before the wall (walls_num_post_to_wall_reg). */
  postsToWall: number
  warnRemaining: boolean
  /** Path fragments where the wall applies; none: every page. */
  locations: string[]
  percentToHide: number
}

const count = (value: unknown, fallback: number, min = 0) => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof n === 'number' && Number.isFinite(n) && n >= min ? Math.floor(n) : fallback
}

/** The site's wall settings, with document 3 §9's defaults for what is missing or malformed. */
export function wallSettings(s: Partial<SiteSettings>): WallSettings {
  const appId = typeof s.poool_app_id === 'string' ? s.poool_app_id.trim() : ''
  return {
    enabled: isOn(s.enable_poool_integration) && appId !== '',
    appId,
    useVfAuth: isOn(s.walls_use_vf_auth, true),
    resetDays: count(s.walls_reset_days, Constants.wallResetDays, 1),
    lookbackDays: count(s.walls_lookback_days, Constants.wallLookbackDays, 1),
    targetAnonymous: isOn(s.walls_target_anon_users),
    visibleComments: count(s.walls_min_num_comments, Constants.wallVisibleComments),
    targetRegistered: isOn(s.walls_target_reg_users),
    postsToWall: count(s.walls_num_post_to_wall_reg, Constants.wallPostsToWall, 1),
    warnRemaining: isOn(s.walls_warn_num_posts_remaining_reg),
    locations: typeof s.walls_url_locations === 'string' ? s.walls_url_locations.split(/[,\n]/).map((l) => l.trim()).filter(Boolean) : [],
    percentToHide: Constants.wallPercentToHide,
  }
}

/** Does the wall apply on a page at `path` (document 3 §2)? */
export function appliesTo(path: string, locations: readonly string[]): boolean {
  return locations.length === 0 || locations.some((fragment) => path.includes(fragment))
}

/** What the page address may force (document 3 §2). */
export interface Overrides {
  /** `audience`: the segment to use. */
  audience?: Segment
  /** `non-vf-auth=true`: the publisher's own sign-in, whatever the site says. */
  customAuth: boolean
  /** `dbg=true`: the decisions are logged, the provider in debug mode. */
  debug: boolean
  /** `trg`: the area the wall replaces (`post`, `reply`, `load-more`). */
  target?: WallArea
}

const TARGETS: Readonly<Record<string, WallArea>> = { post: 'post', reply: 'reply', 'load-more': 'load_more', load_more: 'load_more' }

export function readOverrides(href: string | undefined): Overrides {
  let query: URLSearchParams
  try {
    query = new URL(href ?? '', 'http://localhost').searchParams
  } catch {
    query = new URLSearchParams()
  }
  const audience = query.get('audience')?.trim().toLowerCase()
  const target = query.get('trg')?.trim().toLowerCase()
  return {
    ...((Segment as readonly (string | undefined)[]).includes(audience) ? { audience: audience as Segment } : {}),
    customAuth: query.get('non-vf-auth') === 'true',
    debug: query.get('dbg') === 'true',
    ...(target && Object.hasOwn(TARGETS, target) ? { target: TARGETS[target] } : {}),
  }
}

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

/** A registered user's allowance as kept in the browser. */
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
