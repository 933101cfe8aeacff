/**
 * What the reference service sends a page after builds were published into dist/: a page still running
 * the previous build gets its lazily loaded chunk, compressed and cached for a year like any hashed file;
 * a new page gets the new loader, revalidated; a chunk no build kept is a plain 404 that nothing caches;
 * the publish's own record (dist/.vf-publish) is never sent.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import Fastify from 'fastify'
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib'
import { publishDir } from '../../build-publish.mjs'
import { serveStaticSite } from '../../examples/server/static'
import { generation, hash, inTemp, lay } from './publish-support'

const T0 = Date.parse('2026-11-26T08:00:00Z')

/** Generation `n` with real brotli copies (the service decodes nothing, but a browser would). */
function staged(base: string, n: number) {
  const files = generation(n)
  for (const file of Object.keys(files)) if (file.endsWith('.br')) files[file] = brotliCompressSync(Buffer.from(files[file.slice(0, -3)] ?? '')).toString('latin1')
  const dir = join(base, `staging-${n}`)
  lay(dir, Object.fromEntries(Object.entries(files).filter(([file]) => !file.endsWith('.br'))))
  for (const [file, text] of Object.entries(files)) if (file.endsWith('.br')) writeFileSync(join(dir, file), Buffer.from(text, 'latin1'))
  return dir
}

test(
  'a page on the previous build gets its chunk with immutable caching; a chunk no build kept is a clean 404; the record is not served',
  inTemp(async (base) => {
    const dist = join(base, 'dist')
    const pages = join(base, 'pages')
    mkdirSync(pages)
    writeFileSync(join(pages, 'index.html'), '<!doctype html><title>The Daily Demo</title><script src="/vf.js" async></script>')
    const keep = { builds: 1 }
    publishDir(staged(base, 1), dist, { now: () => T0, keep })
    publishDir(staged(base, 2), dist, { now: () => T0 + 1, keep })
    publishDir(staged(base, 3), dist, { now: () => T0 + 2, keep })

    const app = Fastify()
    try {
      await serveStaticSite(app, [dist, pages])
      const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers })

      const old = `/chunks/Conversations-${hash(2)}.js`
      const br = await get(old, { 'accept-encoding': 'gzip, deflate, br' })
      assert.is(br.statusCode, 200)
      assert.is(br.headers['content-encoding'], 'br')
      assert.is(brotliDecompressSync(br.rawPayload).toString(), 'conversations view 2')
      assert.is(br.headers['cache-control'], 'public, max-age=31536000, immutable')
      const plain = await get(old)
      assert.is(plain.payload, 'conversations view 2')
      assert.is(plain.headers['cache-control'], 'public, max-age=31536000, immutable')
      const locale = await get(`/chunks/de-de-${hash(2)}.js`)
      assert.is([locale.statusCode, locale.headers['cache-control']].join(' '), '200 public, max-age=31536000, immutable')

      const loader = await get('/vf.js')
      assert.is(loader.payload, generation(3)['vf.js'], 'a new page gets the newest loader')
      assert.is(loader.headers['cache-control'], 'no-cache')

      for (const gone of [`/chunks/Conversations-${hash(1)}.js`, `/chunks/Conversations-${hash(1)}.js.br`, '/chunks/Conversations-ZZZZZZZZ.js']) {
        for (const headers of [{}, { 'accept-encoding': 'br, gzip' }] as Record<string, string>[]) {
          const answer = await get(gone, headers)
          assert.is(answer.statusCode, 404, gone)
          assert.is(answer.headers['cache-control'], undefined, `${gone}: a 404 is not cached as immutable`)
          assert.not.match(answer.payload, /conversations view|ENOENT|\/tmp\//, 'it says nothing of the server’s files')
        }
      }

      for (const record of ['/.vf-publish/generations.json', '/.vf-publish/lock', '/.vf-publish/']) {
        assert.is((await get(record)).statusCode, 404, record)
        assert.is((await get(record, { 'accept-encoding': 'br' })).statusCode, 404, `${record} (br)`)
      }
      assert.is((await get('/')).statusCode, 200, 'the site itself is still served')
    } finally {
      await app.close()
    }
  }),
)

test.run()
