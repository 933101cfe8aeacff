/**
 * The realtime websocket (`/ws?site_uuid=`, document 2 §7): subscribe with `one_of` rules (confirmed,
 * or answered with status error when the rules are not `one_of` lists), unsubscribe, keep-alive.
 * Malformed frames are ignored; frames over 64 KB close the socket. The hub fans events out to every
 * instance on the database, and stops listening when the service closes.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { WebSocketServer, type WebSocket } from 'ws'
import { MAX_FRAME_BYTES, type Hub } from '../hub'

export { MAX_FRAME_BYTES }
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** Filter rules of type `one_of`: each key holds a non-empty list of strings. */
function oneOfRules(rules: object): boolean {
  const lists = Object.values(rules).map((rule: unknown) => (rule && typeof rule === 'object' ? (rule as { one_of?: unknown }).one_of : undefined))
  return lists.length > 0 && lists.every((list) => Array.isArray(list) && list.length > 0 && list.every((value) => typeof value === 'string'))
}

function handle(socket: WebSocket, siteUuid: string, hub: Hub) {
  hub.add(siteUuid, socket)
  socket.on('close', () => hub.remove(siteUuid, socket))
  socket.on('message', (data) => {
    let frame: { type?: unknown; rules?: unknown; subscription_id?: unknown }
    try {
      frame = JSON.parse(String(data))
    } catch {
      return
    }
    if (!frame || typeof frame !== 'object') return
    if (frame.type === 'keep-alive') socket.send(JSON.stringify({ type: 'keep-alive' }))
    else if (frame.type === 'subscribe' && frame.rules && typeof frame.rules === 'object') {
      const subscriptionId = typeof frame.subscription_id === 'string' ? frame.subscription_id : randomUUID()
      socket.send(JSON.stringify({ type: 'subscribe', status: oneOfRules(frame.rules) ? 'success' : 'error', subscription_id: subscriptionId }))
    } else if (frame.type === 'unsubscribe') socket.send(JSON.stringify({ type: 'unsubscribe', status: 'success', subscription_id: frame.subscription_id }))
  })
}

export function attachRealtime(app: FastifyInstance, hub: Hub) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES })
  app.server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const siteUuid = url.searchParams.get('site_uuid') ?? ''
    if (url.pathname !== '/ws' || !UUID.test(siteUuid)) {
      socket.end('HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain\r\n\r\nA site_uuid query parameter is required.')
      return
    }
    wss.handleUpgrade(request, socket, head, (ws) => handle(ws, siteUuid, hub))
  })
  // Ready once this instance hears the others' events.
  app.addHook('onReady', async () => hub.ready)
  // Before the server closes: it waits for every connection to end, upgraded sockets included.
  app.addHook('preClose', async () => {
    for (const client of wss.clients) client.terminate()
    wss.close()
  })
  app.addHook('onClose', async () => hub.close())
}
