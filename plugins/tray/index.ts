/**
 * The tray plugin: `<vf-tray>` (one per page) and `<vf-tray-trigger>`, the `tray` events, the
 * `tray.open|close|toggle` actions, and the product's own answer to `authentication`/`required`:
 * the tray on the profile tab (unless the page's middleware swallowed the request, document 4 §3). A
 * page without a `<vf-tray>` (comments only: document 1 §2 appends none) gets one when asked to open.
 */
import type { Plugin } from '../../contracts/plugin'
import type { WidgetModule } from '../../contracts/widgets'
import type { TrayTab } from '../../contracts/enums'
import { applyRequest, initialTrayState, PROFILE_TAB, type TrayRequest, type TrayState } from './state'

declare module '../../contracts/actions' {
  interface Actions {
    /** Opens the tray on a tab (the feed by default). */
    'tray.open': { params: { tab?: TrayTab; reason?: string }; result: void }
    'tray.close': { params: Record<string, never>; result: void }
    'tray.toggle': { params: Record<string, never>; result: void }
  }
}

export function trayPlugin(): Plugin {
  return {
    name: 'tray',
    dependencies: ['session'],
    setup(ctx) {
      const tray = ctx.store.slice<TrayState>('tray', initialTrayState())
      const held: TrayRequest[] = []
      let wasOpen = false
      /** Trays shown on the page: requests wait for one. */
      let mounted = 0

      /** Applies a request now, or holds it until a tray is shown; a request to open places one if need be. */
      const request = (req: TrayRequest) => {
        if (mounted > 0) {
          tray.update((draft) => applyRequest(draft, req))
          return
        }
        held.push(req)
        if (req.type !== 'close') ctx.widgets.place('vf-tray')
      }

      // Announce what changed, whoever changed it.
      tray.select(
        (s) => (s.loading === 'loaded' ? `${s.open}|${s.tab}` : 'not loaded'),
        () => {
          const { open, tab } = tray.getState()
          if (open && !wasOpen) ctx.bus.publish('tray', 'opened', tab)
          else if (!open && wasOpen) ctx.bus.publish('tray', 'closed')
          else if (open) ctx.bus.publish('tray-tab', 'change', tab)
          wasOpen = open
        },
      )

      ctx.bus.subscribe('tray', 'open', (_trigger, tab, opts) => request({ type: 'open', tab, ...(opts?.reason ? { reason: opts.reason } : {}) }))
      ctx.bus.subscribe('tray', 'close', () => request({ type: 'close' }))
      ctx.bus.subscribe('tray', 'toggle', () => request({ type: 'toggle' }))
      ctx.bus.subscribe('profile', 'show', () => request({ type: 'open', tab: PROFILE_TAB }))
      // The product's default sign-in: the profile tab. A page's $prepublish middleware may swallow this first.
      ctx.bus.subscribe('authentication', 'required', ({ trigger, method }) => request({ type: 'open', tab: PROFILE_TAB, reason: trigger, method }))

      ctx.actions.register('tray.open', ({ tab, reason }) => request({ type: 'open', tab, ...(reason ? { reason } : {}) }))
      ctx.actions.register('tray.close', () => request({ type: 'close' }))
      ctx.actions.register('tray.toggle', () => request({ type: 'toggle' }))

      ctx.widgets.define({
        tag: 'vf-tray',
        single: true,
        // The tray is off-canvas until opened: load it soon after start rather than on scroll.
        fetchTimeoutMs: 0,
        load: async (): Promise<WidgetModule> => {
          tray.update((draft) => void (draft.loading = 'loading'))
          const { trayModule } = await import('./views/module')
          const module = trayModule(ctx, tray)
          tray.update((draft) => void (draft.loading = 'loaded'))
          return {
            async mount(element, props, context) {
              const unmount = await module.mount(element, props, context)
              mounted++
              tray.update((draft) => {
                for (const req of held.splice(0)) applyRequest(draft, req)
              })
              return () => {
                mounted--
                // A tray taken off the page is closed: one shown later opens only when asked to.
                if (mounted === 0 && tray.getState().open) tray.update((draft) => void (draft.open = false))
                unmount()
              }
            },
          }
        },
      })
      ctx.widgets.define({
        tag: 'vf-tray-trigger',
        attributes: { floating: { kind: 'boolean', default: false } },
        load: async () => (await import('./views/module')).triggerModule(ctx, tray),
      })
    },
  }
}
