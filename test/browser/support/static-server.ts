/**
 * A plain static server for the kernel's browser tests: `dist/` at `/dist/`, the test pages at `/pages/`.
 * The reference service serves the demo site; this one keeps the kernel tests free of it.
 */
import { createServer, type Server } from 'node:http'
import { readFile } from 'node:fs/promises'
import { extname, join, normalize, sep } from 'node:path'
import type { AddressInfo } from 'node:net'

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html; charset=utf-8', '.map': 'application/json', '.css': 'text/css', '.json': 'application/json' }

export interface StaticServer {
  /** `http://127.0.0.1:<port>` */
  origin: string
  port: number
  close(): Promise<void>
}

/** `vars` replace `%NAME%` in served HTML (a page names the other origin its script comes from). */
export async function serveStatic(mounts: Record<string, string>, vars: Record<string, string> = {}): Promise<StaticServer> {
  const server: Server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
    for (const [prefix, dir] of Object.entries(mounts)) {
      if (!path.startsWith(prefix)) continue
      const file = normalize(join(dir, path.slice(prefix.length)))
      if (!file.startsWith(normalize(dir) + sep)) break
      try {
        let body: Buffer | string = await readFile(file)
        if (extname(file) === '.html') body = body.toString('utf8').replace(/%([A-Z_]+)%/g, (all, name: string) => vars[name] ?? all)
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'access-control-allow-origin': '*' })
        res.end(body)
        return
      } catch {
        break
      }
    }
    res.writeHead(404, { 'content-type': 'text/plain' })
    res.end('not found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://127.0.0.1:${port}`,
    port,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
