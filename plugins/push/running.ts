/** The push machine bound and started (loaded with XState when the first opt-in widget loads). */
import { createActor, fromPromise, waitFor } from 'xstate'
import type { PushPermission, PushState } from '../../contracts/enums'
import type { PluginContext } from '../../contracts/plugin'
import { pushActors, type PushHost } from './browser'
import { pushMachine } from './push.machine'

const topState = (value: unknown): PushState => (typeof value === 'string' ? value : Object.keys(value as object)[0]) as PushState

export function startPush(ctx: PluginContext, host: PushHost, report: (state: PushState, permission: PushPermission, error: string | undefined, supported: boolean) => void) {
  const actors = pushActors(ctx, host)
  const actor = createActor(
    pushMachine.provide({
      actors: {
        prepare: fromPromise(() => actors.prepare()),
        subscribe: fromPromise(() => actors.subscribe()),
        unsubscribe: fromPromise(() => actors.unsubscribe()),
      },
    }),
  )
  actor.subscribe({
    next: (snapshot) => report(topState(snapshot.value), snapshot.context.permission, snapshot.context.error, actors.supported()),
    error: (error) => ctx.log.error('The push machine stopped.', error),
  })
  actor.start()
  actor.send({ type: 'start' })
  /** Sends `type` and resolves with the state it settles in (not processing, not ready). */
  const settle = async () => topState((await waitFor(actor, (s) => !s.matches('processing') && !s.matches('ready'))).value)
  return {
    /** Sends `type` once the machine has settled (a call made while it still starts is not lost). */
    async send(type: 'subscribe' | 'unsubscribe' | 'retry') {
      await settle()
      actor.send({ type })
      return settle()
    },
    reset() {
      actor.send({ type: 'reset' })
      actor.send({ type: 'start' })
    },
    stop: () => actor.stop(),
  }
}
