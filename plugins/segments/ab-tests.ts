/**
 * Ab tests (document 3 §3 "Ad test record", §4, §5, §6, §9): a visitor is put in the control group or
 * the variant of a named test by hashing their user id; the record (hash, isIn, control percentage,
 * expiry, name) is kept for the test's duration, 90 days, after which the test is over for them. A test
 * is active only when the site enables ab testing, names it in its list, and the product knows it; one
 * global flag turns every test off. Administrators and moderators are always in the variant unless the
 * assignment is refreshed.
 */
import { Constants } from '../../contracts/constants'

/** The tests this product knows, with their control percentage. */
export const KNOWN_AB_TESTS: Readonly<Record<string, number>> = Object.freeze({
  /** The top comments experiment, phase 2: 15 % keep the old behaviour. */
  'top comments phase 2': 15,
  /** The v2 test flag. */
  vf_v2_test: Constants.abTestControlPercent,
})

/** The delimiters a site's `ab_test_names` list may use. */
const DELIMITER = /[,;|\n]/

export interface AbTestRecord {
  /** The user id's hash for this test, 0–99. */
  hash: number
  /** In the control group (else the variant). */
  isIn: boolean
  /** The control percentage it was assigned with. */
  control: number
  /** When the test ends for this visitor, ms since the epoch. */
  expiry: number
  name: string
}

export const isAbTestRecord = (v: unknown): v is AbTestRecord => {
  const r = v as AbTestRecord
  return !!r && typeof r === 'object' && typeof r.hash === 'number' && typeof r.isIn === 'boolean' && typeof r.control === 'number' && typeof r.expiry === 'number' && typeof r.name === 'string'
}

/** FNV-1a of `text`, 0–99: the same user and test always land in the same bucket. */
export function bucketOf(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash % 100
}

/** The site's test names, trimmed. */
export function siteTestNames(list: unknown): string[] {
  return typeof list === 'string' ? list.split(DELIMITER).map((name) => name.trim()).filter(Boolean) : []
}

/** Is test `name` active on this site (document 3 §5)? */
export function isTestActive(name: string, settings: { enable_ab_testing?: unknown; ab_test_names?: unknown }, disabled: boolean): boolean {
  if (disabled) return false
  const on = settings.enable_ab_testing
  if (on === undefined || on === null || on === 0 || on === false || on === '0') return false
  return Object.hasOwn(KNOWN_AB_TESTS, name) && siteTestNames(settings.ab_test_names).includes(name)
}

export interface AssignOptions {
  userId: string
  now: number
  /** An administrator or a moderator: always the variant, unless `refresh`. */
  staff?: boolean
  /** Assign by the hash even for staff. */
  refresh?: boolean
  /** The control percentage (the test's own, else 50). */
  control?: number
}

/** A fresh assignment of `name`. */
export function assign(name: string, options: AssignOptions): AbTestRecord {
  const control = Math.min(100, Math.max(0, options.control ?? KNOWN_AB_TESTS[name] ?? Constants.abTestControlPercent))
  const hash = bucketOf(`${options.userId}:${name}`)
  const isIn = options.staff && !options.refresh ? false : hash < control
  return { hash, isIn, control, expiry: options.now + Constants.abTestDurationDays * 86_400_000, name }
}

/** Has the test ended for this visitor (its duration passed, or it was expired)? */
export const isExpired = (record: AbTestRecord, now: number) => record.expiry <= now
