/**
 * The top-level comments of the conversations widget, with the promo slots the page fills, on the UI
 * kit's list (slices, stable identity, windowing, scroll anchoring: plugins/ui/list).
 */
import { memo, useCallback, useEffect, useMemo, useRef } from 'react'
import { useServices } from '../../../kernel/react'
import { useListItem, VirtualList } from '../../ui'
import { promoPositions } from '../inputs'
import type { ThreadState } from '../state'
import { Comment, RENDER_SLICE, SLICE, useCommentText, WINDOW_FROM } from './Comment'

/** A promo slot's key in the list: its position and the comment it follows (a slot moves by remounting, as a comment's place changes). */
const PROMO = 'vf-promo:'
const promoKey = (position: number, after: string) => `${PROMO}${position}:${after}`
const promoPosition = (key: string) => Number(key.slice(PROMO.length, key.indexOf(':', PROMO.length)))

/** A promo slot: an empty element published for the host page or the ads plugin to fill. */
const PromoSlot = memo(function PromoSlot({ listKey, containerId, position }: { listKey: string; containerId: string; position: number }) {
  const { bus } = useServices()
  const register = useListItem(listKey)
  const element = useRef<HTMLLIElement | null>(null)
  const ref = useCallback(
    (li: HTMLLIElement | null) => {
      element.current = li
      return register(li)
    },
    [register],
  )
  useEffect(() => {
    if (element.current) bus.publish('vf-ads', 'requestCommentAd', { element: element.current, container_id: containerId, position })
  }, [bus, containerId, position])
  // Not hidden from assistive technology: what the page puts in it (an ad and its link) must be reachable.
  return <li ref={ref} className="vf-promo" data-position={position} />
})

interface CommentListProps {
  /** The thread's loaded top-level comments, in its order. */
  uuids: readonly string[]
  /** Comments rendered at once wherever they are (the deep-linked one, one about to take the focus). */
  keep: readonly string[]
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
 * The top-level comments with their promo slots. Memoised: the store changes the thread on every page
 * and live event, and a change that is not to the list (a status, a total, a like) need not reach it.
 */
export const CommentList = memo(function CommentList({ uuids, keep, label, instanceId, select, containerId, firstPromo, promoInterval, promos: withPromos }: CommentListProps) {
  // A slot after the comment at each promo position: part of the list, so it is sliced and windowed with it.
  const [keys, promosFirst] = useMemo(() => {
    const positions = withPromos ? promoPositions(uuids.length, firstPromo, promoInterval) : []
    if (positions.length === 0) return [uuids, 0] as const
    const at = new Set(positions)
    const keys: string[] = []
    uuids.forEach((uuid, index) => {
      keys.push(uuid)
      if (at.has(index + 1)) keys.push(promoKey(index + 1, uuid))
    })
    return [keys, positions.filter((position) => position <= RENDER_SLICE).length] as const
  }, [uuids, withPromos, firstPromo, promoInterval])
  const renderItem = useCallback(
    (key: string) => (key.startsWith(PROMO) ? <PromoSlot key={key} listKey={key} containerId={containerId} position={promoPosition(key)} /> : <Comment key={key} uuid={key} instanceId={instanceId} thread={select} depth={0} />),
    [containerId, instanceId, select],
  )
  const searchText = useCommentText(select)
  return (
    <VirtualList
      className="vf-comment-list"
      aria-label={label}
      keys={keys}
      renderItem={renderItem}
      // The first comments (and the slots among them) at once, the others a hundred per task (with their slots).
      initialCount={RENDER_SLICE + promosFirst}
      sliceSize={keys === uuids ? SLICE : SLICE + Math.ceil(SLICE / promoInterval)}
      keep={keep}
      windowFrom={WINDOW_FROM}
      searchText={searchText}
    />
  )
})
