/**
 * The real `socket` actor of the realtime machine: one websocket per attempt, opened through an
 * injectable factory (the browser's WebSocket in the product, the `ws` client in Node tests).
 */
import { fromCallback } from 'xstate'
import type { Frame } from './frames'
import type { SocketCommand, SocketEvent } from './subscription.machine'
import { ErrorCode, VfError } from '../../kernel/errors'

/** The part of a WebSocket the product uses; the browser's and the `ws` package's both have it. */
export interface RealtimeSocket {
  readonly readyState: number
  /** Where it runs: in the socket worker, or on the page's main thread (unset: the main thread). */
  readonly transport?: 'worker' | 'main-thread'
  send(data: string): void
  close(code?: number, reason?: string): void
  addEventListener(type: 'open' | 'message' | 'close' | 'error', listener: (event: { type: string; data?: unknown; code?: number }) => void): void
}

/** Opens a websocket to `url`. */
export type SocketFactory = (url: string) => RealtimeSocket

const OPEN = 1

/** The browser's WebSocket, when there is one. */
export const browserSocket: SocketFactory = (url) => {
  const Socket = (globalThis as { WebSocket?: new (url: string) => RealtimeSocket }).WebSocket
  if (!Socket) throw new VfError(ErrorCode.Unsupported, 'This environment has no WebSocket.')
  return new Socket(url)
}

/**
 * `received` sees every received frame first and delivers what it can itself (content events, thousands
 * a second in a busy thread: they change nothing in the machine, so they need not step it). It returns
 * the frame's messages left for the machine (none: nothing to do), or undefined for the machine to read
 * the whole frame.
 */
export function socketActor(open: SocketFactory, received?: (data: unknown) => Frame[] | undefined) {
  return fromCallback<SocketCommand, { url: string }>(({ input, sendBack, receive }) => {
    let finished = false
    /** Reports the end once: an attempt that never opened and a dropped connection are both a close. */
    const closed = (code?: number) => {
      if (finished) return
      finished = true
      sendBack({ type: 'socket.close', code } satisfies SocketEvent)
    }
    let socket: RealtimeSocket
    try {
      socket = open(input.url)
    } catch {
      // A refused address or a missing WebSocket is a failed attempt like a refused connection.
      queueMicrotask(() => closed())
      return () => void (finished = true)
    }
    socket.addEventListener('open', () => {
      if (!finished) sendBack({ type: 'socket.open' } satisfies SocketEvent)
    })
    socket.addEventListener('message', (event) => {
      if (finished) return
      const left = received?.(event.data)
      if (left?.length === 0) return
      sendBack((left ? { type: 'socket.message', data: event.data, frames: left } : { type: 'socket.message', data: event.data }) satisfies SocketEvent)
    })
    socket.addEventListener('close', (event) => closed(event.code))
    // Every error is followed by close, which is what the machine acts on; listening keeps Node's `ws`
    // from treating the error as unhandled.
    socket.addEventListener('error', () => undefined)
    receive((command) => {
      if (command.type !== 'send' || finished || socket.readyState !== OPEN) return
      try {
        socket.send(command.frame)
      } catch {
        // The socket is going away; its close event follows.
      }
    })
    return () => {
      finished = true
      try {
        socket.close(1000)
      } catch {
        // Closing a socket that never opened may throw in some browsers; it is gone either way.
      }
    }
  })
}
