/** The feed, community and settings tabs' chunk, and the topic follow widget's: their views bound to the plugin, with their style sheet placed as they first render. */
import { useLayoutEffect, useRef } from 'react'
import type { PluginContext, Slice } from '../../../contracts/plugin'
import type { WidgetModule } from '../../../contracts/widgets'
import { reactWidget, widgetServices } from '../../../kernel/react'
import { ensureKitStyles } from '../../ui'
import type { TopicsState } from '../topics'
import { TopicFollow, type TopicFollowInputs } from './TopicFollow'
import type { TrayTabProps, TrayTabView } from '../../../contracts/tray'
import type { NotificationsState } from '../state'
import type { FollowsSetup } from '../follows'
import type { FollowersState } from '../followers'
import { Community } from './Community'
import { Feed } from './Feed'
import { Settings } from './Settings'
import { FEED_CSS } from './styles'

/** Places the sheet on the document the tab renders in, before it paints. */
function useSheet(ctx: PluginContext) {
  const place = useRef<HTMLSpanElement>(null)
  useLayoutEffect(() => {
    const doc = place.current?.ownerDocument
    if (doc) ctx.styles.ensure(doc, 'notifications', FEED_CSS)
  }, [])
  return <span ref={place} hidden />
}

export function feedView(ctx: PluginContext, slice: Slice<NotificationsState>, follows: FollowsSetup): TrayTabView {
  return function FeedTab(props: TrayTabProps) {
    return (
      <>
        {useSheet(ctx)}
        <Feed {...props} ctx={ctx} slice={slice} follows={follows} />
      </>
    )
  }
}

export function communityView(ctx: PluginContext, live: Slice<FollowersState>): TrayTabView {
  return function CommunityTab(props: TrayTabProps) {
    return (
      <>
        {useSheet(ctx)}
        <Community {...props} ctx={ctx} live={live} />
      </>
    )
  }
}

export function settingsView(ctx: PluginContext): TrayTabView {
  return function SettingsTab(props: TrayTabProps) {
    return (
      <>
        {useSheet(ctx)}
        <Settings {...props} ctx={ctx} />
      </>
    )
  }
}

/** `<vf-topic-follow>`'s module: the button, with the kit's sheet and this plugin's. */
export function topicFollowModule(ctx: PluginContext, slice: Slice<TopicsState>, count: (id: string) => Promise<number>): WidgetModule<TopicFollowInputs> {
  const view = reactWidget<TopicFollowInputs>(({ props }) => <TopicFollow ctx={ctx} slice={slice} inputs={props} count={count} />, widgetServices(ctx))
  return {
    mount(element, props, context) {
      ensureKitStyles(element.ownerDocument)
      ctx.styles.ensure(element.ownerDocument, 'notifications', FEED_CSS)
      return view.mount(element, props, context)
    },
  }
}
