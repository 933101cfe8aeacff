/**
 * The product's composition root, the chunk dist/vf.js imports: the plugins this build ships, started
 * together. The kernel knows no plugin and no plugin knows another; this file is the one place that
 * lists them. build.mjs also reads it (bundled for Node) to learn the public paths the loader must stub.
 */
import type { LoaderHandoff } from '../contracts/loader'
import type { Plugin } from '../contracts/plugin'
import type { DeferredPlugin } from '../kernel/deferred'
import { publicPathsOf } from '../kernel/public-paths'
import { startProduct } from '../kernel/startup'
import { deferredEntries, learnDeferred } from './deferred'
import { sessionPlugin } from '../plugins/session'
import { trayPlugin } from '../plugins/tray'
import { notificationsPlugin } from '../plugins/notifications'
import { commentsPlugin } from '../plugins/comments'
import { realtimePlugin } from '../plugins/realtime'
import { analyticsPlugin } from '../plugins/analytics'
import { adsPlugin } from '../plugins/ads'
import { segmentsPlugin } from '../plugins/segments'
import { paywallPlugin } from '../plugins/paywall'

/** The built-in plugins installed at start-up, in installation order (dependencies first). */
export function builtInPlugins(): Plugin[] {
  return [sessionPlugin(), realtimePlugin(), trayPlugin(), notificationsPlugin(), commentsPlugin(), adsPlugin(), analyticsPlugin(), segmentsPlugin(), paywallPlugin()]
}

/** Each reloads its own widgets for a new reader; before it is installed it has none. */
const OWN_WIDGETS_RELOAD = { 'user/changed': 'it reloads its own widgets for the new reader, and it has none before it is installed' }

/**
 * The built-in plugins the first paint does not need, kept out of the kernel's entry (kernel/deferred.ts):
 * installed when one of their widgets is on the page, when one of their actions or calls is made, or once
 * the page is idle after its first paint. Each one's setup only declares (widgets, actions, public calls);
 * the bus events it may miss before it is in are listed with why that is safe (the build checks the rest).
 * Not deferred: session, realtime, tray, notifications and comments (the first comment, the bell and
 * sign-in need them, and they hear the bus from the start), ads (answers the comments' `vf-ads` requests
 * and reserves their slots' space), analytics and segments (hear events from the page's start), the
 * paywall (its interceptors must be in force before a comment is posted or more are loaded).
 */
export function deferredPlugins(): DeferredPlugin[] {
  return [
    { load: () => import('../plugins/push').then((m) => m.pushPlugin()), misses: { 'login/success': 'it resets a push machine that is running; none runs before it is installed' } },
    { load: () => import('../plugins/liveblog').then((m) => m.liveblogPlugin()), misses: OWN_WIDGETS_RELOAD },
    { load: () => import('../plugins/chat').then((m) => m.chatPlugin()), misses: OWN_WIDGETS_RELOAD },
    { load: () => import('../plugins/reviews').then((m) => m.reviewsPlugin()), misses: OWN_WIDGETS_RELOAD },
    { load: () => import('../plugins/questions').then((m) => m.questionsPlugin()), misses: OWN_WIDGETS_RELOAD },
    { load: () => import('../plugins/trending').then((m) => m.trendingPlugin()) },
    { load: () => import('../plugins/sharebar').then((m) => m.sharebarPlugin()) },
    { load: () => import('../plugins/polls').then((m) => m.pollsPlugin()), misses: OWN_WIDGETS_RELOAD },
  ]
}

/** What the build learns of the deferred plugins: their manifests, and why any may not be deferred. */
export const learnBuiltInDeferred = () => learnDeferred(deferredPlugins())

/** The public paths of this build: the built-in plugins' declared calls. The build injects them into the loader as early-call stubs. */
export async function builtInPublicPaths(): Promise<string[]> {
  const deferred = await deferredEntries(deferredPlugins())
  return [...new Set([...publicPathsOf(builtInPlugins()), ...deferred.flatMap((entry) => entry.manifest.paths)])]
}

/** Called by dist/vf.js once the kernel chunk arrived. */
export function boot(handoff: LoaderHandoff): Promise<void> {
  return deferredEntries(deferredPlugins()).then((deferred) => startProduct({ host: window as never, handoff, plugins: builtInPlugins(), deferred })).then(
    () => undefined,
    (error: unknown) => {
      // Start-up failing must not become an unhandled rejection in the host page.
      console.error('[viafoura] The product could not start.', error)
    },
  )
}
