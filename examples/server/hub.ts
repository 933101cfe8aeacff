/** The realtime hub: who is subscribed to which site, and publishing to them. */
import type { WebSocket } from 'ws'

export interface Hub {
  add(siteUuid: string, socket: WebSocket): void
  remove(siteUuid: string, socket: WebSocket): void
  /** Sends `message` to every socket subscribed on the site; returns how many received it. */
  publish(siteUuid: string, message: unknown): number
  count(siteUuid: string): number
}

export function createHub(): Hub {
  const sites = new Map<string, Set<WebSocket>>()
  return {
    add(siteUuid, socket) {
      let set = sites.get(siteUuid)
      if (!set) sites.set(siteUuid, (set = new Set()))
      set.add(socket)
    },
    remove(siteUuid, socket) {
      const set = sites.get(siteUuid)
      set?.delete(socket)
      if (set?.size === 0) sites.delete(siteUuid)
    },
    publish(siteUuid, message) {
      const frame = JSON.stringify(message)
      let sent = 0
      for (const socket of sites.get(siteUuid) ?? []) {
        if (socket.readyState === socket.OPEN) {
          socket.send(frame)
          sent++
        }
      }
      return sent
    },
    count: (siteUuid) => sites.get(siteUuid)?.size ?? 0,
  }
}
