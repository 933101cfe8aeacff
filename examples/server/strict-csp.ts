/**
 * The demo site as a strict publisher serves it: any page of examples/pages under `/strict/` (the article
 * at `/strict/`), with a Content-Security-Policy HTTP header built on the policy README gives publishers
 * ("A strict Content-Security-Policy"). Scripts run by a nonce only, fresh for every response and stamped
 * on the page's `<script>` tags, and `'strict-dynamic'` lets vf.js bring its own chunks; no
 * `'unsafe-inline'` anywhere; Trusted Types required, with `vf` the one policy the product may create.
 * Everything else is `'none'`, so any source the product needed and README did not name would show as a
 * violation (test/browser/csp.browser.ts).
 */
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'

/** The policy for a demo page on the service at `service` (an origin such as `https://vf.example`), with `nonce`. */
export function strictPolicy(service: string, nonce: string): string {
  const { protocol, host } = new URL(service)
  const socket = `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`
  return [
    "default-src 'none'",
    // The service's origin counts only in browsers without 'strict-dynamic', which ignore the nonce's reach.
    `script-src 'nonce-${nonce}' 'strict-dynamic' ${service}`,
    // The page's own site.css: the product's CSS is in adopted sheets, which style-src does not govern.
    `style-src ${service}`,
    // The API and the realtime socket.
    `connect-src ${service} ${socket}`,
    // Readers' pictures from the service, and from blob: while one is uploaded; data: is the page's own favicon.
    `img-src ${service} blob: data:`,
    // The realtime socket's worker.
    'worker-src blob:',
    'trusted-types vf',
    "require-trusted-types-for 'script'",
    "base-uri 'none'",
  ].join('; ')
}

/** `html` with `nonce` on every `<script>` tag. */
export function stampNonce(html: string, nonce: string): string {
  return html.replace(/<script(?=[\s>])/g, `<script nonce="${nonce}"`)
}

/** Serves `pagesDir`'s pages at `/strict/<page>.html` (and its index at `/strict/`) under the strict policy. */
export function strictPages(app: FastifyInstance, pagesDir: string): void {
  app.get<{ Params: { page?: string } }>('/strict/:page?', async (request, reply) => {
    const page = request.params.page || 'index.html'
    if (!/^[a-z0-9-]+\.html$/.test(page)) return reply.status(404).send({ message: `No such page: ${page}`, error_status: 404 })
    let html: string
    try {
      html = await readFile(join(pagesDir, page), 'utf8')
    } catch {
      return reply.status(404).send({ message: `No such page: ${page}`, error_status: 404 })
    }
    const nonce = randomBytes(18).toString('base64')
    return reply
      .header('content-security-policy', strictPolicy(`${request.protocol}://${request.host}`, nonce))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(stampNonce(html, nonce))
  })
}
