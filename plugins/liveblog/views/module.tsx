/** The live blog chunk: the `vf-livestory` widget as a widget module. */
import type { PluginContext, Slice } from '../../../contracts/plugin'
import type { WidgetModule } from '../../../contracts/widgets'
import { reactWidget, widgetServices } from '../../../kernel/react'
import { pageContainerId } from '../../../kernel/page/container-id'
import { ensureKitStyles } from '../../ui'
import { liveblogApi } from '../api'
import { createBlog, type Blog } from '../blog'
import { liveblogInputs, type LiveblogInputs, type LiveblogProps } from '../inputs'
import { animationFrames, type FrameScheduler } from '../../ui/live-feed'
import type { LiveblogSlice } from '../state'
import { LiveBlog } from './LiveBlog'
import { ensureLiveblogStyles } from './styles'

export interface LiveblogDeps {
  slice: Slice<LiveblogSlice>
  blogs: Map<string, Blog>
  /** The animation frame by default. */
  frame?: FrameScheduler
}

export function liveblogModule(ctx: PluginContext, deps: LiveblogDeps): WidgetModule<LiveblogProps> {
  const api = liveblogApi(ctx)
  const { timers } = ctx.clock
  const frame = deps.frame ?? animationFrames((fn, ms) => timers.setTimeout(fn, ms), (handle) => timers.clearTimeout(handle as never))
  const inputsOf = new Map<string, LiveblogInputs>()
  const view = reactWidget<LiveblogProps>(({ context }) => {
    const blog = deps.blogs.get(context.instanceId)
    const inputs = inputsOf.get(context.instanceId)
    return blog && inputs ? <LiveBlog instanceId={context.instanceId} containerId={blog.containerId} inputs={inputs} statusKey={blog.statusKey} /> : null
  }, widgetServices(ctx))
  return {
    mount(element, props, context) {
      ensureLiveblogStyles(ctx, element.ownerDocument)
      ensureKitStyles(element.ownerDocument)
      const inputs = liveblogInputs(props)
      inputsOf.set(context.instanceId, inputs)
      const blog = createBlog({ ctx, api, slice: deps.slice, instanceId: context.instanceId, containerId: inputs.containerId ?? pageContainerId(ctx), inputs, frame })
      deps.blogs.set(context.instanceId, blog)
      const unmount = view.mount(element, props, context) as () => void
      // Through the action, so the page's interceptors see the first load too; its failure is on screen.
      void ctx.actions.call('liveblog.load', { instanceId: context.instanceId, params: {} })
      return () => {
        unmount()
        deps.blogs.delete(context.instanceId)
        inputsOf.delete(context.instanceId)
        blog.dispose()
      }
    },
  }
}
