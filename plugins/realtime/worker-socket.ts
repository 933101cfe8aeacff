/**
 * The realtime websocket in a dedicated worker, so a busy thread's messages do not cost the host page's
 * main thread one task each. In Chromium a websocket message is a main-thread task of its own (about
 * 50 µs of the browser's work before any of ours); at thousands a second that alone fills the thread
 * the publisher's page needs for scrolling and input. The worker hands messages over as the page takes
 * them: while the page has not yet taken the last batch (it says so with `taken`), whatever arrives
 * waits in the worker and then goes as one batch, in one task. A page with time to spare gets every
 * message at once, alone; a busy one gets fewer, larger batches, so no latency is added by a timer.
 *
 * The worker runs `socketWorker` (below), passed to it as source text in a `blob:` URL: the product's
 * script is usually on another origin than the page, where a worker script cannot be loaded from.
 * Where a worker cannot start (no Worker, or a Content-Security-Policy without `worker-src blob:`), the
 * sockets open on the main thread instead, with no difference to the rest of the product; publishers
 * who would rather not see the CSP report turn it off with `vfConfig.realtimeWorker = false`.
 */
import { scriptBlobURL } from '../../kernel/lib/trusted-types'
import type { RealtimeSocket, SocketFactory } from './socket'
import { ErrorCode, VfError } from '../../kernel/errors'

/** What the page asks of the worker. */
export type ToWorker =
  | { type: 'open'; id: number; url: string }
  | { type: 'send'; id: number; data: string }
  | { type: 'close'; id: number; code?: number }
  /** The page has delivered the socket's last batch: the next may come. */
  | { type: 'taken'; id: number }

/** What the worker tells the page: that it runs, and each socket's open, messages (in order) and close. */
export type FromWorker = { type: 'ready' } | { type: 'open'; id: number } | { type: 'messages'; id: number; data: unknown[] } | { type: 'close'; id: number; code?: number }

interface WorkerWebSocket {
  readonly readyState: number
  send(data: string): void
  close(code?: number): void
  addEventListener(type: 'open' | 'message' | 'close' | 'error', listener: (event: { data?: unknown; code?: number }) => void): void
}

/** The part of a worker's global scope `socketWorker` uses (a fake one in Node tests). */
export interface WorkerScope {
  WebSocket: new (url: string) => WorkerWebSocket
  postMessage(message: FromWorker): void
  addEventListener(type: 'message', listener: (event: { data: ToWorker }) => void): void
}

/**
 * The worker's program. It is turned into source text, so it must stand alone: no imports, no names
 * from this module, nothing the bundler would lower into a helper (classes, private fields).
 */
export function socketWorker(scope: WorkerScope): void {
  const sockets = new Map<number, { socket: WorkerWebSocket; batch: unknown[]; handedOver: boolean }>()
  const flush = (id: number, entry: { batch: unknown[]; handedOver: boolean }) => {
    if (!entry.batch.length) return
    const data = entry.batch
    entry.batch = []
    entry.handedOver = true
    scope.postMessage({ type: 'messages', id, data })
  }
  scope.addEventListener('message', ({ data: command }) => {
    if (command.type === 'open') {
      let socket: WorkerWebSocket
      try {
        socket = new scope.WebSocket(command.url)
      } catch {
        scope.postMessage({ type: 'close', id: command.id })
        return
      }
      const id = command.id
      const entry = { socket, batch: [] as unknown[], handedOver: false }
      sockets.set(id, entry)
      socket.addEventListener('open', () => scope.postMessage({ type: 'open', id }))
      socket.addEventListener('message', (event) => {
        entry.batch.push(event.data)
        if (!entry.handedOver) flush(id, entry)
      })
      socket.addEventListener('close', (event) => {
        // What arrived before the close is handed over first, in order.
        flush(id, entry)
        sockets.delete(id)
        scope.postMessage({ type: 'close', id, code: event.code })
      })
      // Every error is followed by close.
      socket.addEventListener('error', () => undefined)
      return
    }
    const entry = sockets.get(command.id)
    if (!entry) return
    if (command.type === 'taken') {
      entry.handedOver = false
      flush(command.id, entry)
      return
    }
    try {
      if (command.type === 'send') entry.socket.send(command.data)
      else entry.socket.close(command.code)
    } catch {
      // A socket that is going away: its close follows.
    }
  })
  scope.postMessage({ type: 'ready' })
}

/** The part of a dedicated Worker the page side uses. */
export interface WorkerLike {
  postMessage(message: ToWorker): void
  addEventListener(type: 'message', listener: (event: { data: FromWorker }) => void): void
  addEventListener(type: 'error', listener: (event: { preventDefault?(): void }) => void): void
  terminate(): void
}

export interface WorkerSocketsOptions {
  /** Starts a worker running `socketWorker`; throws when this page may not. The browser's Worker on a `blob:` URL by default. */
  start?: () => WorkerLike
  /** Where sockets open when a worker cannot run: the main thread's WebSocket. */
  fallback: SocketFactory
  /** Reports a listener that threw (the rest of its batch is still delivered). */
  onError: (error: unknown) => void
}

type Listener = Parameters<RealtimeSocket['addEventListener']>[1]
type EventType = Parameters<RealtimeSocket['addEventListener']>[0]

const CONNECTING = 0
const OPEN = 1
const CLOSING = 2
const CLOSED = 3

/** The browser's dedicated Worker running `socketWorker`, from a `blob:` URL. */
function browserWorker(): WorkerLike {
  // Vouched for by the product's Trusted Types policy, which a page that requires Trusted Types allows.
  const script = scriptBlobURL(`(${socketWorker.toString()})(self);`)
  try {
    return new Worker(script.url, { name: 'vf-realtime' }) as unknown as WorkerLike
  } finally {
    // A worker fetches its script once, as it starts: the URL is let go when that has surely happened.
    setTimeout(() => script.revoke(), 10_000)
  }
}

/** Can this environment run the socket worker at all? */
export const workersAvailable = () => typeof Worker === 'function' && typeof Blob === 'function' && typeof URL.createObjectURL === 'function'

/**
 * A socket factory whose sockets live in one shared worker (started with the first socket, ended with
 * the last). Its sockets are `RealtimeSocket`s like the browser's; each says where it runs (`transport`).
 */
export function workerSockets(options: WorkerSocketsOptions): SocketFactory {
  const start = options.start ?? browserWorker
  let worker: WorkerLike | undefined
  let ready = false
  /** Once a worker could not run, every later socket opens on the main thread. */
  let broken = false
  let nextId = 0
  const live = new Map<number, WorkerSocket>()

  const end = () => {
    worker?.terminate()
    worker = undefined
    ready = false
  }
  const fail = () => {
    const wasReady = ready
    broken = true
    end()
    for (const socket of [...live.values()]) {
      live.delete(socket.id)
      // One that never got going is opened on the main thread; one that was running is lost, as a dropped
      // connection is: the realtime machine reconnects, on the main thread this time.
      if (!wasReady && socket.readyState === CONNECTING) socket.openDirect(options.fallback)
      else socket.closed(1006)
    }
  }
  const onMessage = ({ data: message }: { data: FromWorker }) => {
    if (message.type === 'ready') {
      ready = true
      return
    }
    const socket = live.get(message.id)
    if (!socket) return
    if (message.type === 'open') socket.opened()
    else if (message.type === 'messages') {
      socket.received(message.data)
      worker?.postMessage({ type: 'taken', id: message.id })
    }
    else {
      live.delete(message.id)
      socket.closed(message.code)
      if (!live.size) end()
    }
  }
  const ensureWorker = (): WorkerLike | undefined => {
    if (worker || broken) return worker
    try {
      worker = start()
    } catch {
      broken = true
      return undefined
    }
    worker.addEventListener('message', onMessage)
    worker.addEventListener('error', (event) => {
      // The worker failed to start or died: said here once, not again as an uncaught error.
      event.preventDefault?.()
      fail()
    })
    return worker
  }

  return (url) => {
    const running = ensureWorker()
    if (!running) return options.fallback(url)
    const socket = new WorkerSocket(++nextId, url, (command) => worker?.postMessage(command), options.onError)
    live.set(socket.id, socket)
    running.postMessage({ type: 'open', id: socket.id, url })
    return socket
  }
}

/** A websocket in the worker, as the page sees it; or, after `openDirect`, one on the main thread. */
class WorkerSocket implements RealtimeSocket {
  private state = CONNECTING
  private direct: RealtimeSocket | undefined
  private readonly listeners: Record<EventType, Listener[]> = { open: [], message: [], close: [], error: [] }

  constructor(
    readonly id: number,
    private readonly url: string,
    private readonly post: (command: ToWorker) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  get readyState(): number {
    return this.direct ? this.direct.readyState : this.state
  }

  get transport(): 'worker' | 'main-thread' {
    return this.direct ? 'main-thread' : 'worker'
  }

  send(data: string): void {
    if (this.direct) return this.direct.send(data)
    if (this.state !== OPEN) throw new VfError(ErrorCode.Closed, 'The socket is not open.')
    this.post({ type: 'send', id: this.id, data })
  }

  close(code?: number): void {
    if (this.direct) return this.direct.close(code)
    if (this.state >= CLOSING) return
    this.state = CLOSING
    this.post({ type: 'close', id: this.id, code })
  }

  addEventListener(type: EventType, listener: Listener): void {
    this.listeners[type].push(listener)
  }

  opened() {
    this.state = OPEN
    this.emit('open', { type: 'open' })
  }

  received(batch: unknown[]) {
    for (const data of batch) this.emit('message', { type: 'message', data })
  }

  closed(code?: number) {
    if (this.state === CLOSED) return
    this.state = CLOSED
    this.emit('close', { type: 'close', code })
  }

  /** Opens the same address on the main thread instead; its events become this socket's. */
  openDirect(open: SocketFactory) {
    if (this.state !== CONNECTING) return
    try {
      const direct = open(this.url)
      this.direct = direct
      for (const type of Object.keys(this.listeners) as EventType[]) direct.addEventListener(type, (event) => this.emit(type, event))
    } catch {
      this.closed()
    }
  }

  private emit(type: EventType, event: { type: string; data?: unknown; code?: number }) {
    for (const listener of this.listeners[type]) {
      try {
        listener(event)
      } catch (error) {
        this.onError(error)
      }
    }
  }
}
