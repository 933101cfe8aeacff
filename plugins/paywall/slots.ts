/**
 * Fills the slots the comments widget leaves where a wall replaces a control (`[data-vf-wall-slot]`,
 * contracts/walls.ts) with the wall's view, and unmounts a view when its slot leaves the page. The page
 * is watched only while a wall (or a note) is up, or a view is still mounted.
 */
import type { PluginContext } from '../../contracts/plugin'
import type { WallArea } from '../../contracts/walls'
import type { Provider, ProviderHost } from './provider'
import { ensurePaywallStyles } from './views/styles'

export interface SlotsOptions {
  ctx: PluginContext
  host: ProviderHost
  provider: Provider | undefined
  signIn: () => void
}

export interface Slots {
  /** A wall or a note is up (`true`) or none is. */
  sync(active: boolean): void
  stop(): void
}

const AREAS: readonly string[] = ['post', 'reply', 'load_more'] satisfies WallArea[]

export function createSlots({ ctx, host, provider, signIn }: SlotsOptions): Slots {
  const mounted = new Map<HTMLElement, () => void>()
  let observer: MutationObserver | undefined
  let active = false
  let stopped = false
  let module: Promise<typeof import('./views/module')> | undefined
  const load = () => (module ??= Promise.all([import('./views/module'), ctx.i18n.load('paywall')]).then(([m]) => m))

  const fill = () => {
    for (const [element, unmount] of mounted) {
      if (element.isConnected) continue
      mounted.delete(element)
      unmount()
    }
    if (active && !stopped) {
      for (const element of host.document.querySelectorAll<HTMLElement>('[data-vf-wall-slot]')) {
        const area = element.dataset.vfWallSlot ?? ''
        if (mounted.has(element) || !AREAS.includes(area)) continue
        const pending = () => {}
        mounted.set(element, pending)
        load()
          .then((views) => {
            if (mounted.get(element) !== pending || !element.isConnected) return
            mounted.set(element, views.mountWall(ctx, element, { area: area as WallArea, show: (target, texts) => provider?.show(target, texts), signIn }))
          })
          .catch((error: unknown) => {
            mounted.delete(element)
            ctx.log.warn('paywall: the wall could not be shown; the controls are restored.', error)
            ctx.bus.publish('paywall', 'release')
          })
      }
    }
    if (!active && mounted.size === 0 && observer) {
      observer.disconnect()
      observer = undefined
    }
  }

  return {
    sync(on) {
      active = on
      // The wall's sheet before its view: an empty slot keeps the wall's space meanwhile.
      if (on) ensurePaywallStyles(ctx, host.document)
      if (on && !observer && !stopped) {
        const watching = new (host.window as Window & typeof globalThis).MutationObserver(fill)
        watching.observe(host.document.body ?? host.document.documentElement, { childList: true, subtree: true })
        observer = watching
      }
      fill()
    },
    stop() {
      stopped = true
      active = false
      observer?.disconnect()
      observer = undefined
      for (const unmount of mounted.values()) unmount()
      mounted.clear()
    },
  }
}
