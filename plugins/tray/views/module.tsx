/** The tray's chunk: its views as widget modules, with the tray's own style sheet. */
import type { PluginContext, Slice } from '../../../contracts/plugin'
import type { WidgetModule } from '../../../contracts/widgets'
import { reactWidget, widgetServices } from '../../../kernel/react'
import type { TrayState, TriggerProps } from '../state'
import { ensureKitStyles } from '../../ui'
import { TRAY_CSS } from './styles'
import { Tray, type OpenedBy, type TabViews } from './Tray'
import { Trigger } from './Trigger'

/** The tray's sheet (it goes with the plugin) and the UI kit's, on the document its widget renders in (once). */
const ensureTrayStyles = (ctx: PluginContext, element: HTMLElement) => (ensureKitStyles(element.ownerDocument), ctx.styles.ensure(element.ownerDocument, 'tray', TRAY_CSS))

export function trayModule(ctx: PluginContext, tray: Slice<TrayState>, openedBy: OpenedBy, tabViews: TabViews): WidgetModule {
  const view = reactWidget(() => <Tray tray={tray} openedBy={openedBy} tabViews={tabViews} />, widgetServices(ctx))
  return {
    mount(element, props, context) {
      ensureTrayStyles(ctx, element)
      return view.mount(element, props, context)
    },
  }
}

export function triggerModule(ctx: PluginContext, tray: Slice<TrayState>, triggers: WeakSet<Element>): WidgetModule<TriggerProps> {
  const services = widgetServices(ctx)
  return {
    mount(element, props, context) {
      ensureTrayStyles(ctx, element)
      // `vf-tray-trigger`/`loaded` once per mount, when the button is on the page (StrictMode runs a first effect twice).
      let announced = false
      const loaded = () => {
        if (announced) return
        announced = true
        ctx.bus.publish('vf-tray-trigger', 'loaded')
      }
      const view = reactWidget<TriggerProps>(() => <Trigger tray={tray} floating={props.floating} triggers={triggers} onLoaded={loaded} />, services)
      return view.mount(element, props, context)
    },
  }
}
