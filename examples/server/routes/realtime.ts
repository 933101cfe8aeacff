/**
 * The realtime websocket (`/ws?site_uuid=`, document 2 §7): subscribe with `one_of` rules (confirmed,
 * or answered with status error), unsubscribe, keep-alive. The socket receives only the content events
 * one of its subscriptions matches. Rules on `user_uuid` are the notifications push channel (document 2
 * §4): confirmed only with an `access_token` of that very user in the same frame. Malformed frames are
 * ignored; frames over 64 KB close the socket. The hub fans events out to every instance on the
 * database, and stops listening when the service closes.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { WebSocketServer, type WebSocket } from 'ws'
import type { RealtimeRules } from '../../../contracts/entities/realtime'
import type { ServerConfig } from '../config'
import { verifyAccessToken } from '../auth/tokens'
import { MAX_FRAME_BYTES, type Corkable, type Hub, type Subscription } from '../hub'

export { MAX_FRAME_BYTES }
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** What one subscription may ask for (the client's own limits, plugins/realtime/frames.ts). */
export const MAX_RULE_KEYS = 8
export const MAX_RULE_VALUES = 100
const MAX_KEY_LENGTH = 100
const MAX_VALUE_LENGTH = 200
const MAX_ID_LENGTH = 100
/** Characters of frames waiting on one socket while a token is checked; past this it is closed. */
const MAX_WAITING = 1024 * 1024
const FORBIDDEN_KEYS = new Set(['__proto__', 'prototype', 'constructor'])
/** The rule key of the notifications push channel. */
const USER_KEY = 'user_uuid'

/** `one_of` rules as sent, read into key → distinct values; undefined when anything is off. */
export function readRules(rules: unknown): RealtimeRules | undefined {
  if (!rules || typeof rules !== 'object' || Array.isArray(rules)) return undefined
  const entries = Object.entries(rules)
  if (entries.length === 0 || entries.length > MAX_RULE_KEYS) return undefined
  const read: RealtimeRules = {}
  for (const [key, rule] of entries) {
    if (!key || key.length > MAX_KEY_LENGTH || FORBIDDEN_KEYS.has(key)) return undefined
    const list: unknown = rule && typeof rule === 'object' ? (rule as { one_of?: unknown }).one_of : undefined
    if (!Array.isArray(list) || list.length === 0 || list.length > MAX_RULE_VALUES) return undefined
    if (!list.every((value) => typeof value === 'string' && value !== '' && value.length <= MAX_VALUE_LENGTH)) return undefined
    read[key] = [...new Set(list as string[])]
  }
  return read
}

/** A notifications subscription: only that one user, proven by their own access token; else undefined. */
async function notificationsOf(config: Pick<ServerConfig, 'secret'>, rules: RealtimeRules, accessToken: unknown): Promise<Subscription | undefined> {
  const users = rules[USER_KEY]!
  if (Object.keys(rules).length !== 1 || users.length !== 1 || typeof accessToken !== 'string') return undefined
  const verified = await verifyAccessToken(config, accessToken)
  return verified && verified.userUuid === users[0] ? { user: verified.userUuid } : undefined
}

type ClientFrame = { type?: unknown; rules?: unknown; subscription_id?: unknown; access_token?: unknown }

function handle(socket: WebSocket, siteUuid: string, hub: Hub, config: Pick<ServerConfig, 'secret'>, stream: Corkable) {
  hub.add(siteUuid, socket, stream)
  socket.on('close', () => hub.remove(siteUuid, socket))
  // Answers go after the events waiting for the socket's next frame: none is overtaken.
  const send = (frame: unknown) => hub.reply(socket, frame)
  const id = (value: unknown) => (typeof value === 'string' && value !== '' && value.length <= MAX_ID_LENGTH ? value : undefined)

  /** Answers a frame: at once, or (checking a token) through the promise returned. */
  const answer = (frame: ClientFrame): Promise<void> | undefined => {
    if (frame.type === 'keep-alive') send({ type: 'keep-alive' })
    else if (frame.type === 'subscribe' && frame.rules && typeof frame.rules === 'object') {
      const subscriptionId = id(frame.subscription_id) ?? randomUUID()
      const rules = readRules(frame.rules)
      const confirm = (subscription: Subscription | undefined) => {
        const ok = !!subscription && hub.subscribe(socket, subscriptionId, subscription)
        send({ type: 'subscribe', status: ok ? 'success' : 'error', subscription_id: subscriptionId })
      }
      if (rules && USER_KEY in rules) return notificationsOf(config, rules, frame.access_token).then(confirm)
      confirm(rules && { rules })
    } else if (frame.type === 'unsubscribe' && id(frame.subscription_id)) {
      hub.unsubscribe(socket, frame.subscription_id as string)
      send({ type: 'unsubscribe', status: 'success', subscription_id: frame.subscription_id })
    }
    return undefined
  }
  const failed = (error: unknown) => console.error('[realtime] A frame could not be handled.', error)

  // Frames arriving while a token is checked wait their turn: an unsubscribe never overtakes its subscribe.
  const waiting: Array<{ frame: ClientFrame; size: number }> = []
  let waitingSize = 0
  let busy = false
  const drain = async (first: Promise<void>) => {
    busy = true
    await first.catch(failed)
    while (waiting.length) {
      const { frame, size } = waiting.shift()!
      waitingSize -= size
      try {
        await answer(frame)
      } catch (error) {
        failed(error)
      }
    }
    busy = false
  }
  socket.on('message', (data) => {
    const text = String(data)
    let frame: ClientFrame
    try {
      frame = JSON.parse(text)
    } catch {
      return
    }
    if (!frame || typeof frame !== 'object') return
    if (busy) {
      if ((waitingSize += text.length) > MAX_WAITING) return void socket.close(1008, 'Too many frames at once.')
      return void waiting.push({ frame, size: text.length })
    }
    try {
      const later = answer(frame)
      if (later) void drain(later)
    } catch (error) {
      failed(error)
    }
  })
}

export function attachRealtime(app: FastifyInstance, hub: Hub, config: Pick<ServerConfig, 'secret'>) {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES })
  app.server.on('upgrade', (request, socket, head) => {
    const url = new URL(request.url ?? '/', 'http://localhost')
    const siteUuid = url.searchParams.get('site_uuid') ?? ''
    if (url.pathname !== '/ws' || !UUID.test(siteUuid)) {
      socket.end('HTTP/1.1 400 Bad Request\r\nContent-Type: text/plain\r\n\r\nA site_uuid query parameter is required.')
      return
    }
    wss.handleUpgrade(request, socket, head, (ws) => handle(ws, siteUuid, hub, config, socket))
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
