/**
 * The page's word on reconnecting, as events for the realtime machine: the browser back online or gone
 * offline (`window` online/offline), and the page visible again (`document` visibilitychange). Invoked
 * by the machine while a socket is wanted, so its listeners exist only then.
 */
import { fromCallback } from 'xstate'
import type { ActivityHost } from '../../kernel/lib/activity'
import type { NetworkEvent } from './subscription.machine'

/**
 * The part of `window` read here and by the activity tracker (kernel/lib/activity.ts): the browser's
 * and happy-dom's both have it; tests pass a fake.
 */
export interface NetworkHost extends ActivityHost {
  readonly navigator?: { readonly onLine?: boolean }
}

/** The page's window, where there is one (not in Node). */
export const browserHost = (): NetworkHost | undefined => (globalThis as { window?: NetworkHost }).window

/** Does the browser think it is online? Only an explicit `false` counts as offline (a missing navigator does not). */
export const onLine = (host: NetworkHost | undefined) => () => host?.navigator?.onLine !== false

export function networkActor(host: NetworkHost | undefined) {
  return fromCallback(({ sendBack }) => {
    if (!host) return () => undefined
    const online = () => sendBack({ type: 'network.online' } satisfies NetworkEvent)
    const offline = () => sendBack({ type: 'network.offline' } satisfies NetworkEvent)
    const visibility = () => {
      // A page woken from the background may have missed `online`: the navigator says how things are now.
      if (host.document?.visibilityState === 'visible') sendBack({ type: 'page.visible', online: onLine(host)() } satisfies NetworkEvent)
    }
    host.addEventListener('online', online)
    host.addEventListener('offline', offline)
    host.document?.addEventListener('visibilitychange', visibility)
    return () => {
      host.removeEventListener('online', online)
      host.removeEventListener('offline', offline)
      host.document?.removeEventListener('visibilitychange', visibility)
    }
  })
}
