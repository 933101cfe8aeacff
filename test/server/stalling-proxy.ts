/**
 * A TCP proxy in front of a listening service that can stall its connections the way a sleeping laptop,
 * a dropped NAT entry or a stuck proxy does: nothing crosses any more, either way, and nothing closes
 * (no FIN, no RST), so neither end learns of it. Bytes sent meanwhile wait in the socket buffers; a
 * resumed connection delivers them, late and in order. Connections made after a stall flow normally.
 */
import { once } from 'node:events'
import { connect, createServer, type AddressInfo, type Socket } from 'node:net'

export interface StallingProxy {
  /** The port it listens on (127.0.0.1). */
  readonly port: number
  /** Connections accepted so far. */
  readonly accepted: number
  /** Stops every connection open now, both ways, without closing it. */
  stall(): void
  /** The stalled connections carry on, with what waited. */
  resume(): void
  /** Ends every connection and stops listening. */
  close(): Promise<void>
}

export async function stallingProxy(targetPort: number): Promise<StallingProxy> {
  const pairs = new Set<{ client: Socket; upstream: Socket }>()
  const stalled = new Set<{ client: Socket; upstream: Socket }>()
  let accepted = 0
  const server = createServer((client) => {
    accepted++
    const upstream = connect(targetPort, '127.0.0.1')
    const pair = { client, upstream }
    pairs.add(pair)
    client.pipe(upstream)
    upstream.pipe(client)
    const end = () => {
      pairs.delete(pair)
      stalled.delete(pair)
      client.destroy()
      upstream.destroy()
    }
    for (const socket of [client, upstream]) socket.on('error', end).on('close', end)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return {
    port: (server.address() as AddressInfo).port,
    get accepted() {
      return accepted
    },
    stall() {
      for (const pair of pairs) {
        stalled.add(pair)
        // Nothing is read from either side: what arrives waits in the kernel's buffers, unseen.
        pair.client.unpipe(pair.upstream)
        pair.upstream.unpipe(pair.client)
        pair.client.pause()
        pair.upstream.pause()
      }
    },
    resume() {
      for (const pair of stalled) {
        pair.client.pipe(pair.upstream)
        pair.upstream.pipe(pair.client)
      }
      stalled.clear()
    },
    async close() {
      for (const { client, upstream } of pairs) {
        client.destroy()
        upstream.destroy()
      }
      pairs.clear()
      stalled.clear()
      server.close()
      await once(server, 'close')
    },
  }
}
