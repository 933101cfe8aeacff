/** The realtime subscription machine with a socket the test drives by hand, time on a fake clock. */
import { createActor, fromCallback } from 'xstate'
import { realtimeMachine, resumeOf, socketStatus, type RealtimeEmitted, type RealtimeInput, type SocketCommand } from '../../../plugins/realtime/subscription.machine'
import { fakeTimers } from '../../support/fake-timers'

export const SITE = '11111111-2222-4333-8444-555555555555'

/** One connection attempt: what the machine sent on it, and buttons for what the service does. */
export interface FakeSocket {
  url: string
  sent: unknown[]
  stopped: boolean
  open(): void
  receive(frame: unknown): void
  drop(): void
}

export function harness(input: Partial<RealtimeInput> = {}) {
  const timers = fakeTimers()
  const sockets: FakeSocket[] = []
  const socket = fromCallback<SocketCommand, { url: string }>(({ input: { url }, sendBack, receive }) => {
    const fake: FakeSocket = {
      url,
      sent: [],
      stopped: false,
      open: () => sendBack({ type: 'socket.open' }),
      receive: (frame) => sendBack({ type: 'socket.message', data: typeof frame === 'string' ? frame : JSON.stringify(frame) }),
      drop: () => sendBack({ type: 'socket.close', code: 1006 }),
    }
    sockets.push(fake)
    receive((command) => fake.sent.push(JSON.parse(command.frame)))
    return () => void (fake.stopped = true)
  })
  const actor = createActor(realtimeMachine.provide({ actors: { socket } }), {
    input: { endpoint: 'ws://service.test/ws', siteUuid: SITE, random: () => 0.5, ...input },
    clock: timers,
  })
  const emitted: RealtimeEmitted[] = []
  actor.on('*', (event) => emitted.push(event))
  actor.start()
  const last = () => sockets[sockets.length - 1]!
  const statuses = () => emitted.filter((e) => e.type === 'status').map((e) => [e.subscription_id, e.status])
  const state = () => socketStatus(actor.getSnapshot())
  const resume = () => resumeOf(actor.getSnapshot())
  const retries = () => actor.getSnapshot().context.retries
  const table = () => actor.getSnapshot().context.subscriptions
  return { actor, timers, sockets, last, emitted, statuses, state, resume, retries, table }
}

export const rules = { content_container_uuid: ['c1'] }
export const subscribeFrame = (id: string, values = ['c1']) => ({ type: 'subscribe', subscription_id: id, rules: { content_container_uuid: { one_of: values } } })
