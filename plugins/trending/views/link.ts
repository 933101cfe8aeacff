/**
 * Where a trending article's link goes: the article's canonical address (the share parameters and a
 * `#vf-{n}` fragment taken out, document 1 §2) credited to the list's medium (`utm_source=vf`,
 * `utm_medium`, `utm_campaign=trending`). Only http(s) addresses become links.
 */
import { canonicalUrl } from '../../../kernel/page/location'

export function articleHref(url: string, medium: string): string | undefined {
  let address: URL
  try {
    address = new URL(canonicalUrl(url))
  } catch {
    return undefined
  }
  if (address.protocol !== 'https:' && address.protocol !== 'http:') return undefined
  address.searchParams.set('utm_source', 'vf')
  address.searchParams.set('utm_medium', medium)
  address.searchParams.set('utm_campaign', 'trending')
  return address.href
}
