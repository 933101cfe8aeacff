/**
 * The tray's requests, run through its machine (requests.machine.ts) without fetching the machine or
 * XState at start-up: the first request loads them (requests-actor.ts), and every request made meanwhile
 * waits its turn. Once loaded, a request runs at once, as it is made (inside another one's effects too),
 * exactly as if the machine had always been there.
 */
import type { RequestsActor, RequestsBindings } from './requests-actor'

export type { RequestsActor, RequestsBindings }

export interface TrayRequests {
  /**
   * Runs `step` against the machine in the order `run` was called: at once when the machine is in and
   * nothing waits before it, else once it has loaded. Resolves with the step's answer; with undefined
   * when the machine could not be loaded or the step failed (both reported to `failed`: a request never
   * throws into the page), or when the plugin was removed.
   */
  run<T>(step: (actor: RequestsActor) => T): Promise<T | undefined>
  /** Stops the machine; steps still waiting resolve undefined. */
  stop(): void
}

export function lazyRequests(bindings: RequestsBindings, failed: (error: unknown) => void): TrayRequests {
  let actor: RequestsActor | undefined
  let loading: Promise<void> | undefined
  let stopped = false
  /** Steps waiting for the machine, in order; each settles its own Promise. */
  const waiting: Array<(actor: RequestsActor | undefined) => void> = []
  const drain = () => {
    while (waiting.length && (actor || stopped)) waiting.shift()!(actor)
  }
  const load = () =>
    (loading ??= import('./requests-actor').then(
      ({ startRequests }) => {
        if (!stopped) actor = startRequests(bindings)
        drain()
      },
      (error: unknown) => {
        // Nothing of what waited can run: it is answered undefined, and the next request tries again.
        loading = undefined
        failed(error)
        for (const step of waiting.splice(0)) step(undefined)
      },
    ))
  return {
    run<T>(step: (actor: RequestsActor) => T) {
      return new Promise<T | undefined>((resolve) => {
        const go = (ready: RequestsActor | undefined) => {
          if (!ready || stopped) return resolve(undefined)
          try {
            resolve(step(ready))
          } catch (error) {
            failed(error)
            resolve(undefined)
          }
        }
        if (stopped) return resolve(undefined)
        if (actor && waiting.length === 0) return go(actor)
        waiting.push(go)
        void load()
      })
    },
    stop() {
      stopped = true
      actor?.stop()
      drain()
    },
  }
}
