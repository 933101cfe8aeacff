/**
 * The live blog's updates, with the promo slots the page fills (`vf-ads`/`requestLiveblogAd`), on the UI
 * kit's list (plugins/ui/list): slices, stable identity, and scroll anchoring — an update arriving above
 * the reader moves nothing they read.
 */
import { memo, useCallback, useEffect, useMemo, useRef } from 'react'
import { useServices } from '../../../kernel/react'
import { useListItem, VirtualList } from '../../ui'
import { promoPositions } from '../inputs'
import { Post } from './Post'
import type { BlogSelector } from './Reply'

/** The first updates rendered at once; the others a slice per task. */
const FIRST = 5
const SLICE = 50

/** A promo slot's key: its position and the update it follows (a slot moves by remounting). */
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
    if (element.current) bus.publish('vf-ads', 'requestLiveblogAd', { element: element.current, container_id: containerId, position })
  }, [bus, containerId, position])
  // Not hidden from assistive technology: what the page puts in it must be reachable.
  return <li ref={ref} className="vf-promo" data-position={position} />
})

interface PostListProps {
  uuids: readonly string[]
  keep: readonly string[]
  label: string
  instanceId: string
  blog: BlogSelector
  containerId: string
  firstPromo: number
  promoInterval: number
  promos: boolean
}

export const PostList = memo(function PostList({ uuids, keep, label, instanceId, blog, containerId, firstPromo, promoInterval, promos }: PostListProps) {
  const keys = useMemo(() => {
    const positions = promos ? promoPositions(uuids.length, firstPromo, promoInterval) : []
    if (positions.length === 0) return uuids
    const at = new Set(positions)
    const keys: string[] = []
    uuids.forEach((uuid, index) => {
      keys.push(uuid)
      if (at.has(index + 1)) keys.push(promoKey(index + 1, uuid))
    })
    return keys
  }, [uuids, promos, firstPromo, promoInterval])
  const renderItem = useCallback(
    (key: string) => (key.startsWith(PROMO) ? <PromoSlot key={key} listKey={key} containerId={containerId} position={promoPosition(key)} /> : <Post key={key} uuid={key} instanceId={instanceId} blog={blog} />),
    [containerId, instanceId, blog],
  )
  return <VirtualList className="vf-posts" aria-label={label} keys={keys} renderItem={renderItem} initialCount={FIRST + Math.ceil(FIRST / promoInterval)} sliceSize={SLICE} keep={keep} />
})
