/** The tray's chunk: its views as widget modules. */
import type { PluginContext, Slice } from '../../../contracts/plugin'
import type { WidgetModule } from '../../../contracts/widgets'
import { reactWidget, widgetServices } from '../../../kernel/react'
import type { TrayState } from '../state'
import { Tray, type OpenedBy } from './Tray'
import { Trigger } from './Trigger'

export function trayModule(ctx: PluginContext, tray: Slice<TrayState>, openedBy: OpenedBy): WidgetModule {
  return reactWidget(() => <Tray tray={tray} openedBy={openedBy} />, widgetServices(ctx))
}

export function triggerModule(ctx: PluginContext, tray: Slice<TrayState>, triggers: WeakSet<Element>): WidgetModule {
  const services = widgetServices(ctx)
  return {
    mount(element, props, context) {
      // `vf-tray-trigger`/`loaded` once per mount, when the button is on the page (StrictMode runs a first effect twice).
      let announced = false
      const loaded = () => {
        if (announced) return
        announced = true
        ctx.bus.publish('vf-tray-trigger', 'loaded')
      }
      const view = reactWidget(() => <Trigger tray={tray} floating={props.floating === true} triggers={triggers} onLoaded={loaded} />, services)
      return view.mount(element, props, context)
    },
  }
}
