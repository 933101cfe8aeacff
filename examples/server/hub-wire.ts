/**
 * The hub's wire between instances (one PostgreSQL NOTIFY channel). PostgreSQL refuses NOTIFY payloads
 * of 8000 bytes or more, so small frames travel packed, several to a notification, and a big one in
 * pieces: a pack is `[origin, [[site, length], …]]`, a newline and the frames one after another; a piece is
 * `[origin, message, index, count, site]`, a newline and the piece.
 */

/** No frame over this size is sent or accepted (the socket server closes on a bigger incoming one). */
export const MAX_FRAME_BYTES = 64 * 1024
/**
 * PostgreSQL refuses NOTIFY payloads of 8000 bytes or more: a frame travels in pieces of 2000 UTF-16
 * units (at most 6000 bytes of UTF-8) after a short header.
 */
const PIECE_UNITS = 2000
/**
 * Frames of up to this many bytes travel packed, several to a NOTIFY: what one pack's frames may add up
 * to, leaving room under the 8000 bytes for the header (the origin, and a site and a length per frame).
 */
const PACK_BYTES = 6000
/** At most this many frames in one pack, so its header stays small. */
const PACK_FRAMES = 24
const MAX_PIECES = Math.ceil(MAX_FRAME_BYTES / PIECE_UNITS) + 1
/** Messages whose pieces are still arriving; beyond this many the oldest is given up. */
const MAX_PARTIAL = 64
/** Cuts a frame into NOTIFY-sized pieces without splitting a surrogate pair. */
function pieces(frame: string): string[] {
  const out: string[] = []
  for (let at = 0; at < frame.length; ) {
    let end = Math.min(frame.length, at + PIECE_UNITS)
    const code = frame.charCodeAt(end - 1)
    if (end < frame.length && code >= 0xd800 && code <= 0xdbff) end--
    out.push(frame.slice(at, end))
    at = end
  }
  return out.length ? out : ['']
}

/** A frame waiting to go to the other instances. */
export interface OutgoingFrame {
  siteUuid: string
  frame: string
  bytes: number
}

/** The NOTIFY payloads for `frames`, in order; `nextMessage` numbers each big frame cut in pieces. */
export function encodeFrames(origin: string, frames: readonly OutgoingFrame[], nextMessage: () => number): string[] {
  const payloads: string[] = []
  let pack: OutgoingFrame[] = []
  let packBytes = 0
  const sendPack = () => {
    if (!pack.length) return
    payloads.push(`${JSON.stringify([origin, pack.map((f) => [f.siteUuid, f.frame.length])])}\n${pack.map((f) => f.frame).join('')}`)
    pack = []
    packBytes = 0
  }
  for (const entry of frames) {
    if (entry.bytes > PACK_BYTES) {
      sendPack()
      const message = nextMessage()
      const parts = pieces(entry.frame)
      parts.forEach((text, index) => payloads.push(`${JSON.stringify([origin, message, index, parts.length, entry.siteUuid])}\n${text}`))
      continue
    }
    if (packBytes + entry.bytes > PACK_BYTES || pack.length === PACK_FRAMES) sendPack()
    pack.push(entry)
    packBytes += entry.bytes
  }
  sendPack()
  return payloads
}

/**
 * Reads the payloads of the other instances (its own, from `origin`, are skipped) and hands each whole
 * frame to `deliver`, in order: a pack whose lengths do not add up to its text is dropped whole; a big
 * frame waits for all its pieces (at most {@link MAX_PARTIAL} at a time).
 */
export function createWireReader(origin: string, deliver: (siteUuid: string, frame: string) => void): (payload: string) => void {
  const partial = new Map<string, string[]>()
  const unpack = (entries: unknown, text: string) => {
    if (!Array.isArray(entries)) return
    let total = 0
    for (const entry of entries) {
      if (!Array.isArray(entry) || typeof entry[0] !== 'string' || !Number.isInteger(entry[1]) || entry[1] < 0) return
      total += entry[1] as number
    }
    if (total !== text.length) return
    let at = 0
    for (const [siteUuid, length] of entries as Array<[string, number]>) {
      deliver(siteUuid, text.slice(at, at + length))
      at += length
    }
  }
  return (payload) => {
    const newline = payload.indexOf('\n')
    let header: unknown
    try {
      header = JSON.parse(payload.slice(0, newline))
    } catch {
      return
    }
    if (newline < 0 || !Array.isArray(header) || header[0] === origin) return
    if (header.length === 2) return void unpack(header[1], payload.slice(newline + 1))
    if (header.length !== 5) return
    const [from, message, index, total, siteUuid] = header as [unknown, unknown, unknown, unknown, unknown]
    if (typeof siteUuid !== 'string' || !Number.isInteger(index) || !Number.isInteger(total)) return
    const i = index as number
    const n = total as number
    if (n < 1 || n > MAX_PIECES || i < 0 || i >= n) return
    const text = payload.slice(newline + 1)
    if (n === 1) return void deliver(siteUuid, text)
    const key = `${String(from)}:${String(message)}`
    let parts = partial.get(key)
    if (!parts) {
      partial.set(key, (parts = []))
      if (partial.size > MAX_PARTIAL) partial.delete(partial.keys().next().value!)
    }
    parts[i] = text
    if (parts.filter((part) => part !== undefined).length < n) return
    partial.delete(key)
    deliver(siteUuid, parts.join(''))
  }
}
