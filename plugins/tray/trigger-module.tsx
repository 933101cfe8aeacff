/**
 * The bell's chunk: the trigger view alone, with the UI kit's sheet and the tray's (the bell's look is in
 * them), as views/module.tsx mounts it. Apart from the tray's own chunk, so a page showing the bell does
 * not fetch the panel, its tabs and forms until the reader shows intent to open it.
 */
import type { PluginContext, Slice } from '../../contracts/plugin'
import type { WidgetModule } from '../../contracts/widgets'
import { reactWidget, widgetServices } from '../../kernel/react'
import type { TrayState, TriggerProps } from './state'
import { ensureKitStyles } from '../ui'
import { TRAY_CSS } from './views/styles'
import { Trigger } from './views/Trigger'

export function triggerModule(ctx: PluginContext, tray: Slice<TrayState>, triggers: WeakSet<Element>): WidgetModule<TriggerProps> {
  const services = widgetServices(ctx)
  return {
    mount(element, props, context) {
      ensureKitStyles(element.ownerDocument)
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
