/**
 * The real actors of the push machine (document 2 §4, §7, §8, §9): the worker registered from a fixed
 * path with a version query and checked for updates at each registration, waited for 2 s ("service
 * worker took too long to start"); HTTPS required except on localhost ("HTTP push support not enabled
 * for this client", or the site's opt-in page with a subscribe flag); the permission asked only from
 * the reader's gesture (the subscribe step runs from the widget's button); the subscription sent as
 * document 2 §3's push request (FCM, the endpoint's last segment as its id, its keys, meta) and the
 * service's setting read (401 or 404: off) and written.
 */
import type { PushRequest } from '../../contracts/entities/push'
import type { PushPermission } from '../../contracts/enums'
import type { PluginContext } from '../../contracts/plugin'
import { Constants } from '../../contracts/constants'
import { ErrorCode, VfError } from '../../kernel/errors'
import { isGuestUser } from '../../kernel/lib/ids'
import { requireParam } from '../../kernel/lib/required'
import { withTimeout } from '../../kernel/with-timeout'
import { PushMessages, type PushReading } from './push.machine'

/** The worker's path on the product's service, and its version (a new one makes browsers fetch it again). */
export const WORKER_PATH = '/push-worker.js'
export const WORKER_VERSION = '1'
/** How long the browser's push service may take to subscribe before the reader is told it failed. */
export const PUSH_SERVICE_WAIT_MS = 15_000

/** What the actors need of the page (the real window in the product, a fake in tests). */
export interface PushHost {
  location: { protocol: string; hostname: string; href: string; assign(url: string): void }
  navigator: { serviceWorker?: ServiceWorkerContainer }
  Notification?: { permission: NotificationPermission; requestPermission(): Promise<NotificationPermission> }
  PushManager?: unknown
}

const base64url = (buffer: ArrayBuffer | null) => {
  if (!buffer) return ''
  let binary = ''
  for (const byte of new Uint8Array(buffer)) binary += String.fromCharCode(byte)
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}
const fromBase64url = (text: string) => {
  const padded = text.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (text.length % 4)) % 4)
  return Uint8Array.from(atob(padded), (c) => c.charCodeAt(0))
}

export function pushActors(ctx: PluginContext, host: PushHost) {
  const section = () => requireParam(ctx.store.getState().site?.settings.section_id, 'section id')
  const v5 = () => ctx.config.endpoints.notifications
  const signedIn = () => {
    const user = ctx.store.getState().session?.user
    return user && !isGuestUser(user) ? user : undefined
  }
  const supported = () => !!host.navigator.serviceWorker && host.PushManager !== undefined && host.Notification !== undefined
  const secure = () => host.location.protocol === 'https:' || host.location.hostname === 'localhost' || host.location.hostname === '127.0.0.1' || host.location.hostname === '[::1]'
  const permission = (): PushPermission => (host.Notification?.permission as PushPermission | undefined) ?? 'default'

  /** The worker, registered (or found) and active within 2 s. */
  const worker = async (): Promise<ServiceWorkerRegistration> => {
    const container = host.navigator.serviceWorker!
    const url = new URL(`${WORKER_PATH}?v=${WORKER_VERSION}`, ctx.config.endpoints.root).href
    return withTimeout(
      async () => {
        const registration = await container.register(url)
        // Checked for a new version at each registration (document 2 §7).
        void registration.update().catch(() => undefined)
        return registration.active ? registration : await container.ready
      },
      { ms: Constants.pushWorkerWaitMs, timers: ctx.clock.timers, onTimeout: () => new VfError(ErrorCode.Timeout, PushMessages.workerTimeout) },
    )
  }
  /** The service's setting: 401 or 404 mean off. */
  const serverSetting = async (): Promise<boolean> => {
    try {
      const answer = await ctx.http.request<{ is_user_notification_on?: unknown }>({ url: `${v5()}/notifications/${section()}/settings` })
      return answer?.is_user_notification_on === true
    } catch (error) {
      const status = (error as { error_status?: number }).error_status
      if (status === 401 || status === 404) return false
      throw error
    }
  }
  const publicKey = async (): Promise<string> => {
    if (ctx.config.pushPublicKey) return ctx.config.pushPublicKey
    return (await ctx.http.request<{ public_key: string }>({ url: `${v5()}/push/public-key` })).public_key
  }

  return {
    supported,
    async prepare(): Promise<PushReading> {
      if (!supported()) return { subscribed: false, permission: permission() }
      if (!secure()) return { subscribed: false, permission: permission() }
      const registration = await worker()
      if (!signedIn()) return { subscribed: false, permission: permission() }
      const [on, subscription] = await Promise.all([serverSetting(), registration.pushManager.getSubscription()])
      return { subscribed: on && !!subscription && permission() === 'granted', permission: permission() }
    },
    async subscribe(): Promise<PushReading> {
      if (!secure()) {
        const optIn = ctx.store.getState().site?.settings.client_opt_in_url
        if (typeof optIn === 'string' && /^https:\/\//i.test(optIn)) {
          const target = new URL(optIn)
          target.searchParams.set('subscribe', 'true')
          host.location.assign(target.href)
        }
        throw new VfError(ErrorCode.Unsupported, PushMessages.http)
      }
      // Asked in the reader's gesture: this step runs from the widget's button.
      const answer = await host.Notification!.requestPermission()
      if (answer !== 'granted') throw Object.assign(new VfError(ErrorCode.PermissionDenied, 'The reader did not allow notifications.'), { name: 'NotAllowedError' })
      const registration = await worker()
      const key = fromBase64url(await publicKey())
      // A browser that cannot reach its push service may never answer: the reader is told, and may retry.
      const subscription =
        (await registration.pushManager.getSubscription()) ??
        (await withTimeout(() => registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }), {
          ms: PUSH_SERVICE_WAIT_MS,
          timers: ctx.clock.timers,
          onTimeout: () => new VfError(ErrorCode.Timeout, 'The browser’s push service did not answer.'),
        }))
      const user = signedIn()
      const request: PushRequest = {
        service_type: 'FCM',
        subscription_id: subscription.endpoint.split('/').filter(Boolean).pop() ?? '',
        public_key: base64url(subscription.getKey('p256dh')),
        auth_secret: base64url(subscription.getKey('auth')),
        endpoint: subscription.endpoint,
        view: { uniqueId: ctx.store.getState().page?.unique_id ?? '' },
        meta: { privilege: user?.user_privilege ?? 'guest', url: host.location.href, page: ctx.store.getState().page?.title ?? '' },
        rq: crypto.randomUUID(),
      }
      try {
        // Beyond document 2's fields, the reader's locale: the service writes this browser's pushes in it.
        await ctx.http.request({ method: 'POST', url: `${v5()}/subscriptions/${section()}/push`, json: { ...request, locale: ctx.i18n.locale } })
        if (user) await ctx.http.request({ method: 'POST', url: `${v5()}/notifications/${section()}/settings`, json: { is_user_notification_on: true } })
      } catch (error) {
        throw new VfError(ErrorCode.ActionFailed, PushMessages.sending, { cause: error })
      }
      return { subscribed: true, permission: 'granted' }
    },
    async unsubscribe(): Promise<void> {
      const registration = await worker()
      const subscription = await registration.pushManager.getSubscription()
      const id = subscription?.endpoint.split('/').filter(Boolean).pop()
      await subscription?.unsubscribe()
      try {
        if (id) await ctx.http.request({ method: 'DELETE', url: `${v5()}/subscriptions/${section()}/push`, json: { service_type: 'FCM', subscription_id: id } })
        if (signedIn()) await ctx.http.request({ method: 'POST', url: `${v5()}/notifications/${section()}/settings`, json: { is_user_notification_on: false } })
      } catch (error) {
        throw new VfError(ErrorCode.ActionFailed, PushMessages.deleting, { cause: error })
      }
    },
  }
}
