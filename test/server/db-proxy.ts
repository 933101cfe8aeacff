/**
 * A TCP proxy in front of the PostgreSQL server at `url`, for tests of what a lost database connection
 * does: `drop()` ends every connection through it (as a network failure would), and while `refusing` is
 * set it refuses new ones.
 */
import { once } from 'node:events'
import { connect as connectTcp, createServer, type AddressInfo, type Socket } from 'node:net'

export interface DbProxy {
  /** The database URL through the proxy. */
  readonly url: string
  /** While true, new connections are refused. */
  refusing: boolean
  /** Ends every connection through the proxy. */
  drop(): void
  close(): void
}

export async function dbProxy(url: string): Promise<DbProxy> {
  const target = new URL(url)
  const sockets = new Set<Socket>()
  const state = { refusing: false }
  const server = createServer((client) => {
    sockets.add(client)
    client.on('close', () => sockets.delete(client))
    client.on('error', () => undefined)
    if (state.refusing) return void client.destroy()
    const upstream = connectTcp(Number(target.port || 5432), target.hostname)
    sockets.add(upstream)
    upstream.on('close', () => sockets.delete(upstream))
    upstream.on('error', () => client.destroy())
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
    client.pipe(upstream).pipe(client)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  const via = new URL(url)
  via.host = `127.0.0.1:${(server.address() as AddressInfo).port}`
  const drop = () => {
    for (const socket of sockets) socket.destroy()
  }
  return {
    url: via.href,
    get refusing() {
      return state.refusing
    },
    set refusing(value: boolean) {
      state.refusing = value
    },
    drop,
    close() {
      server.close()
      drop()
    },
  }
}
