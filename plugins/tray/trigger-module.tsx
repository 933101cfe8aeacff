/**
 * The bell's chunk: the trigger view alone, with the tray's sheet (the bell's look is in it). Apart from
 * the tray's own chunk (views/module.tsx), so a page showing the bell does not fetch the panel, its tabs
 * and forms until the reader shows intent to open it.
 */
import type { PluginContext, Slice } from '../../contracts/plugin'
import type { WidgetModule } from '../../contracts/widgets'
import { reactWidget, widgetServices } from '../../kernel/react'
import type { TrayState, TriggerProps } from './state'
import { TRAY_CSS } from './views/styles'
import { Trigger } from './views/Trigger'

export function triggerModule(ctx: PluginContext, tray: Slice<TrayState>, triggers: WeakSet<Element>): WidgetModule<TriggerProps> {
  const services = widgetServices(ctx)
  return {
    mount(element, props, context) {
      ctx.styles.ensure(element.ownerDocument, 'tray', TRAY_CSS)
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
