/** The live questions chunk: the `vf-livequestions` widget as a widget module. */
import type { PluginContext, Slice } from '../../../contracts/plugin'
import type { WidgetModule } from '../../../contracts/widgets'
import { animationFrames, type FrameScheduler } from '../../ui/live-feed'
import { isOn } from '../../../kernel/lib/settings'
import { pageContainerId } from '../../../kernel/page/container-id'
import { reactWidget, widgetServices } from '../../../kernel/react'
import { ensureKitStyles } from '../../ui'
import { questionsApi } from '../api'
import type { QuestionsProps } from '../inputs'
import { createQuestions, type Questions } from '../questions'
import type { QuestionsSlice } from '../state'
import { QuestionsView } from './QuestionsView'
import { ensureQuestionsStyles } from './styles'

export interface QuestionsModuleDeps {
  slice: Slice<QuestionsSlice>
  widgets: Map<string, Questions>
  /** The animation frame by default. */
  frame?: FrameScheduler
}

export function questionsModule(ctx: PluginContext, deps: QuestionsModuleDeps): WidgetModule<QuestionsProps> {
  const api = questionsApi(ctx)
  const { timers } = ctx.clock
  const frame = deps.frame ?? animationFrames((fn, ms) => timers.setTimeout(fn, ms), (handle) => timers.clearTimeout(handle))
  const view = reactWidget<QuestionsProps>(({ context }) => {
    const widget = deps.widgets.get(context.instanceId)
    return widget ? <QuestionsView instanceId={context.instanceId} statusKey={widget.statusKey} /> : null
  }, widgetServices(ctx))
  return {
    mount(element, props, context) {
      ensureQuestionsStyles(ctx, element.ownerDocument)
      ensureKitStyles(element.ownerDocument)
      const widget = createQuestions({ ctx, api, slice: deps.slice, instanceId: context.instanceId, containerId: props.containerId ?? pageContainerId(ctx), limit: props.limit, paginationLimit: props.paginationLimit, frame })
      deps.widgets.set(context.instanceId, widget)
      const unmount = view.mount(element, props, context) as () => void
      // Through the action, so the page's interceptors see the first load too; its failure is on screen.
      // A site that turned live questions off (enable_livequestions_for_this_site) asks nothing.
      if (isOn(ctx.store.getState().site?.settings.enable_livequestions_for_this_site, true)) void ctx.actions.call('livequestions.load', { instanceId: context.instanceId, params: {} })
      return () => {
        unmount()
        deps.widgets.delete(context.instanceId)
        widget.dispose()
      }
    },
  }
}
