/**
 * How the service sends the product's files and the demo site: compressed as the browser accepts
 * (brotli, else gzip, from the copies the build wrote), hashed chunks cached for a year, the loader and
 * the pages revalidated. A site laid out as build.mjs lays out dist/, in a temporary folder.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import Fastify, { type FastifyInstance } from 'fastify'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { serveStaticSite } from '../../examples/server/static'

const CHUNK = 'chunks/module-4AP5G4JI.js'
const KERNEL = 'vf-kernel-DSV4B7RA.js'
const script = (name: string) => `/* ${name} */ export const words = ${JSON.stringify('the quick brown fox '.repeat(200))};\n`

let dir: string
let app: FastifyInstance

/** A file and, as the build writes them, its compressed copies. */
function built(root: string, name: string, text: string) {
  const path = join(root, name)
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, text)
  writeFileSync(`${path}.br`, brotliCompressSync(Buffer.from(text)))
  writeFileSync(`${path}.gz`, gzipSync(Buffer.from(text), { level: 9 }))
}

test.before(async () => {
  dir = mkdtempSync(join(tmpdir(), 'vf-static-'))
  const dist = join(dir, 'dist')
  const pages = join(dir, 'pages')
  for (const name of ['vf.js', KERNEL, CHUNK, 'plugins/quiz.js']) built(dist, name, script(name))
  built(dist, 'site.css', `body { margin: 0 }\n${'.a { color: red }\n'.repeat(100)}`)
  mkdirSync(pages)
  writeFileSync(join(pages, 'index.html'), '<!doctype html><title>The Daily Demo</title><script src="/vf.js" async></script>')
  app = Fastify()
  await serveStaticSite(app, [dist, pages])
})

test.after(async () => {
  await app?.close()
  rmSync(dir, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })
const vary = (headers: Record<string, unknown>) => String(headers.vary ?? '').toLowerCase().split(/\s*,\s*/)

test('a script goes out brotli-compressed to a browser that accepts it, else gzip, else as it is; the answer varies by Accept-Encoding', async () => {
  const br = await get(`/${CHUNK}`, { 'accept-encoding': 'gzip, deflate, br, zstd' })
  assert.is(br.statusCode, 200)
  assert.is(br.headers['content-encoding'], 'br')
  assert.match(String(br.headers['content-type']), /javascript/)
  assert.is(brotliDecompressSync(br.rawPayload).toString(), script(CHUNK))
  assert.ok(vary(br.headers).includes('accept-encoding'))

  const gzip = await get(`/${CHUNK}`, { 'accept-encoding': 'gzip, deflate' })
  assert.is(gzip.headers['content-encoding'], 'gzip')
  assert.is(gunzipSync(gzip.rawPayload).toString(), script(CHUNK))
  assert.ok(vary(gzip.headers).includes('accept-encoding'))

  const plain = await get(`/${CHUNK}`)
  assert.is(plain.headers['content-encoding'], undefined)
  assert.is(plain.payload, script(CHUNK))
  assert.ok(vary(plain.headers).includes('accept-encoding'), 'the plain answer varies too, so a shared cache never hands it to a browser that takes brotli')

  const css = await get('/site.css', { 'accept-encoding': 'br' })
  assert.is(css.headers['content-encoding'], 'br')
  assert.match(String(css.headers['content-type']), /text\/css/)
})

test('content-hashed files are cached for a year and never asked for again; the loader, a plugin entry and the pages are revalidated', async () => {
  for (const name of [CHUNK, KERNEL]) {
    for (const encoding of ['br', 'gzip', '']) {
      const answer = await get(`/${name}`, encoding ? { 'accept-encoding': encoding } : {})
      assert.is(answer.headers['cache-control'], 'public, max-age=31536000, immutable', `${name} ${encoding || 'identity'}`)
    }
  }
  for (const url of ['/vf.js', '/plugins/quiz.js', '/site.css', '/', '/index.html']) {
    const answer = await get(url, { 'accept-encoding': 'gzip, br' })
    assert.is(answer.statusCode, 200, url)
    assert.is(answer.headers['cache-control'], 'no-cache', url)
  }
})

test('vf.js revalidates: the browser asks with its ETag and hears 304 while the file is unchanged', async () => {
  const first = await get('/vf.js', { 'accept-encoding': 'br' })
  const etag = first.headers.etag
  assert.type(etag, 'string')
  const again = await get('/vf.js', { 'accept-encoding': 'br', 'if-none-match': String(etag) })
  assert.is(again.statusCode, 304)
  assert.is(again.payload, '')
  assert.is(again.headers['cache-control'], 'no-cache')
})

test.run()
