/**
 * Tracking consent (document 3 §4, document 4 §6). The page's flag (`sessionStorage.__vftc__`, or set
 * later through `analytics`/`consent` or the `analytics.consent` action): 2 allows all, -2 blocks all,
 * -1 (functional) and 1 (customization) allow no tracking of their own. With the site's TCF integration
 * on, the page's consent framework (`__tcfapi`) is asked too: its consent for the product's vendor (and
 * for storing on the device, purpose 1) allows tracking, or no GDPR applying to the reader. Tracking is
 * allowed by either, unless the page's flag blocks all: a reader's "block all" on the publisher's own
 * banner is not overridden. No signal at all is no consent.
 */
import { Analytics, type TrackingConsent } from '../../contracts/analytics'
import { ConsentFlag } from '../../contracts/enums'
import type { SiteSettings } from '../../contracts/settings'
import type { KeyValue, RawKeyValue } from '../../contracts/storage'
import { isOn } from '../../kernel/lib/settings'
import type { AnalyticsHost, TcfData } from './host'

/** What consent allows now, and why. */
export interface ConsentDecision {
  consent: TrackingConsent
  source: 'flag' | 'tcf' | 'none'
  flag: ConsentFlag | undefined
  /** The framework's consent string and whether GDPR applies, sent with consent and view events. */
  tcf?: { tcString?: string; gdprApplies?: boolean }
}

const FLAGS = new Set<number>(Object.values(ConsentFlag))

/** The page's flag from its stored text: one of -2, -1, 1, 2, else unset. */
export function parseFlag(raw: unknown): ConsentFlag | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined
  const text = String(raw).trim()
  if (!/^-?\d$/.test(text)) return undefined
  const value = Number(text)
  return FLAGS.has(value) ? (value as ConsentFlag) : undefined
}

/** The framework's answer: not asked (no integration, no `__tcfapi`), not yet answered, or its verdict. */
export type TcfAnswer = { state: 'absent' } | { state: 'pending' } | { state: 'answered'; consent: boolean; tcString?: string; gdprApplies?: boolean }

/** Document 3 §4's rule, with "block all" standing. */
export function decide(flag: ConsentFlag | undefined, tcf: TcfAnswer): ConsentDecision {
  const tcfData = tcf.state === 'answered' ? { tcf: { ...(tcf.tcString ? { tcString: tcf.tcString } : {}), ...(tcf.gdprApplies !== undefined ? { gdprApplies: tcf.gdprApplies } : {}) } } : {}
  if (flag === ConsentFlag.blockAll) return { consent: 'blocked', source: 'flag', flag }
  if (flag === ConsentFlag.allowAll) return { consent: 'allowed', source: 'flag', flag, ...tcfData }
  if (tcf.state === 'answered') return { consent: tcf.consent ? 'allowed' : 'blocked', source: 'tcf', flag, ...tcfData }
  if (tcf.state === 'pending') return { consent: 'pending', source: 'tcf', flag }
  return { consent: 'blocked', source: flag === undefined ? 'none' : 'flag', flag }
}

/** Does this TCF data give the vendor `vendorId` consent (or is the reader outside GDPR)? */
export function tcfConsents(data: TcfData, vendorId: number | undefined): boolean {
  if (data.gdprApplies === false) return true
  if (vendorId === undefined) return false
  return data.vendor?.consents?.[String(vendorId)] === true && data.purpose?.consents?.['1'] === true
}

export interface ConsentOptions {
  /** The page's session storage, raw (`__vftc__` is the page's key, not the product's). */
  session: RawKeyValue
  settings: () => Partial<SiteSettings>
  host: AnalyticsHost | undefined
  /** Hears each change of the decision. */
  onChange(decision: ConsentDecision): void
  warn(message: string, error?: unknown): void
}

export interface Consent {
  current(): ConsentDecision
  /** Sets (or with null clears) the page's flag, and decides again. */
  setFlag(flag: ConsentFlag | null): ConsentDecision
  /** Stops listening to the framework. */
  stop(): void
}

export function createConsent(options: ConsentOptions): Consent {
  const { session, host } = options
  let flag = parseFlag(session.get(Analytics.consentKey))
  let tcf: TcfAnswer = { state: 'absent' }
  let listenerId: number | undefined
  let stopped = false
  let decision: ConsentDecision
  const vendorId = () => {
    const id = Number(options.settings().tcf_vendor_id)
    return Number.isInteger(id) && id > 0 ? id : undefined
  }
  const update = () => {
    const next = decide(flag, tcf)
    const changed = !decision || next.consent !== decision.consent || next.source !== decision.source || next.flag !== decision.flag || next.tcf?.tcString !== decision.tcf?.tcString
    decision = next
    if (changed) options.onChange(next)
  }

  const api = host?.__tcfapi
  if (isOn(options.settings().tcf_api_cmp_integration) && typeof api === 'function') {
    tcf = { state: 'pending' }
    try {
      api.call(host, 'addEventListener', 2, (data, success) => {
        if (stopped || !success || !data || typeof data !== 'object') return
        if (typeof data.listenerId === 'number') listenerId = data.listenerId
        // The dialog showing asks the reader again: an answer given before stands until they choose.
        if (data.eventStatus !== 'tcloaded' && data.eventStatus !== 'useractioncomplete') return
        tcf = { state: 'answered', consent: tcfConsents(data, vendorId()), ...(typeof data.tcString === 'string' ? { tcString: data.tcString } : {}), ...(typeof data.gdprApplies === 'boolean' ? { gdprApplies: data.gdprApplies } : {}) }
        update()
      })
    } catch (error) {
      options.warn('the consent framework (__tcfapi) failed; only the page’s consent flag is read.', error)
      tcf = { state: 'absent' }
    }
  }
  if (!decision!) update()

  return {
    current: () => decision,
    setFlag(next) {
      flag = next === null ? undefined : parseFlag(next)
      if (flag === undefined) session.remove(Analytics.consentKey)
      else session.set(Analytics.consentKey, String(flag))
      update()
      return decision
    },
    stop() {
      stopped = true
      if (listenerId === undefined || typeof api !== 'function') return
      try {
        api.call(host, 'removeEventListener', 2, () => undefined, listenerId)
      } catch {
        // The framework went away first: nothing to remove.
      }
    },
  }
}

/** The consent marker (document 3 §4): stored once tracking is allowed; true when it was not there yet (send the consent event). */
export function markConsent(local: KeyValue, decision: ConsentDecision, now: number): boolean {
  const had = local.get<{ source: string; at: number }>('analytics.consent', (v): v is { source: string; at: number } => !!v && typeof v === 'object')
  if (had) return false
  local.set('analytics.consent', { source: decision.source, at: now })
  return true
}

/** Consent withdrawn: the marker goes, so allowing again is a new consent event. */
export function clearConsentMark(local: KeyValue): void {
  local.remove('analytics.consent')
}
