/**
 * A post's images as the widget shows them (document 1 §3 "Media item"): the address is the item's own
 * `url` when it is a web address, else its `path` under the live blog service; anything else (a
 * `javascript:` or `data:` address from a hostile answer) shows nothing. The alt text is the image's
 * description, then its path or url, as document 1 §3 says.
 */
import type { MediaItem } from '../../contracts/entities/page'

const WEB = new Set(['http:', 'https:'])

/** Where the image is loaded from, or undefined when the item names no web address. */
export function mediaSource(media: Partial<MediaItem>, serviceBase: string): string | undefined {
  for (const candidate of [media.url, media.path]) {
    if (typeof candidate !== 'string' || candidate === '') continue
    try {
      const url = new URL(candidate, serviceBase)
      if (WEB.has(url.protocol)) return url.href
    } catch {
      // Not an address: the next candidate, or nothing.
    }
  }
  return undefined
}

/** The image's alt text: its description, then its path or url (document 1 §3). */
export function mediaAlt(media: Partial<MediaItem>): string {
  for (const candidate of [media.description, media.path, media.url]) if (typeof candidate === 'string' && candidate.trim()) return candidate.trim()
  return ''
}
