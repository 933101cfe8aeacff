/**
 * What "New comments loaded: N" counts: top-level comments that arrived — those the live feed showed
 * (`comments-realtime`/`more-loaded`: the ones the reader let in with "show new", or placed live at the
 * end of an oldest-first list) and the pages "load more" brought (`comments`/`more-loaded`) — once they
 * are in the list shown. The list growing for any other reason says nothing: a wall releasing the
 * comments it held back, a new sort or filter, the thread loaded again for a new reader, the reader's own
 * post. The product publishes those events right after the store changed, in the same task, so the render
 * that shows the comments has heard them; what was heard and is not shown then (a wall keeps it out) is
 * forgotten, not said later.
 */
import { useEffect, useRef, useState } from 'react'
import { useServices } from '../../../kernel/react'
import { LIVE_ANNOUNCE_MS, useArrivals } from '../../ui'

export function useNewComments(uuids: readonly string[]): number {
  const { bus, timers } = useServices()
  const [said, arrived] = useArrivals(LIVE_ANNOUNCE_MS, timers)
  const heard = useRef(new Set<string>())
  const [heardAt, setHeardAt] = useState(0)
  const shown = useRef<ReadonlySet<string>>(new Set(uuids))
  useEffect(() => {
    const hear = (items: readonly { content_uuid?: unknown }[]) => {
      if (!Array.isArray(items)) return
      for (const item of items) if (typeof item?.content_uuid === 'string') heard.current.add(item.content_uuid)
      setHeardAt((n) => n + 1)
    }
    const subscriptions = [bus.subscribe('comments-realtime', 'more-loaded', hear), bus.subscribe('comments', 'more-loaded', hear)]
    return () => subscriptions.forEach((subscription) => subscription?.remove())
  }, [bus])
  useEffect(() => {
    const before = shown.current
    let count = 0
    if (heard.current.size > 0) for (const uuid of uuids) if (!before.has(uuid) && heard.current.has(uuid)) count += 1
    heard.current.clear()
    shown.current = new Set(uuids)
    arrived(count)
  }, [uuids, heardAt, arrived])
  return said
}
