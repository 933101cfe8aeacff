/**
 * The kernel chunk's entry: the loader imports this file and calls `boot` with its handoff.
 */
import type { LoaderHandoff } from '../loader/protocol'
import { startProduct } from './startup'

export function boot(handoff: LoaderHandoff): Promise<void> {
  return startProduct({ host: window as never, handoff }).then(
    () => undefined,
    (error: unknown) => {
      // Start-up failing must not become an unhandled rejection in the host page.
      console.error('[viafoura] The product could not start.', error)
    },
  )
}
