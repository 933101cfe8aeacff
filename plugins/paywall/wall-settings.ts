/**
 * The paywall's start-up rules (document 3 §2, §9), pure: whether it is enabled, where it applies and
 * what the page address forces. The paywall's setup needs only these to decide whether to fetch the wall;
 * who is walled (rules.ts) comes with the wall's code.
 */
import { Constants } from '../../contracts/constants'
import type { SiteSettings } from '../../contracts/settings'
import type { WallArea } from '../../contracts/walls'
import { isOn } from '../../kernel/lib/settings'
import { Segment } from '../../contracts/segments'

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
