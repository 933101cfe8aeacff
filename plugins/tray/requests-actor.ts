/**
 * The tray's request machine, started with XState and bound to what a request does: the chunk
 * requests.ts loads the first time a request is made, so a page nobody asks the tray anything on never
 * fetches XState for it.
 */
import { createActor } from 'xstate'
import { trayRequestsMachine, type RequestsContext, type RequestsEvent } from './requests.machine'
import type { TrayRequest } from './state'

/** What the machine's actions do to the tray (its slice, the widget host, the opener). */
export interface RequestsBindings {
  apply(requests: readonly TrayRequest[]): void
  place(): void
  close(): void
  forgetOpener(): void
}

/** The running machine. */
export interface RequestsActor {
  /**
   * Sends `event`, then does what its transition does, in order; answers the context after it. What a
   * transition does runs once it is over: a page that answers a change (`tray`/`opened`) with a request of
   * its own finds the machine settled, and its request numbered as issued.
   */
  send(event: RequestsEvent): RequestsContext
  readonly context: RequestsContext
  stop(): void
}

export function startRequests(bindings: RequestsBindings): RequestsActor {
  const effects: Array<() => void> = []
  const actor = createActor(
    trayRequestsMachine.provide({
      actions: {
        apply: (_, { requests }) => void effects.push(() => bindings.apply(requests)),
        place: () => void effects.push(() => bindings.place()),
        close: () => void effects.push(() => bindings.close()),
        forgetOpener: () => void effects.push(() => bindings.forgetOpener()),
      },
    }),
  ).start()
  return {
    send(event) {
      actor.send(event)
      while (effects.length) effects.shift()!()
      return actor.getSnapshot().context
    },
    get context() {
      return actor.getSnapshot().context
    },
    stop: () => actor.stop(),
  }
}
