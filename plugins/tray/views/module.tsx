/** The tray's chunk: its views as widget modules. */
import type { PluginContext, Slice } from '../../../contracts/plugin'
import type { WidgetModule } from '../../../contracts/widgets'
import { reactWidget, widgetServices } from '../../../kernel/react'
import type { TrayState } from '../state'
import { Tray } from './Tray'
import { Trigger } from './Trigger'

export function trayModule(ctx: PluginContext, tray: Slice<TrayState>): WidgetModule {
  return reactWidget(() => <Tray tray={tray} />, widgetServices(ctx))
}

export function triggerModule(ctx: PluginContext, tray: Slice<TrayState>, triggers: WeakSet<Element>): WidgetModule {
  return reactWidget(({ props }) => <Trigger tray={tray} floating={props.floating === true} triggers={triggers} />, widgetServices(ctx))
}
