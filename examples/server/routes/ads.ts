/**
 * Development ad scripts (issue 26): the demo site's ad settings point each integration at a stand-in
 * served here (examples/server/ads/*.js: gtag, m32, outbrain, exco, vi, snigel, and the publisher's own
 * custom tag), so the demo and the browser tests never reach the outside network. Each draws a house
 * creative, `GET /dev/ads/creative.svg?kind=&w=&h=`, an SVG of that size. Development only.
 */
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../app'

const SCRIPTS = join(dirname(fileURLToPath(import.meta.url)), '..', 'ads')
const KINDS: Record<string, { fill: string; text: string; title: string }> = {
  gtag: { fill: '#1d5bd8', text: '#ffffff', title: 'The Daily Demo food guide' },
  m32: { fill: '#1e7d3c', text: '#ffffff', title: 'The Daily Demo newsletter' },
  outbrain: { fill: '#8a5a00', text: '#ffffff', title: 'Read next' },
  exco: { fill: '#15171b', text: '#ffffff', title: '▶ The riverside park in one minute' },
  vi: { fill: '#3a3e48', text: '#ffffff', title: '▶ A week at city hall' },
  snigel: { fill: '#b3261e', text: '#ffffff', title: 'The Daily Demo events' },
  custom: { fill: '#f2f3f6', text: '#1b1d21', title: 'The Daily Demo food guide' },
}

const size = (raw: unknown) => {
  const n = Number(raw)
  return Number.isInteger(n) && n > 0 && n <= 2000 ? n : 300
}
const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!)

/** A house creative of `w`×`h` for `kind`. */
export function creative(kind: string, w: number, h: number): string {
  const look = KINDS[kind] ?? KINDS.custom!
  const font = Math.max(10, Math.min(22, Math.round(Math.min(w / 16, h / 4))))
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${look.fill}"/><text x="50%" y="50%" fill="${look.text}" font-family="sans-serif" font-size="${font}" text-anchor="middle" dominant-baseline="middle">${escape(look.title)}</text><text x="8" y="${h - 8}" fill="${look.text}" font-family="sans-serif" font-size="10" opacity="0.8">dev ${escape(kind)} · ${w}×${h}</text></svg>`
}

export default async function adsRoutes(app: FastifyInstance, { config }: AppContext) {
  if (!config.development) return
  app.get<{ Querystring: { kind?: string; w?: string; h?: string } }>('/dev/ads/creative.svg', async (request, reply) =>
    reply.type('image/svg+xml').header('cache-control', 'public, max-age=3600').send(creative(String(request.query.kind ?? 'custom'), size(request.query.w), size(request.query.h))),
  )
  app.get<{ Params: { name: string } }>('/dev/ads/:name', async (request, reply) => {
    const { name } = request.params
    if (!/^[a-z0-9-]+\.js$/.test(name)) return reply.status(404).send({ message: `No such development ad script: ${name}`, error_status: 404 })
    let source: string
    try {
      source = await readFile(join(SCRIPTS, name), 'utf8')
    } catch {
      return reply.status(404).send({ message: `No such development ad script: ${name}`, error_status: 404 })
    }
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(source)
  })
}
