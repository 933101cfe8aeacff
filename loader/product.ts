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
import { commentsPlugin } from '../plugins/comments'
import { realtimePlugin } from '../plugins/realtime'
import { analyticsPlugin } from '../plugins/analytics'
import { liveblogPlugin } from '../plugins/liveblog'
import { chatPlugin } from '../plugins/chat'

/** The built-in plugins, in installation order (dependencies first). */
export function builtInPlugins(): Plugin[] {
  return [sessionPlugin(), realtimePlugin(), trayPlugin(), notificationsPlugin(), commentsPlugin(), liveblogPlugin(), chatPlugin(), analyticsPlugin()]
}

/**
 * Public calls document 4 names that no plugin of this build provides yet (`topics.*`, for the topic
 * follow widget): stubbed all the same, so a page that calls one is answered "not available" once ready,
 * never with a TypeError. The plugin that provides them will declare them in its `publicApi`.
 */
const PROMISED_PATHS = ['topics.subscribe', 'topics.unsubscribe', 'topics.fetch', 'topics.page', 'topics.isSubscribedTo', 'topics.count']

/** The public paths of this build: the built-in plugins' declared calls and the promised ones. The build injects them into the loader as early-call stubs. */
export function builtInPublicPaths(): string[] {
  return [...new Set([...publicPathsOf(builtInPlugins()), ...PROMISED_PATHS])]
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
