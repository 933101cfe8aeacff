/** Cutting text to a limit for display and for page metadata. */

export const ELLIPSIS = '…'
/** Page metadata values are cut to this many characters (document 1 §3, document 3 §5). */
export const META_LIMIT = 500

/**
 * Cuts `text` to at most `max` characters, the ellipsis included, never splitting a surrogate pair
 * (an emoji cut in half would render as garbage).
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text)
  if (chars.length <= max) return text
  if (max <= 0) return ''
  return chars.slice(0, max - 1).join('').trimEnd() + ELLIPSIS
}

/** Collapses runs of whitespace (newlines, tabs, non-breaking spaces) into one space and trims. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

/** A page metadata value: whitespace collapsed, cut to 500 characters. */
export function cutMeta(text: string): string {
  const collapsed = collapseWhitespace(text)
  const chars = Array.from(collapsed)
  return chars.length <= META_LIMIT ? collapsed : chars.slice(0, META_LIMIT).join('')
}
