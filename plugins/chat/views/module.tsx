/** The chat chunk: the `vf-livechat` widget as a widget module. */
import type { PluginContext, Slice } from '../../../contracts/plugin'
import type { WidgetModule } from '../../../contracts/widgets'
import { reactWidget, widgetServices } from '../../../kernel/react'
import { hasAnimationFrames, inNextFrame } from '../../../kernel/lib/frames'
import { ensureKitStyles } from '../../ui'
import { pageContainerId } from '../../../kernel/page/container-id'
import { chatApi } from '../api'
import { createChat, type Chat } from '../chat'
import type { ChatProps } from '../inputs'
import type { FrameScheduler } from '../../ui/live-feed'
import type { ChatSlice } from '../state'
import { ChatView } from './ChatView'
import { ensureChatStyles } from './styles'

export interface ChatModuleDeps {
  slice: Slice<ChatSlice>
  chats: Map<string, Chat>
  /** The animation frame by default. */
  frame?: FrameScheduler
}

export function chatModule(ctx: PluginContext, deps: ChatModuleDeps): WidgetModule<ChatProps> {
  const api = chatApi(ctx)
  const { timers } = ctx.clock
  const frame: FrameScheduler =
    deps.frame ??
    ((fn) => {
      if (hasAnimationFrames()) return inNextFrame(fn)
      const handle = timers.setTimeout(fn, 16)
      return () => timers.clearTimeout(handle)
    })
  const view = reactWidget<ChatProps>(({ context }) => {
    const chat = deps.chats.get(context.instanceId)
    return chat ? <ChatView instanceId={context.instanceId} statusKey={chat.statusKey} /> : null
  }, widgetServices(ctx))
  return {
    mount(element, props, context) {
      ensureChatStyles(ctx, element.ownerDocument)
      ensureKitStyles(element.ownerDocument)
      const chat = createChat({ ctx, api, slice: deps.slice, instanceId: context.instanceId, containerId: props.containerId ?? pageContainerId(ctx), frame })
      deps.chats.set(context.instanceId, chat)
      const unmount = view.mount(element, props, context) as () => void
      // Through the action, so the page's interceptors see the first load too; its failure is on screen.
      void ctx.actions.call('livechat.load', { instanceId: context.instanceId, params: {} })
      return () => {
        unmount()
        deps.chats.delete(context.instanceId)
        chat.dispose()
      }
    },
  }
}
