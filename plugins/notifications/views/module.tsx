/** The feed tab's chunk: its view bound to the plugin, with its style sheet placed as it first renders. */
import { useLayoutEffect, useRef } from 'react'
import type { PluginContext, Slice } from '../../../contracts/plugin'
import type { TrayTabProps, TrayTabView } from '../../../contracts/tray'
import type { NotificationsState } from '../state'
import { Feed } from './Feed'
import { FEED_CSS } from './styles'

export function feedView(ctx: PluginContext, slice: Slice<NotificationsState>): TrayTabView {
  return function FeedTab(props: TrayTabProps) {
    const place = useRef<HTMLSpanElement>(null)
    useLayoutEffect(() => {
      const doc = place.current?.ownerDocument
      if (doc) ctx.styles.ensure(doc, 'notifications', FEED_CSS)
    }, [])
    return (
      <>
        <span ref={place} hidden />
        <Feed {...props} ctx={ctx} slice={slice} />
      </>
    )
  }
}
