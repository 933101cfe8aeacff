/** The top-level comments of the conversations widget, with the promo slots the page fills. */
import { memo, useEffect, useRef } from 'react'
import { useServices } from '../../../kernel/react'
import { promoPositions } from '../inputs'
import type { ThreadState } from '../state'
import { Comment } from './Comment'

/** A promo slot: an empty element published for the host page or the ads plugin to fill. */
function PromoSlot({ containerId, position }: { containerId: string; position: number }) {
  const { bus } = useServices()
  const ref = useRef<HTMLLIElement>(null)
  useEffect(() => {
    if (ref.current) bus.publish('vf-ads', 'requestCommentAd', { element: ref.current, container_id: containerId, position })
  }, [bus, containerId, position])
  // Not hidden from assistive technology: what the page puts in it (an ad and its link) must be reachable.
  return <li ref={ref} className="vf-promo" data-position={position} />
}

interface CommentListProps {
  /** The comments in the page, in the thread's order. */
  uuids: readonly string[]
  /** All the thread's loaded top-level comments, for the promo positions. */
  count: number
  label: string
  instanceId: string
  select: (s: Readonly<Record<string, unknown>>) => ThreadState | undefined
  containerId: string
  firstPromo: number
  promoInterval: number
  /** Whether the page takes promo slots at all. */
  promos: boolean
}

/**
 * The top-level comments in the page, with their promo slots. Memoised: the store changes the thread on
 * every page and live event, and walking a thousand comments for a change that is not to the list (a
 * status, a total, a like) costs more than the change.
 */
export const CommentList = memo(function CommentList({ uuids, count, label, instanceId, select, containerId, firstPromo, promoInterval, promos: withPromos }: CommentListProps) {
  const promos = new Set(withPromos ? promoPositions(count, firstPromo, promoInterval) : [])
  return (
    <ul className="vf-comment-list" aria-label={label}>
      {uuids.map((uuid, index) => (
        <CommentWithPromo key={uuid} uuid={uuid} instanceId={instanceId} select={select} promo={promos.has(index + 1) ? index + 1 : undefined} containerId={containerId} />
      ))}
    </ul>
  )
})

const CommentWithPromo = memo(function CommentWithPromo({ uuid, instanceId, select, promo, containerId }: { uuid: string; instanceId: string; select: (s: Readonly<Record<string, unknown>>) => ThreadState | undefined; promo?: number; containerId: string }) {
  return (
    <>
      <Comment uuid={uuid} instanceId={instanceId} thread={select} depth={0} />
      {promo !== undefined && <PromoSlot containerId={containerId} position={promo} />}
    </>
  )
})
