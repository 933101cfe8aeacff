/**
 * A user's picture with their name as its text alternative; initials when there is no picture or it fails.
 * `decorative` where the name is written beside it (a comment's byline): the picture is hidden from
 * assistive technology, so the name is heard once, not "Ada Lovelace, image, Ada Lovelace".
 */
import { memo, useState } from 'react'

export function initials(name: string): string {
  const parts = Array.from(name.trim().split(/\s+/).filter(Boolean), (word) => Array.from(word)[0] ?? '')
  return (parts.length > 1 ? parts[0]! + parts[parts.length - 1]! : (parts[0] ?? '?')).toUpperCase()
}

// Memoised: a comment re-rendered by a live change leaves its picture alone.
export const Avatar = memo(function Avatar({ name, src, decorative = false }: { name: string; src?: string | undefined; decorative?: boolean }) {
  const [failed, setFailed] = useState(false)
  if (!src || failed) {
    if (decorative) {
      return (
        <span className="vf-avatar" aria-hidden="true">
          {initials(name)}
        </span>
      )
    }
    return (
      <span className="vf-avatar" role="img" aria-label={name}>
        <span aria-hidden="true">{initials(name)}</span>
      </span>
    )
  }
  return <img className="vf-avatar" src={src} alt={decorative ? '' : name} aria-hidden={decorative || undefined} loading="lazy" decoding="async" onError={() => setFailed(true)} />
})
