/**
 * The ids of a visit (document 3 §3, §4, §9; document 4 §6), written only once tracking is allowed:
 * the visitor (`_vfa`, one year), the session (`_vfb`, 30 minutes from the last event), the external
 * referrer that brought the visitor (`_vfr`, six months), and the request id of a page view.
 */
import { Analytics } from '../../contracts/analytics'
import { Constants } from '../../contracts/constants'
import type { Cookies } from '../../contracts/cookies'
import type { KeyValue } from '../../contracts/storage'

const ID = /^[A-Za-z0-9-]{8,64}$/
const validId = (value: unknown): value is string => typeof value === 'string' && ID.test(value)

/** A random UUID (v4), where `crypto.randomUUID` is missing too (an insecure page). */
export function newId(): string {
  const c = (globalThis as { crypto?: Crypto }).crypto
  if (typeof c?.randomUUID === 'function') {
    try {
      return c.randomUUID()
    } catch {
      // Not a secure context: made from random bytes below.
    }
  }
  const bytes = new Uint8Array(16)
  if (typeof c?.getRandomValues === 'function') c.getRandomValues(bytes)
  else for (let i = 0; i < 16; i++) bytes[i] = Math.floor(Math.random() * 256)
  bytes[6] = (bytes[6]! & 0x0f) | 0x40
  bytes[8] = (bytes[8]! & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

export interface VisitIds {
  visitorId: string
  sessionId: string
  /** The external page that last brought this visitor, within six months. */
  referrer: string | undefined
}

export interface IdsDeps {
  cookies: Cookies
  /** The product's local storage: the visitor id's copy where cookies are refused. */
  local: KeyValue
  makeId: () => string
  /** The page's own host, to tell an external referrer from the site's own pages. */
  pageHost: string
}

const seconds = (ms: number) => Math.floor(ms / 1000)

/** The visit's ids, made when missing and their cookies (re)written: the session's runs 30 minutes from now. */
export function touchVisit(deps: IdsDeps, documentReferrer: string): VisitIds {
  const { cookies, local } = deps
  const visitorCookie = cookies.get(Analytics.visitorCookie)
  const visitorId = validId(visitorCookie) ? visitorCookie : (local.get('analytics.visitor', validId) ?? deps.makeId())
  if (visitorCookie !== visitorId) cookies.set(Analytics.visitorCookie, visitorId, { maxAgeSeconds: seconds(Constants.visitorCookieMs) })
  local.set('analytics.visitor', visitorId)
  const sessionCookie = cookies.get(Analytics.sessionCookie)
  const sessionId = validId(sessionCookie) ? sessionCookie : deps.makeId()
  cookies.set(Analytics.sessionCookie, sessionId, { maxAgeSeconds: seconds(Constants.sessionCookieMs) })
  let referrer = cookies.get(Analytics.referrerCookie)
  const external = externalReferrer(documentReferrer, deps.pageHost)
  if (external && external !== referrer) {
    referrer = external
    cookies.set(Analytics.referrerCookie, external, { maxAgeSeconds: seconds(Constants.referrerCookieMs) })
  }
  return { visitorId, sessionId, referrer: referrer || undefined }
}

/** The referrer's origin and path when it is another site (never its query: it may carry anything). */
export function externalReferrer(referrer: string, pageHost: string): string | undefined {
  if (!referrer) return undefined
  try {
    const url = new URL(referrer)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined
    if (url.hostname === pageHost) return undefined
    return `${url.origin}${url.pathname}`.slice(0, 500)
  } catch {
    return undefined
  }
}

/** Consent withdrawn: the visit's cookies and stored ids go. */
export function forgetVisit(cookies: Cookies, local: KeyValue, session: KeyValue): void {
  cookies.remove(Analytics.visitorCookie)
  cookies.remove(Analytics.sessionCookie)
  cookies.remove(Analytics.referrerCookie)
  local.remove('analytics.visitor')
  session.remove('analytics.request')
}

interface StoredRequest {
  rq: string
  path: string
  at: number
}
const isStoredRequest = (v: unknown): v is StoredRequest =>
  !!v && typeof v === 'object' && validId((v as StoredRequest).rq) && typeof (v as StoredRequest).path === 'string' && typeof (v as StoredRequest).at === 'number'

/**
 * The request id of a page view of `path` (document 3 §4): the last one again when it was for the same
 * path under 5 minutes ago (a reload), else a new one — never the same as the last.
 */
export function requestId(session: KeyValue, path: string, now: number, makeId: () => string): string {
  const last = session.get('analytics.request', isStoredRequest)
  if (last && last.path === path && now - last.at >= 0 && now - last.at < Analytics.requestIdReuseMs) return last.rq
  let rq = makeId()
  for (let i = 0; i < 5 && rq === last?.rq; i++) rq = makeId()
  session.set('analytics.request', { rq, path, at: now })
  return rq
}
