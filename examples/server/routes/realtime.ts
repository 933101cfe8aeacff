/**
 * The realtime websocket (`/ws?site_uuid=`, document 2 §7): subscribe with `one_of` rules (confirmed),
 * unsubscribe, keep-alive. Malformed frames are ignored; frames over 64 KB close the socket.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { WebSocketServer, type WebSocket } from 'ws'
import type { Hub } from '../hub'

export const MAX_FRAME_BYTES = 64 * 1024
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

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
      socket.send(JSON.stringify({ type: 'subscribe', status: 'success', subscription_id: typeof frame.subscription_id === 'string' ? frame.subscription_id : randomUUID() }))
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
  app.addHook('onClose', async () => {
    for (const client of wss.clients) client.terminate()
    wss.close()
  })
}
