/**
 * The product's composition root, the chunk dist/vf.js imports: the plugins this build ships, started
 * together. The kernel knows no plugin and no plugin knows another; this file is the one place that
 * lists them. build.mjs also reads it (bundled for Node) to learn the public paths the loader must stub.
 */
import type { LoaderHandoff } from '../contracts/loader'
import type { Plugin } from '../contracts/plugin'
import { publicPathsOf } from '../kernel/public-paths'
import { startProduct } from '../kernel/startup'
import { sessionPlugin } from '../plugins/session'
import { trayPlugin } from '../plugins/tray'
import { notificationsPlugin } from '../plugins/notifications'
import { pushPlugin } from '../plugins/push'
import { commentsPlugin } from '../plugins/comments'
import { realtimePlugin } from '../plugins/realtime'
import { analyticsPlugin } from '../plugins/analytics'
import { liveblogPlugin } from '../plugins/liveblog'
import { chatPlugin } from '../plugins/chat'
import { reviewsPlugin } from '../plugins/reviews'
import { questionsPlugin } from '../plugins/questions'
import { trendingPlugin } from '../plugins/trending'
import { sharebarPlugin } from '../plugins/sharebar'
import { pollsPlugin } from '../plugins/polls'
import { adsPlugin } from '../plugins/ads'
import { segmentsPlugin } from '../plugins/segments'
import { paywallPlugin } from '../plugins/paywall'

/** The built-in plugins, in installation order (dependencies first). */
export function builtInPlugins(): Plugin[] {
  return [sessionPlugin(), realtimePlugin(), trayPlugin(), notificationsPlugin(), pushPlugin(), commentsPlugin(), liveblogPlugin(), chatPlugin(), reviewsPlugin(), questionsPlugin(), trendingPlugin(), sharebarPlugin(), pollsPlugin(), adsPlugin(), analyticsPlugin(), segmentsPlugin(), paywallPlugin()]
}

/** The public paths of this build: the built-in plugins' declared calls. The build injects them into the loader as early-call stubs. */
export function builtInPublicPaths(): string[] {
  return [...new Set(publicPathsOf(builtInPlugins()))]
}

/** Called by dist/vf.js once the kernel chunk arrived. */
export function boot(handoff: LoaderHandoff): Promise<void> {
  return startProduct({ host: window as never, handoff, plugins: builtInPlugins() }).then(
    () => undefined,
    (error: unknown) => {
      // Start-up failing must not become an unhandled rejection in the host page.
      console.error('[viafoura] The product could not start.', error)
    },
  )
}
