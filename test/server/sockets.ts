/**
 * Realtime sockets for service tests: a `ws` client on a listening app that reads its messages in order.
 * The service coalesces a socket's events into one frame per window (a JSON array when it holds
 * several): the messages are read out of the frames as the product reads them, and the frames as they
 * came are kept too. Asserting that nothing arrived is done by order, never by waiting: a keep-alive
 * answer (or a later event) is sent after the thing that must not arrive, so it has to be the very next
 * message.
 */
import * as assert from 'uvu/assert'
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import WebSocket from 'ws'
import { DEMO_SITE_UUID } from '../../examples/server/seed'

/** A message as received (one of a frame's, when the frame is an array). */
export type Frame = Record<string, any>

/** The messages a frame carries: the frame's object, or each of its array's, in order. */
export function messagesOf(data: unknown): Frame[] {
  const parsed: unknown = JSON.parse(String(data))
  return (Array.isArray(parsed) ? parsed : [parsed]) as Frame[]
}

export interface TestSocket {
  /** The next message not yet read, waiting for it (fails after 10 s rather than hang the run). */
  next(): Promise<Frame>
  /** Every frame received so far, parsed, as it came: an object, or an array of them. */
  readonly frames: readonly unknown[]
  /** Sends a frame (a string as it is). */
  send(frame: unknown): void
  /** Subscribes and returns the answer's status. */
  subscribe(id: string, rules: Record<string, string[]>, accessToken?: string): Promise<string>
  unsubscribe(id: string): Promise<void>
  /** Asserts that no frame came before a keep-alive sent now. */
  nothingYet(message?: string): Promise<void>
  close(): void
}

const open = new Set<WebSocket>()

/** Ends every socket still open (each file's `after`). */
export function closeSockets() {
  for (const socket of open) socket.terminate()
  open.clear()
}

const GIVE_UP_MS = 10_000

export async function connect(app: { server: { address(): unknown } }, siteUuid = DEMO_SITE_UUID): Promise<TestSocket> {
  const { port } = app.server.address() as AddressInfo
  const socket = new WebSocket(`ws://127.0.0.1:${port}/ws?site_uuid=${siteUuid}`)
  open.add(socket)
  socket.on('close', () => open.delete(socket))
  const frames: Frame[] = []
  const raw: unknown[] = []
  let read = 0
  let arrived = () => {}
  socket.on('message', (data) => {
    raw.push(JSON.parse(String(data)))
    frames.push(...messagesOf(data))
    arrived()
  })
  await once(socket, 'open')

  const next = async () => {
    if (read >= frames.length) {
      let timer: ReturnType<typeof setTimeout> | undefined
      await Promise.race([
        new Promise<void>((resolve) => (arrived = resolve)),
        new Promise<void>((_, reject) => (timer = setTimeout(() => reject(new Error(`No frame within ${GIVE_UP_MS} ms (${frames.length} so far)`)), GIVE_UP_MS))),
      ]).finally(() => clearTimeout(timer))
    }
    return frames[read++]!
  }
  const send = (frame: unknown) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame))
  return {
    next,
    frames: raw,
    send,
    async subscribe(id, rules, accessToken) {
      const wire = Object.fromEntries(Object.entries(rules).map(([key, values]) => [key, { one_of: values }]))
      send({ type: 'subscribe', subscription_id: id, rules: wire, ...(accessToken !== undefined ? { access_token: accessToken } : {}) })
      const answer = await next()
      assert.equal([answer.type, answer.subscription_id], ['subscribe', id], 'the answer to the subscribe')
      return answer.status
    },
    async unsubscribe(id) {
      send({ type: 'unsubscribe', subscription_id: id })
      assert.equal(await next(), { type: 'unsubscribe', status: 'success', subscription_id: id })
    },
    async nothingYet(message = 'no frame before the keep-alive answer') {
      send({ type: 'keep-alive' })
      assert.equal(await next(), { type: 'keep-alive' }, message)
    },
    close: () => socket.terminate(),
  }
}
