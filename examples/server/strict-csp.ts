/**
 * The demo site as a strict publisher serves it: any page of examples/pages under `/strict/` (the article
 * at `/strict/`), with the Content-Security-Policy README gives publishers as an HTTP header. The policy
 * allows scripts by a nonce only, fresh for every response and stamped on the page's `<script>` tags;
 * `'strict-dynamic'` lets vf.js bring its own chunks. No `'unsafe-inline'` for styles, and Trusted Types
 * required, with `vf` the one policy the product may create.
 */
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'

/** The policy for a page that embeds the service at `service` (an origin such as `https://vf.example`) with `nonce`. */
export function strictPolicy(service: string, nonce: string): string {
  const { protocol, host } = new URL(service)
  const socket = `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}`
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}' 'strict-dynamic' ${service}`,
    `style-src ${service}`,
    `connect-src ${service} ${socket}`,
    `img-src ${service} blob:`,
    'worker-src blob:',
    'trusted-types vf',
    "require-trusted-types-for 'script'",
    "base-uri 'none'",
    "form-action 'none'",
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
