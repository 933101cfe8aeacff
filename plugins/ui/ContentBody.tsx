/**
 * User-written text as text: line breaks kept by CSS, web addresses turned into links that carry
 * `rel="nofollow ugc noopener noreferrer"` and open in a new tab. Nothing a reader writes becomes markup:
 * only http(s) addresses are linked, and the text goes through React's escaping.
 */
import { memo, type Ref } from 'react'

/** An http(s) address; trailing punctuation that usually ends a sentence is not part of it. */
const ADDRESS = /\bhttps?:\/\/[^\s<>"'`]+/gi
const TRAILING = /[.,;:!?)\]}’”'"]+$/

export type Piece = { text: string } | { href: string; text: string }

/** Splits text into plain pieces and linkable addresses. */
export function linkPieces(text: string): Piece[] {
  const pieces: Piece[] = []
  let at = 0
  for (const match of text.matchAll(ADDRESS)) {
    const start = match.index ?? 0
    let address = match[0]
    const tail = TRAILING.exec(address)?.[0] ?? ''
    // A closing bracket that opened inside the address (a wiki link) belongs to it.
    const keep = tail.startsWith(')') && address.slice(0, -tail.length).includes('(') ? 1 : 0
    address = address.slice(0, address.length - tail.length + keep)
    let href: string | undefined
    try {
      const url = new URL(address)
      if (url.protocol === 'http:' || url.protocol === 'https:') href = url.href
    } catch {
      href = undefined
    }
    if (!href) continue
    if (start > at) pieces.push({ text: text.slice(at, start) })
    pieces.push({ href, text: address })
    at = start + address.length
  }
  if (at < text.length) pieces.push({ text: text.slice(at) })
  return pieces
}

export const ContentBody = memo(function ContentBody({ text, className, ref }: { text: string; className?: string; ref?: Ref<HTMLParagraphElement> }) {
  const pieces = linkPieces(text)
  return (
    <p ref={ref} className={className} dir="auto">
      {pieces.map((piece, i) =>
        'href' in piece ? (
          <a key={i} href={piece.href} rel="nofollow ugc noopener noreferrer" target="_blank">
            {piece.text}
          </a>
        ) : (
          piece.text
        ),
      )}
    </p>
  )
})
