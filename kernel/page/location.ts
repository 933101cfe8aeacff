/**
 * The current page context (document 1 §3 Location): where the visitor is, what the page is about, and
 * whether the address deep-links a comment. Deep-link and subscription parameters are stripped from the
 * canonical URL so every visitor of one article shares one discussion.
 */
import type { Location } from '../../contracts/entities/page'
import { isUuid, numericIdToUuid } from '../lib/ids'
import { readMetadata, type PageMetadata } from './metadata'

/** The query parameter naming a shared comment (its UUID). */
export const SHARE_PARAM = 'vfshare'
/** The hidden query parameter carrying a subscribed state (set by subscription e-mails). */
export const SUBSCRIBED_PARAM = 'vfsubscribed'
/** `#vf-123`: the fragment naming a shared comment by its numeric id. */
const FRAGMENT = /^#vf-(\d{1,16})$/

/** The page context the widgets read (document 1 §3 Location). */
export type PageLocation = Location

/** Removes the share and subscribed parameters and a `#vf-{n}` fragment. */
export function canonicalUrl(href: string): string {
  try {
    const url = new URL(href)
    url.searchParams.delete(SHARE_PARAM)
    url.searchParams.delete(SUBSCRIBED_PARAM)
    if (FRAGMENT.test(url.hash)) url.hash = ''
    return url.href
  } catch {
    return href
  }
}

/** The deep-linked comment's UUID: the share parameter (a UUID), else the `#vf-{n}` fragment. */
export function deepLinkOf(href: string): string | undefined {
  let url: URL
  try {
    url = new URL(href)
  } catch {
    return undefined
  }
  const shared = url.searchParams.get(SHARE_PARAM)
  if (shared && isUuid(shared)) return shared.toLowerCase()
  const match = FRAGMENT.exec(url.hash)
  if (match) {
    try {
      return numericIdToUuid(Number(match[1]))
    } catch {
      return undefined
    }
  }
  return undefined
}

export function readLocation(doc: Document, href: string): PageLocation {
  const url = new URL(href)
  const meta: PageMetadata = readMetadata(doc, href)
  const cleanUrl = canonicalUrl(meta.url)
  const autosociallogin = url.searchParams.get('autosociallogin') ?? undefined
  return {
    protocol: url.protocol,
    url: canonicalUrl(url.href),
    cleanUrl,
    domain: meta.domain,
    path: url.pathname,
    title: meta.title,
    image_url: meta.image_url,
    image_alt: meta.image_alt,
    description: meta.description,
    page_type: meta.page_type,
    unique_id: meta.unique_id,
    lang: meta.lang,
    section: meta.section,
    owners: meta.owners,
    topics: meta.topics,
    container: meta.container_id,
    deeplink_uuid: deepLinkOf(href),
    subscribed: url.searchParams.get(SUBSCRIBED_PARAM) === 'true' || url.searchParams.get(SUBSCRIBED_PARAM) === '1',
    autosociallogin,
    ads_enabled: meta.ads_enabled,
    locationId: meta.unique_id || cleanUrl,
  }
}
