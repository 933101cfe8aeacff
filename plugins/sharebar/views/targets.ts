/**
 * Where each network's share goes: its own sharing address with the page's canonical address (and title,
 * where the network takes one). `copy` and `native` are no address: the bar copies, or opens the device's
 * share sheet.
 */
import type { ShareNetwork } from '../../../contracts/entities/shares'
import { canonicalUrl } from '../../../kernel/page/location'

export type LinkNetwork = Exclude<ShareNetwork, 'copy' | 'native'>
export const LINK_NETWORKS: readonly LinkNetwork[] = ['facebook', 'x', 'linkedin', 'whatsapp', 'email']

/** The network's own name (brands are not translated); e-mail is said in the reader's language. */
export const BRAND: Record<Exclude<LinkNetwork, 'email'>, string> = { facebook: 'Facebook', x: 'X', linkedin: 'LinkedIn', whatsapp: 'WhatsApp' }

/** The address shared: the one given (made canonical) when it is a web address, else the page's. */
export function sharedUrl(given: string | undefined, page: string): string {
  if (given) {
    try {
      const url = new URL(given, page)
      if (url.protocol === 'https:' || url.protocol === 'http:') return canonicalUrl(url.href)
    } catch {
      // Not an address: the page's.
    }
  }
  return canonicalUrl(page)
}

export function shareHref(network: LinkNetwork, url: string, title: string): string {
  const u = encodeURIComponent(url)
  const t = encodeURIComponent(title)
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`
    case 'x':
      return `https://x.com/intent/post?url=${u}${title ? `&text=${t}` : ''}`
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(title ? `${title} ${url}` : url)}`
    case 'email':
      return `mailto:?subject=${t}&body=${u}`
  }
}
