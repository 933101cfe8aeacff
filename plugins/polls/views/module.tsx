/** The poll chunk: the `vf-poll` widget as a widget module. */
import type { PluginContext, Slice } from '../../../contracts/plugin'
import type { WidgetModule } from '../../../contracts/widgets'
import { animationFrames, type FrameScheduler } from '../../ui/live-feed'
import { pageContainerId } from '../../../kernel/page/container-id'
import { reactWidget, widgetServices } from '../../../kernel/react'
import { ensureKitStyles } from '../../ui'
import { pollsApi } from '../api'
import type { PollProps } from '../inputs'
import { createPoll, type PollController } from '../poll'
import type { PollsSlice } from '../state'
import { PollView } from './PollView'
import { ensurePollStyles } from './styles'

export interface PollModuleDeps {
  slice: Slice<PollsSlice>
  polls: Map<string, PollController>
  /** The animation frame by default. */
  frame?: FrameScheduler
}

export function pollModule(ctx: PluginContext, deps: PollModuleDeps): WidgetModule<PollProps> {
  const api = pollsApi(ctx)
  const { timers } = ctx.clock
  const frame: FrameScheduler = deps.frame ?? animationFrames((fn, ms) => timers.setTimeout(fn, ms), (handle) => timers.clearTimeout(handle))
  const view = reactWidget<PollProps>(({ context }) => {
    const poll = deps.polls.get(context.instanceId)
    return poll ? <PollView instanceId={context.instanceId} statusKey={poll.statusKey} /> : null
  }, widgetServices(ctx))
  return {
    mount(element, props, context) {
      ensurePollStyles(ctx, element.ownerDocument)
      ensureKitStyles(element.ownerDocument)
      const poll = createPoll({ ctx, api, slice: deps.slice, instanceId: context.instanceId, containerId: props.containerId ?? pageContainerId(ctx), frame })
      deps.polls.set(context.instanceId, poll)
      const unmount = view.mount(element, props, context) as () => void
      // Through the action, so the page's interceptors see the first load too; its failure is on screen.
      void ctx.actions.call('polls.load', { instanceId: context.instanceId, params: {} })
      return () => {
        unmount()
        deps.polls.delete(context.instanceId)
        poll.dispose()
      }
    },
  }
}
