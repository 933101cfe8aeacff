/**
 * What a widget's React tree may use: the bus, actions, the store, request status, translations, the
 * logger and a clock. Built from a plugin's context, so a widget can do exactly what its plugin can.
 */
import type { Timers } from '../../contracts/clock'
import type { I18n } from '../../contracts/i18n'
import type { Logger, PluginContext } from '../../contracts/plugin'
import type { RequestStatusStore } from '../../contracts/status'

export interface WidgetServices {
  readonly bus: PluginContext['bus']
  readonly actions: Pick<PluginContext['actions'], 'call'>
  readonly store: Pick<PluginContext['store'], 'getState' | 'subscribe'>
  /** Ask the ruler before offering a button (the action asks again when pressed). */
  readonly permissions: Pick<PluginContext['permissions'], 'can'>
  readonly config: PluginContext['config']
  readonly status: RequestStatusStore
  readonly i18n: I18n
  readonly log: Logger
  /** The clock relative times tick by (tests drive it by hand). */
  readonly now: () => number
  readonly timers: Timers
}

/** The services a plugin's widgets get. */
export function widgetServices(ctx: PluginContext, clock: { now?: () => number; timers?: Timers } = {}): WidgetServices {
  return {
    bus: ctx.bus,
    actions: ctx.actions,
    store: ctx.store,
    permissions: ctx.permissions,
    config: ctx.config,
    status: ctx.status,
    i18n: ctx.i18n,
    log: ctx.log,
    // The product's clock unless the widget brings its own: a widget never schedules behind its kernel's back.
    now: clock.now ?? ctx.clock.now,
    timers: clock.timers ?? ctx.clock.timers,
  }
}
