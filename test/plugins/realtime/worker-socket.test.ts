/**
 * The realtime socket in a worker: the worker's program (`socketWorker`) run on a fake worker scope
 * with a fake WebSocket, wired to the page side (`workerSockets`) the way a dedicated worker's messages
 * are (asynchronously, in order; the test decides when each side gets its turn). What the page sees must be what a
 * main-thread WebSocket gives: open, every message in order, close; fewer tasks is the only difference.
 * Also: the program as the product's build ships it still runs on its own, and a page that may not start
 * a worker gets its socket on the main thread.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { build } from 'esbuild'
import { runInNewContext } from 'node:vm'
import { createActor } from 'xstate'
import { Constants } from '../../../contracts/enums'
import { socketActor, type RealtimeSocket, type SocketFactory } from '../../../plugins/realtime/socket'
import { KEEP_ALIVE_GRACE_MS } from '../../../plugins/realtime/reconnect'
import { realtimeMachine, socketStatus } from '../../../plugins/realtime/subscription.machine'
import { socketWorker, workerSockets, type FromWorker, type ToWorker, type WorkerLike, type WorkerScope } from '../../../plugins/realtime/worker-socket'
import { fakeTimers, flushMicrotasks } from '../../support/fake-timers'

/** A websocket in the worker: the service's side driven by hand. */
class FakeServerSocket {
  static made: FakeServerSocket[] = []
  readyState = 0
  sent: string[] = []
  closedWith: number | undefined | null = null
  /** The connection carries nothing and a close never completes (a half-open connection). */
  stalled = false
  private listeners: Record<string, Array<(event: { type: string; data?: unknown; code?: number }) => void>> = {}
  constructor(readonly url: string) {
    FakeServerSocket.made.push(this)
  }
  addEventListener(type: string, listener: (event: { type: string; data?: unknown; code?: number }) => void) {
    ;(this.listeners[type] ??= []).push(listener)
  }
  send(data: string) {
    if (this.readyState !== 1) throw new Error('not open')
    this.sent.push(data)
  }
  close(code?: number) {
    this.closedWith = code
    if (!this.stalled) this.drop(code ?? 1005)
  }
  fire(type: string, event: { data?: unknown; code?: number } = {}) {
    for (const listener of this.listeners[type] ?? []) listener({ type, ...event })
  }
  accept() {
    this.readyState = 1
    this.fire('open')
  }
  deliver(data: string) {
    this.fire('message', { data })
  }
  drop(code = 1006) {
    this.readyState = 3
    this.fire('close', { code })
  }
}

/** A dedicated worker running `program` on its own scope; messages cross as microtasks, in order. */
function fakeWorker() {
  const toPage: Array<(event: { data: FromWorker }) => void> = []
  const toWorker: Array<(event: { data: ToWorker }) => void> = []
  const errors: Array<(event: { preventDefault?(): void }) => void> = []
  const posted: FromWorker[] = []
  let terminated = false
  const scope: WorkerScope = {
    WebSocket: FakeServerSocket,
    postMessage: (message) => {
      posted.push(message)
      queueMicrotask(() => {
        if (!terminated) for (const listener of toPage) listener({ data: structuredClone(message) })
      })
    },
    addEventListener: (_type, listener) => void toWorker.push(listener),
  }
  const worker: WorkerLike = {
    postMessage: (message) =>
      queueMicrotask(() => {
        if (!terminated) for (const listener of toWorker) listener({ data: structuredClone(message) })
      }),
    addEventListener: ((type: 'message' | 'error', listener: never) => void (type === 'message' ? toPage : errors).push(listener)) as WorkerLike['addEventListener'],
    terminate: () => void (terminated = true),
  }
  queueMicrotask(() => socketWorker(scope))
  return {
    worker,
    posted,
    get terminated() {
      return terminated
    },
    /** The worker failed (its script refused, or it died): the page gets an error event. */
    fail: () => errors.forEach((listener) => listener({ preventDefault() {} })),
  }
}

interface Heard {
  events: string[]
  messages: unknown[]
}

function listen(socket: RealtimeSocket): Heard {
  const heard: Heard = { events: [], messages: [] }
  socket.addEventListener('open', () => heard.events.push('open'))
  socket.addEventListener('message', (event) => {
    heard.events.push('message')
    heard.messages.push(event.data)
  })
  socket.addEventListener('close', (event) => heard.events.push(`close ${event.code}`))
  return heard
}

function setup() {
  FakeServerSocket.made = []
  const workers: Array<ReturnType<typeof fakeWorker>> = []
  const fallbackOpened: string[] = []
  const fallback: SocketFactory = (url) => {
    fallbackOpened.push(url)
    return new FakeServerSocket(url)
  }
  const errors: unknown[] = []
  const open = workerSockets({
    start: () => {
      const made = fakeWorker()
      workers.push(made)
      return made.worker
    },
    fallback,
    onError: (error) => errors.push(error),
  })
  return { workers, open, fallbackOpened, errors, server: (i = 0) => FakeServerSocket.made[i]! }
}

test('a page with time to spare gets each message at once; what arrives while it is busy goes to it together, in order', async () => {
  const { workers, open, server } = setup()
  const socket = open('wss://rt.example/ws?site_uuid=s')
  const heard = listen(socket)
  assert.is(socket.transport, 'worker')
  assert.is(socket.readyState, 0)
  await flushMicrotasks()
  assert.is(server().url, 'wss://rt.example/ws?site_uuid=s')
  server().accept()
  await flushMicrotasks()
  assert.equal(heard.events, ['open'])
  assert.is(socket.readyState, 1)

  const batches = () => workers[0]!.posted.filter((m) => m.type === 'messages').map((m) => (m as { data: unknown[] }).data)
  server().deliver('a')
  await flushMicrotasks()
  assert.equal(heard.messages, ['a'], 'not held back')
  server().deliver('b')
  await flushMicrotasks()
  assert.equal(heard.messages, ['a', 'b'])
  assert.equal(batches(), [['a'], ['b']])

  // Three arrive before the page has had its turn for the first of them: it gets that one, then the
  // other two together.
  server().deliver('c')
  server().deliver('d')
  server().deliver('e')
  await flushMicrotasks()
  assert.equal(heard.messages, ['a', 'b', 'c', 'd', 'e'])
  assert.equal(batches().slice(2), [['c'], ['d', 'e']])
})

test('what the page sends reaches the service; a close hands over what came before it, and the worker ends with its last socket', async () => {
  const { workers, open, server } = setup()
  const socket = open('wss://rt.example/ws')
  const heard = listen(socket)
  await flushMicrotasks()
  server().accept()
  await flushMicrotasks()
  socket.send('{"type":"keep-alive"}')
  await flushMicrotasks()
  assert.equal(server().sent, ['{"type":"keep-alive"}'])

  server().deliver('x')
  server().deliver('y')
  server().drop(1011)
  await flushMicrotasks()
  assert.equal(heard.events, ['open', 'message', 'message', 'close 1011'], 'y is not lost behind the close')
  assert.is(socket.readyState, 3)
  assert.throws(() => socket.send('late'), /not open/)
  assert.ok(workers[0]!.terminated, 'no socket left, no worker left')

  // The next attempt starts a worker again; closing from the page closes the socket in the worker.
  const again = open('wss://rt.example/ws')
  const heardAgain = listen(again)
  await flushMicrotasks()
  assert.is(workers.length, 2)
  server(1).accept()
  await flushMicrotasks()
  again.close(1000)
  again.close(1000)
  await flushMicrotasks()
  assert.is(server(1).closedWith, 1000)
  assert.equal(heardAgain.events, ['open', 'close 1000'])
})

test('a listener that throws is reported and the rest of its batch still arrives', async () => {
  const { open, server, errors } = setup()
  const socket = open('wss://rt.example/ws')
  const heard = listen(socket)
  let first = true
  socket.addEventListener('message', () => {
    if (first) {
      first = false
      throw new Error('a subscriber broke')
    }
  })
  await flushMicrotasks()
  server().accept()
  await flushMicrotasks()
  server().deliver('1')
  server().deliver('2')
  server().deliver('3')
  await flushMicrotasks()
  assert.equal(heard.messages, ['1', '2', '3'])
  assert.is(errors.length, 1)
  assert.match(String(errors[0]), /a subscriber broke/)
})

test('a page that may not start a worker gets its sockets on the main thread', async () => {
  const opened: string[] = []
  const open = workerSockets({
    start: () => {
      throw new DOMException("Access to the script at 'blob:…' is denied by the document's Content Security Policy.", 'SecurityError')
    },
    fallback: (url) => {
      opened.push(url)
      return new FakeServerSocket(url)
    },
    onError: () => undefined,
  })
  const socket = open('wss://rt.example/ws')
  assert.ok(socket instanceof FakeServerSocket)
  open('wss://rt.example/ws')
  assert.equal(opened, ['wss://rt.example/ws', 'wss://rt.example/ws'], 'and it does not try again')
})

test('a worker whose script fails to load: the socket on its way opens on the main thread, with the same listeners', async () => {
  const { workers, open, fallbackOpened } = setup()
  const socket = open('wss://rt.example/ws')
  const heard = listen(socket)
  workers[0]!.fail()
  assert.equal(fallbackOpened, ['wss://rt.example/ws'])
  assert.is(socket.transport, 'main-thread')
  const direct = FakeServerSocket.made.at(-1)!
  direct.accept()
  direct.deliver('hello')
  assert.equal(heard.events, ['open', 'message'])
  assert.equal(heard.messages, ['hello'])
  assert.is(socket.readyState, 1)
  socket.send('ping')
  assert.equal(direct.sent, ['ping'])
  assert.ok(workers[0]!.terminated)
  await flushMicrotasks()
  // Later sockets go straight to the main thread.
  const later = open('wss://rt.example/ws')
  assert.ok(later instanceof FakeServerSocket)
  assert.is(workers.length, 1)
})

test('a worker that dies under a running socket: the socket closes as a dropped connection does (1006)', async () => {
  const { workers, open, server, fallbackOpened } = setup()
  const socket = open('wss://rt.example/ws')
  const heard = listen(socket)
  await flushMicrotasks()
  server().accept()
  await flushMicrotasks()
  workers[0]!.fail()
  assert.equal(heard.events, ['open', 'close 1006'])
  assert.equal(fallbackOpened, [], 'the realtime machine reconnects it, not the socket')
})

test('a socket in the worker that stops answering without closing: dropped a keep-alive and its grace later, the next one opens beside it in the same worker', async () => {
  const { workers, open, server } = setup()
  const timers = fakeTimers()
  const actor = createActor(realtimeMachine.provide({ actors: { socket: socketActor(open) } }), {
    input: { endpoint: 'wss://rt.example/ws', siteUuid: '11111111-2222-4333-8444-555555555555', random: () => 0 },
    clock: timers,
  })
  const events: unknown[] = []
  actor.on('event', ({ event }) => events.push(event))
  actor.start()
  actor.send({ type: 'subscribe', subscription_id: 's1', rules: { content_container_uuid: ['c1'] } })
  actor.send({ type: 'connect' })
  const confirmed = JSON.stringify({ type: 'subscribe', status: 'success', subscription_id: 's1' })
  const event = (uuid: string) => JSON.stringify({ type: 'event', action: 'created', content_container_uuid: 'c1', content: { content_uuid: uuid } })
  await flushMicrotasks()
  server().accept()
  await flushMicrotasks()
  server().deliver(confirmed)
  await timers.tick(Constants.keepAliveMs)
  assert.equal(server().sent.at(-1), '{"type":"keep-alive"}')
  server().deliver('{"type":"keep-alive"}')
  await timers.tick(KEEP_ALIVE_GRACE_MS)
  assert.is(socketStatus(actor.getSnapshot()), 'open', 'answered: kept')

  server().stalled = true
  // Up to the deadline of the next keep-alive (the second, 60 s after the open).
  await timers.tick(2 * Constants.keepAliveMs + KEEP_ALIVE_GRACE_MS - 1 - timers.now)
  assert.is(server().closedWith, null)
  await timers.tick(1)
  assert.is(server().closedWith, 1000, 'the worker was told to close it')
  assert.is(socketStatus(actor.getSnapshot()), 'waiting', 'and nobody waits for that close to complete')
  await timers.tick(500)
  assert.is(FakeServerSocket.made.length, 2)
  assert.is(workers.length, 1, 'the same worker, the dead socket still closing in it')
  server(1).accept()
  await flushMicrotasks()
  assert.equal(server(1).sent, [JSON.stringify({ type: 'subscribe', subscription_id: 's1', rules: { content_container_uuid: { one_of: ['c1'] } } })])
  server(1).deliver(confirmed)
  // The dead connection lets something through after all: only the new socket's frames count.
  server(0).deliver(event('late'))
  server(1).deliver(event('live'))
  await flushMicrotasks()
  assert.equal(events.map((e) => (e as { payload: { content: { content_uuid: string } } }).payload.content.content_uuid), ['live'])
  actor.stop()
})

test('the worker program, bundled and minified as the product ships it, runs on its own in a bare scope', async () => {
  const { outputFiles } = await build({
    entryPoints: ['plugins/realtime/worker-socket.ts'],
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    target: ['es2020'],
    logLevel: 'silent',
  })
  const url = `data:text/javascript;base64,${Buffer.from(outputFiles[0]!.text).toString('base64')}`
  const bundled = (await import(url)) as { socketWorker: typeof socketWorker }
  const posted: FromWorker[] = []
  const commands: Array<(event: { data: ToWorker }) => void> = []
  FakeServerSocket.made = []
  const self: WorkerScope = {
    WebSocket: FakeServerSocket,
    postMessage: (message) => void posted.push(message),
    addEventListener: (_type, listener) => void commands.push(listener),
  }
  // Only `self` and the JavaScript built-ins exist in this context: nothing from the module's scope.
  runInNewContext(`(${bundled.socketWorker.toString()})(self)`, { self })
  // Compared as plain data: objects made in the other context have that context's prototypes.
  const said = () => JSON.parse(JSON.stringify(posted)) as FromWorker[]
  assert.equal(said(), [{ type: 'ready' }])
  commands[0]!({ data: { type: 'open', id: 1, url: 'wss://rt.example/ws' } })
  FakeServerSocket.made[0]!.accept()
  FakeServerSocket.made[0]!.deliver('a')
  FakeServerSocket.made[0]!.deliver('b')
  FakeServerSocket.made[0]!.deliver('c')
  commands[0]!({ data: { type: 'taken', id: 1 } })
  assert.equal(said().slice(1), [
    { type: 'open', id: 1 },
    { type: 'messages', id: 1, data: ['a'] },
    { type: 'messages', id: 1, data: ['b', 'c'] },
  ])
})

test.run()
