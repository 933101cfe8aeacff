/**
 * Where a wall (the paywall, document 3 §2) replaces a control of the comments area: an empty element the
 * wall's owner fills (contracts/walls.ts). React renders it with no children, so it never touches what the
 * wall puts inside; a walled thread renders only its visible comments.
 */
import { memo } from 'react'
import type { WallArea, WallsState } from '../../../contracts/walls'
import { useStoreValue } from '../../../kernel/react'

export const useWalls = (): WallsState | undefined => useStoreValue((s) => s.walls)

export const WallSlot = memo(function WallSlot({ area }: { area: WallArea }) {
  // The mode lets the wall's sheet keep a wall's space until the wall is drawn in it.
  const mode = useWalls()?.areas[area]
  return <div className="vf-wall-slot" data-vf-wall-slot={area} data-vf-wall-mode={mode} />
})

/** How many of `count` loaded top-level comments a walled thread renders. */
export function wallVisibleCount(count: number, walls: WallsState | undefined): number {
  if (walls?.areas.load_more !== 'wall' || walls.visible === undefined) return count
  const visible = Math.max(0, Math.floor(walls.visible))
  if (count <= visible) return count
  const hidden = Math.min(100, Math.max(0, walls.percentToHide ?? 100))
  return visible + Math.floor(((count - visible) * (100 - hidden)) / 100)
}

/** A reply form, or the wall in its place. */
export function ReplyArea({ children }: { children: React.ReactNode }) {
  const mode = useWalls()?.areas.reply
  if (mode === 'wall') return <WallSlot area="reply" />
  return (
    <>
      {mode === 'note' && <WallSlot area="reply" />}
      {children}
    </>
  )
}
