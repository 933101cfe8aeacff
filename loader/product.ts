/**
 * The product's composition root, the chunk dist/vf.js imports: the plugins this build ships, started
 * together. The kernel knows no plugin and no plugin knows another; this file is the one place that
 * lists them.
 */
import type { Plugin } from '../contracts/plugin'
import { startProduct } from '../kernel/startup'
import { sessionPlugin } from '../plugins/session'
import { trayPlugin } from '../plugins/tray'
import { commentsPlugin } from '../plugins/comments'
import { realtimePlugin } from '../plugins/realtime'
import type { LoaderHandoff } from './protocol'

/** The built-in plugins, in installation order (dependencies first). */
export function builtInPlugins(): Plugin[] {
  return [sessionPlugin(), realtimePlugin(), trayPlugin(), commentsPlugin()]
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
