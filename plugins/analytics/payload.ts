/**
 * An event's common fields (document 3 §3): the page (`view`), who and where (`meta`), the screen
 * (`csd`), the user agent, the request id and reset count, the time and time zone, the event id and the
 * widgets on the page — then the data of its kind, every text of it without e-mail addresses.
 */
import type { AnalyticsClient, AnalyticsEvent, AnalyticsMeta, AnalyticsView } from '../../contracts/entities/analytics'
import type { StoreState } from '../../contracts/store'
import { Constants } from '../../contracts/constants'
import { isGuestUser, isIdentifiedUser } from '../../kernel/lib/ids'
import type { ConsentDecision } from './consent'
import { mountedWidgets } from './engagement'
import type { AnalyticsHost } from './host'
import type { VisitIds } from './ids'
import { scrubText } from './scrub'

export interface PayloadDeps {
  state: () => StoreState
  host: AnalyticsHost | undefined
  now: () => number
  makeId: () => string
  ids: () => VisitIds | undefined
  requestId: () => string
  resets: () => number
  consent: () => ConsentDecision
}

/** The page, as the kernel's `page` slice describes it. */
export function viewOf(state: StoreState, referrer: string): AnalyticsView {
  const page = state.page
  return {
    url: scrubText(page?.cleanUrl ?? ''),
    path: scrubText(page?.path ?? ''),
    title: scrubText(page?.title ?? ''),
    domain: page?.domain ?? '',
    section: page?.section ?? '',
    unique_id: page?.unique_id ?? '',
    container: page?.container ?? '',
    page_type: page?.page_type ?? '',
    lang: page?.lang ?? '',
    referrer: scrubText(referrer),
  }
}

function clientOf(host: AnalyticsHost | undefined): AnalyticsClient {
  const vw = Math.round(host?.innerWidth ?? 0)
  return {
    vw,
    vh: Math.round(host?.innerHeight ?? 0),
    sw: host?.screen?.width ?? 0,
    sh: host?.screen?.height ?? 0,
    dpr: host?.devicePixelRatio ?? 1,
    lang: host?.navigator?.language ?? '',
    mobile: vw > 0 && vw < Constants.mobileWidthPx,
  }
}

/** The widgets on the page: their tags, and how many of each. */
export function widgetsOf(host: AnalyticsHost | undefined): { w: string[]; wStats: Record<string, number> } {
  const wStats: Record<string, number> = {}
  if (host) for (const element of mountedWidgets(host.document)) wStats[element.tagName.toLowerCase()] = (wStats[element.tagName.toLowerCase()] ?? 0) + 1
  return { w: Object.keys(wStats).sort(), wStats }
}

const referrerOf = (host: AnalyticsHost | undefined) => {
  try {
    return host?.document.referrer ?? ''
  } catch {
    return ''
  }
}

/**
 * A new event `name` with the common fields filled, and `data` (already scrubbed) on top. `thirdParty`:
 * consent and view events carry the consent framework's string too (document 3 §7).
 */
export function makeEvent(deps: PayloadDeps, name: string, data: Partial<AnalyticsEvent> = {}, thirdParty = false): AnalyticsEvent {
  const state = deps.state()
  const ts = deps.now()
  const ids = deps.ids()
  const user = state.session?.user
  const decision = deps.consent()
  const meta: AnalyticsMeta = {
    ...(ids ? { vid: ids.visitorId, sid: ids.sessionId, ...(ids.referrer ? { ref: ids.referrer } : {}) } : {}),
    ...(user && isIdentifiedUser(user) && !isGuestUser(user) ? { uid: user.uuid } : {}),
    privilege: user?.user_privilege ?? 'guest',
    ...(state.site?.sectionTree?.site_uuid ? { site_uuid: state.site.sectionTree.site_uuid } : {}),
    ...(state.site?.sectionTree?.section_id ? { section_id: state.site.sectionTree.section_id } : {}),
    consent: decision.source === 'tcf' ? 'tcf' : 'flag',
    ...(thirdParty && decision.tcf ? { tp: { ...(decision.tcf.tcString ? { tcf: decision.tcf.tcString } : {}), ...(decision.tcf.gdprApplies !== undefined ? { gdpr: decision.tcf.gdprApplies } : {}) } } : {}),
  }
  return {
    name,
    eid: deps.makeId(),
    view: viewOf(state, referrerOf(deps.host)),
    meta,
    csd: clientOf(deps.host),
    ua: (deps.host?.navigator?.userAgent ?? '').slice(0, 500),
    rq: deps.requestId(),
    rs: deps.resets(),
    ts,
    ltz: -new Date(ts).getTimezoneOffset(),
    ...widgetsOf(deps.host),
    ...data,
  }
}
