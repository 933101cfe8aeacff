/** The trending chunk: `<vf-trending-articles>` and `<vf-content-recirculation>` as widget modules. */
import type { PluginContext } from '../../../contracts/plugin'
import type { WidgetModule } from '../../../contracts/widgets'
import { reactWidget, widgetServices } from '../../../kernel/react'
import { ensureKitStyles } from '../../ui'
import { recirculationInputs, trendingInputs, type RecirculationProps, type TrendingInputs, type TrendingProps } from '../inputs'
import { ensureTrendingStyles } from './styles'
import { TrendingList } from './TrendingList'

function module<P>(ctx: PluginContext, inputsOf: (props: P) => TrendingInputs): WidgetModule<P> {
  const view = reactWidget<P>(({ props }) => <TrendingList ctx={ctx} inputs={inputsOf(props)} />, widgetServices(ctx))
  return {
    mount(element, props, context) {
      ensureKitStyles(element.ownerDocument)
      ensureTrendingStyles(ctx, element.ownerDocument)
      return view.mount(element, props, context)
    },
  }
}

export const trendingModule = (ctx: PluginContext) => module<TrendingProps>(ctx, trendingInputs)
export const recirculationModule = (ctx: PluginContext) => module<RecirculationProps>(ctx, recirculationInputs)
