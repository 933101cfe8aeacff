/**
 * What the hub sends a socket, coalesced: per socket, the events of one window leave as one websocket
 * frame. A frame holding one event is that event's JSON object, as it always was; a frame holding
 * several is a JSON array of the same objects, in the order they were published (the product reads
 * both, plugins/realtime/frames.ts). A socket's first event after a quiet spell leaves at the end of the
 * turn of the event loop it was published in (with whatever else that turn published for it); from
 * then on it gets at most one frame per {@link FRAME_WINDOW_MS}, the events of each window leaving when
 * it ends, so no event waits longer than one window. A busy thread's 5,000 events a second reach a
 * reader as ~125 frames instead of 5,000: a frame costs the reader's browser a message task (and a hop
 * to the socket's worker), the service a websocket frame and a write, whatever it carries.
 *
 * Back-pressure covers what waits here too: a socket whose unsent bytes (the connection's buffer and
 * the window's events) pass the limit is closed with 1013 instead of being kept up with.
 */
import type { WebSocket } from 'ws'

/**
 * At most one frame per this many ms per socket. The events of a window wait for its end, so the window
 * is added to their time to the reader's screen, where the product then waits for the next display frame
 * (up to 16.7 ms) to apply them: half a display frame keeps a busy thread's frames to ~125 a second
 * while leaving room in the 27 ms message-to-screen budget (a whole frame's window alone would use it up
 * with the display's wait). Events further apart than this are never held back.
 */
export const FRAME_WINDOW_MS = 8
/**
 * A window's events past this many characters leave at once, before the window ends: frames stay of a
 * size every proxy passes, at a rate (32 MB a second) no thread reaches.
 */
export const MAX_COALESCED_CHARS = 256 * 1024
/** The close code for a socket that could not keep up: 1013, "try again later" (RFC 6455 registry). */
export const SLOW_CONSUMER_CODE = 1013

/** The hub's clock and timer: the real ones by default, a test's to decide when windows end. */
export interface HubScheduler {
  now(): number
  /** Runs `fn` in `ms` (0: at the end of the current turn of the event loop); returns the cancel. */
  later(fn: () => void, ms: number): () => void
}

export const realScheduler: HubScheduler = {
  now: () => performance.now(),
  later(fn, ms) {
    if (ms <= 0) {
      let live = true
      process.nextTick(() => live && fn())
      return () => void (live = false)
    }
    const timer = setTimeout(fn, ms)
    return () => clearTimeout(timer)
  },
}

/** One socket's events waiting for their frame. */
interface Box {
  socket: WebSocket
  frames: string[]
  chars: number
  /** When its last frame left. */
  last: number
  /** Bumped whenever the box is booked or sent, so a booking made before is recognised as stale. */
  ticket: number
  booked: boolean
  gone: boolean
}

export interface OutboxOptions {
  scheduler: HubScheduler
  /** Unsent characters past which a socket is closed as too slow. */
  maxBuffered: number
  /** Writes a frame to the socket (the hub holds the connection's writes until the end of the turn). */
  write(socket: WebSocket, frame: string): void
  windowMs?: number
}

/** Booked boxes by the end of their window, soonest first (a binary heap): one timer serves them all. */
function bookings() {
  type Entry = [due: number, box: Box, ticket: number]
  const heap: Entry[] = []
  const swap = (i: number, j: number) => void ([heap[i], heap[j]] = [heap[j]!, heap[i]!])
  return {
    push(box: Box, due: number) {
      heap.push([due, box, box.ticket])
      for (let i = heap.length - 1; i > 0; ) {
        const up = (i - 1) >> 1
        if (heap[up]![0] <= heap[i]![0]) break
        swap(i, up)
        i = up
      }
    },
    peek: (): Entry | undefined => heap[0],
    shift(): Entry | undefined {
      const top = heap[0]
      const last = heap.pop()
      if (heap.length && last) {
        heap[0] = last
        for (let i = 0; ; ) {
          const l = 2 * i + 1
          const r = l + 1
          let min = i
          if (l < heap.length && heap[l]![0] < heap[min]![0]) min = l
          if (r < heap.length && heap[r]![0] < heap[min]![0]) min = r
          if (min === i) break
          swap(i, min)
          i = min
        }
      }
      return top
    },
    get size() {
      return heap.length
    },
  }
}

export function createOutbox(options: OutboxOptions) {
  const { scheduler, maxBuffered, write } = options
  const windowMs = options.windowMs ?? FRAME_WINDOW_MS
  const boxes = new Map<WebSocket, Box>()
  /** Boxes whose events leave at the end of this turn. */
  let turn: Array<[Box, number]> = []
  const windows = bookings()
  let windowTimer: (() => void) | undefined

  const forget = (socket: WebSocket) => {
    const box = boxes.get(socket)
    if (!box) return
    box.gone = true
    box.frames = []
    box.chars = 0
    boxes.delete(socket)
  }

  const tooSlow = (socket: WebSocket) => {
    forget(socket)
    socket.close(SLOW_CONSUMER_CODE, 'Too slow: reconnect and catch up')
  }

  /** Sends what the box holds as one frame: the bare event when there is one, else an array of them. */
  const send = (box: Box) => {
    box.booked = false
    box.ticket++
    if (box.gone || !box.frames.length) return
    const frame = box.frames.length === 1 ? box.frames[0]! : `[${box.frames.join(',')}]`
    box.frames = []
    box.chars = 0
    box.last = scheduler.now()
    const { socket } = box
    if (socket.readyState !== socket.OPEN) return forget(socket)
    if (socket.bufferedAmount > maxBuffered) return tooSlow(socket)
    write(socket, frame)
  }

  const endOfTurn = () => {
    const due = turn
    turn = []
    for (const [box, ticket] of due) if (box.ticket === ticket) send(box)
  }

  /** When the timer is set for: the soonest window's end. */
  let armedFor = Infinity
  const armWindows = () => {
    const soonest = windows.peek()
    if (!soonest || armedFor <= soonest[0]) return
    windowTimer?.()
    armedFor = soonest[0]
    windowTimer = scheduler.later(windowsDue, Math.max(0, armedFor - scheduler.now()))
  }
  const windowsDue = () => {
    windowTimer = undefined
    armedFor = Infinity
    // A timer may fire a little before the clock says its delay has passed (whole milliseconds).
    const now = scheduler.now() + 1
    while (windows.size && windows.peek()![0] <= now) {
      const [, box, ticket] = windows.shift()!
      if (box.ticket === ticket) send(box)
    }
    armWindows()
  }

  return {
    /**
     * Queues a frame (one message's JSON) for the socket. False when the socket cannot keep up: it is
     * closed with {@link SLOW_CONSUMER_CODE} and nothing is queued.
     */
    queue(socket: WebSocket, frame: string): boolean {
      let box = boxes.get(socket)
      if (!box) boxes.set(socket, (box = { socket, frames: [], chars: 0, last: -Infinity, ticket: 0, booked: false, gone: false }))
      if (socket.bufferedAmount + box.chars + frame.length > maxBuffered) {
        tooSlow(socket)
        return false
      }
      // Past the size a frame may reach, what was gathered leaves now; the window goes on.
      if (box.chars + frame.length > MAX_COALESCED_CHARS && box.frames.length) send(box)
      box.frames.push(frame)
      box.chars += frame.length
      if (!box.booked) book(box)
      return true
    },
    /** Sends the socket's waiting events now, so a reply sent next does not overtake them. */
    flush(socket: WebSocket) {
      const box = boxes.get(socket)
      if (box?.frames.length) send(box)
    },
    forget,
  }

  /** Books the box: for the end of this turn after a quiet spell, else for the end of its window. */
  function book(box: Box) {
    box.booked = true
    box.ticket++
    const now = scheduler.now()
    if (now - box.last >= windowMs) {
      if (turn.push([box, box.ticket]) === 1) scheduler.later(endOfTurn, 0)
      return
    }
    windows.push(box, box.last + windowMs)
    armWindows()
  }

}
