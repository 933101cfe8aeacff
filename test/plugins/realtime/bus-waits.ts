/** Waits on what a kernel published, for the tests that drive the realtime plugin over the service's real socket. */
import type { Kernel } from '../../../kernel/kernel'

/**
 * `next`: the next publish of `channel`/`event` (after those already in `published`) that `accept` takes.
 * `until`: resolves once `check` holds, looking again at every turn of the event loop (for what crosses a real socket).
 */
export function busWaits(published: ReadonlyArray<[string, string, unknown[]]>, kernel: () => Kernel) {
  function next(channel: string, event: string, accept: (args: unknown[]) => boolean = () => true): Promise<unknown[]> {
    const seen = published.length
    return new Promise((resolve) => {
      const check = () => {
        const found = published.slice(seen).find(([c, e, args]) => c === channel && e === event && accept(args))
        if (found) return resolve(found[2])
        const sub = kernel().bus.subscribe(channel, event, () => {
          sub?.remove()
          queueMicrotask(check)
        })
      }
      check()
    })
  }
  function until(check: () => boolean): Promise<void> {
    return new Promise((resolve) => {
      const look = () => (check() ? resolve() : setImmediate(look))
      look()
    })
  }
  return { next, until }
}
