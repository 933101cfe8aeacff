/** The comments chunk: the conversations widget and the counter as widget modules. */
import type { PluginContext, Slice } from '../../../contracts/plugin'
import type { WidgetModule } from '../../../contracts/widgets'
import { intlFormatter } from '../../../kernel/lib/intl-locale'
import { reactWidget, widgetServices } from '../../../kernel/react'
import { commentsApi } from '../api'
import { pageContainerId } from '../../../kernel/page/container-id'
import type { ConversationsInputs, CounterInputs } from '../inputs'
import { animationFrames, type FrameScheduler } from '../../ui/live-feed'
import type { Timers } from '../../../kernel/with-timeout'
import { createThread, type CommentsSlice, type Thread } from '../thread'
import { Conversations } from './Conversations'
import { Counter } from './Counter'
import { ensureCommentStyles } from './styles'
import { ensureKitStyles } from '../../ui'

export interface ConversationsDeps {
  slice: Slice<CommentsSlice>
  threads: Map<string, Thread>
  timers: Timers
  /** The animation frame by default. */
  frame?: FrameScheduler
}

/**
 * The first use of each Intl formatter loads locale data (tens of ms in Chromium). Done one per idle
 * moment while the thread is being fetched, that cost never lands inside the first render.
 */
function warmFormatters(locale: string) {
  const idle = (fn: () => void) => (typeof requestIdleCallback === 'function' ? requestIdleCallback(fn, { timeout: 500 }) : setTimeout(fn, 0))
  idle(() => intlFormatter('NumberFormat', locale, {}).format(1234))
  idle(() => intlFormatter('RelativeTimeFormat', locale, { numeric: 'always' }).format(-3, 'minute'))
  idle(() => intlFormatter('DateTimeFormat', locale, { dateStyle: 'long' }).format(0))
}

export function conversationsModule(ctx: PluginContext, deps: ConversationsDeps): WidgetModule<ConversationsInputs> {
  const api = commentsApi(ctx)
  const frame = deps.frame ?? animationFrames((fn, ms) => deps.timers.setTimeout(fn, ms), (handle) => deps.timers.clearTimeout(handle as never))
  warmFormatters(ctx.i18n.locale)
  const view = reactWidget<ConversationsInputs>(({ props, context }) => {
    const thread = deps.threads.get(context.instanceId)
    return thread ? <Conversations instanceId={context.instanceId} containerId={thread.containerId} inputs={props} statusKey={thread.statusKey} prefetchMore={thread.prefetchMore} /> : null
  }, widgetServices(ctx))
  return {
    mount(element, inputs, context) {
      ensureCommentStyles(ctx, element.ownerDocument)
      ensureKitStyles(element.ownerDocument)
      const deepLink = ctx.store.getState().page?.deeplink_uuid
      const thread = createThread({ ctx, api, slice: deps.slice, instanceId: context.instanceId, containerId: inputs.containerId ?? pageContainerId(ctx), inputs, frame, ...(deepLink && context.deepLinked ? { deepLink } : {}) })
      deps.threads.set(context.instanceId, thread)
      const unmount = view.mount(element, inputs, context) as () => void
      // Through the action, so the page's interceptors see the first load too; its failure is on screen.
      void ctx.actions.call('live_comments.load', { instanceId: context.instanceId, params: {} })
      return () => {
        unmount()
        deps.threads.delete(context.instanceId)
        thread.dispose()
      }
    },
  }
}

/** The counter's view; the plugin asks for its container as it mounts (summaries.ts). */
export function counterModule(ctx: PluginContext): WidgetModule<CounterInputs> {
  const widget = reactWidget<CounterInputs>(({ context }) => <Counter instanceId={context.instanceId} />, widgetServices(ctx))
  return {
    mount(element, inputs, context) {
      // Its look (the comments' sheet) and its icon (the kit's sheet and sprite), on a page with a counter alone too.
      ensureCommentStyles(ctx, element.ownerDocument)
      ensureKitStyles(element.ownerDocument)
      return widget.mount(element, inputs, context)
    },
  }
}
