/** The reviews chunk: the `vf-livereviews` and `vf-rating` widgets as widget modules. */
import type { ReactNode } from 'react'
import type { PluginContext, Slice } from '../../../contracts/plugin'
import type { WidgetModule } from '../../../contracts/widgets'
import { animationFrames, type FrameScheduler } from '../../ui/live-feed'
import { pageContainerId } from '../../../kernel/page/container-id'
import { reactWidget, widgetServices } from '../../../kernel/react'
import { ensureKitStyles } from '../../ui'
import { reviewsApi } from '../api'
import { createBoard, type Board } from '../board'
import { ratingInputs, reviewsInputs, type BoardInputs, type RatingProps, type ReviewsProps } from '../inputs'
import type { ReviewsSlice } from '../state'
import { Reviews } from './Reviews'
import { StandaloneRating } from './StandaloneRating'
import { ensureReviewsStyles } from './styles'

export interface ReviewsDeps {
  slice: Slice<ReviewsSlice>
  boards: Map<string, Board>
  /** The animation frame by default. */
  frame?: FrameScheduler
}

function boardModule<P extends { containerId: string | undefined }>(ctx: PluginContext, deps: ReviewsDeps, widget: 'vf-livereviews' | 'vf-rating', inputsOf: (props: P) => BoardInputs, View: (props: { instanceId: string; props: P; inputs: BoardInputs; statusKey: string }) => ReactNode): WidgetModule<P> {
  const api = reviewsApi(ctx)
  const { timers } = ctx.clock
  const frame = deps.frame ?? animationFrames((fn, ms) => timers.setTimeout(fn, ms), (handle) => timers.clearTimeout(handle as never))
  const mounted = new Map<string, { props: P; inputs: BoardInputs }>()
  const view = reactWidget<P>(({ context }) => {
    const board = deps.boards.get(context.instanceId)
    const own = mounted.get(context.instanceId)
    return board && own ? <View instanceId={context.instanceId} props={own.props} inputs={own.inputs} statusKey={board.statusKey} /> : null
  }, widgetServices(ctx))
  return {
    mount(element, props, context) {
      ensureReviewsStyles(ctx, element.ownerDocument)
      ensureKitStyles(element.ownerDocument)
      const inputs = inputsOf(props)
      mounted.set(context.instanceId, { props, inputs })
      const board = createBoard({ ctx, api, slice: deps.slice, instanceId: context.instanceId, containerId: props.containerId ?? pageContainerId(ctx), inputs, widget, frame })
      deps.boards.set(context.instanceId, board)
      const unmount = view.mount(element, props, context) as () => void
      // Through the action, so the page's interceptors see the first load too; its failure is on screen.
      void ctx.actions.call('reviews.load', { instanceId: context.instanceId, params: {} })
      return () => {
        unmount()
        deps.boards.delete(context.instanceId)
        mounted.delete(context.instanceId)
        board.dispose()
      }
    },
  }
}

export const reviewsModule = (ctx: PluginContext, deps: ReviewsDeps) =>
  boardModule<ReviewsProps>(ctx, deps, 'vf-livereviews', reviewsInputs, ({ instanceId, inputs, statusKey }) => <Reviews instanceId={instanceId} inputs={inputs} statusKey={statusKey} />)

export const ratingModule = (ctx: PluginContext, deps: ReviewsDeps) =>
  boardModule<RatingProps>(ctx, deps, 'vf-rating', ratingInputs, ({ instanceId, props, statusKey }) => <StandaloneRating instanceId={instanceId} props={props} statusKey={statusKey} />)
