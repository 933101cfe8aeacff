/**
 * A user's picture with their name as its text alternative; initials on a tint chosen from the name when
 * there is no picture or it fails to load (and a new picture is tried again when `src` changes).
 * `decorative` where the name is written beside it (a comment's byline): the picture is hidden from
 * assistive technology, so the name is heard once, not "Ada Lovelace, image, Ada Lovelace".
 *
 * Sizes: `xs` 20 px, `sm` 28 px, `md` 40 px (the default), `lg` 64 px at the default base size.
 */
import { memo, useState } from 'react'
import { AVATAR_TINTS } from './avatar.css'

export type AvatarSize = 'xs' | 'sm' | 'md' | 'lg'

export interface AvatarProps {
  name: string
  src?: string | undefined
  decorative?: boolean
  size?: AvatarSize
}

export function initials(name: string): string {
  const parts = Array.from(name.trim().split(/\s+/).filter(Boolean), (word) => Array.from(word)[0] ?? '')
  return (parts.length > 1 ? parts[0]! + parts[parts.length - 1]! : (parts[0] ?? '?')).toUpperCase()
}

/** The tint of a name's initials: the same name, the same tint, wherever it shows. */
export function avatarTint(name: string): number {
  let hash = 0
  for (const char of name.trim()) hash = (hash * 31 + char.codePointAt(0)!) >>> 0
  return hash % AVATAR_TINTS
}

// Memoised: a comment re-rendered by a live change leaves its picture alone.
export const Avatar = memo(function Avatar({ name, src, decorative = false, size = 'md' }: AvatarProps) {
  // The picture that failed, not a flag: another `src` (a new picture, another user) is tried afresh.
  const [failed, setFailed] = useState<string>()
  const sized = size === 'md' ? undefined : size
  if (!src || failed === src) {
    const tint = avatarTint(name)
    // Hidden beside the written name: the initials are drawn from an attribute (avatar.css.ts), one
    // node instead of two, which a thread of a thousand comments feels.
    if (decorative) return <span className="vf-avatar" data-size={sized} data-tint={tint} data-initials={initials(name)} aria-hidden="true" />
    return (
      <span className="vf-avatar" data-size={sized} data-tint={tint} role="img" aria-label={name}>
        <span aria-hidden="true">{initials(name)}</span>
      </span>
    )
  }
  return (
    <img
      className="vf-avatar"
      data-size={sized}
      src={src}
      alt={decorative ? '' : name}
      aria-hidden={decorative || undefined}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(src)}
    />
  )
})
