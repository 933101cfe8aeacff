/**
 * The demo site and dist/ as the service sends them. Scripts and stylesheets go out compressed: build.mjs
 * writes each beside itself as `.br` and `.gz`, and the request's Accept-Encoding picks brotli, else gzip,
 * else the file itself (answers say `Vary: Accept-Encoding`, so a shared cache keeps one per encoding).
 *
 * Caching: a content-hashed file (every chunk, `vf-kernel-<hash>.js`) never changes under its name, so it
 * is cached for a year without asking again. Everything else — the loader `vf.js` (the one address a
 * publisher's page names, which must pick up a new release), a third-party plugin's entry, the pages and
 * their stylesheet — is revalidated on every use: the browser keeps it, and asks with its ETag for a 304.
 */
import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'
import { existsSync } from 'node:fs'
import { join } from 'node:path'

/** esbuild's `[name]-[hash]` (eight base32 characters), as build.mjs names chunks and the kernel entry; their maps too. */
const HASHED_NAME = /-[A-Z2-7]{8}\.(?:js|mjs|css)(?:\.map)?$/

export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'no-cache'

/** The Cache-Control of the file at `path` (its compressed copy answers for it). */
export function cacheControlFor(path: string): string {
  return HASHED_NAME.test(path.replace(/\.(?:br|gz)$/, '')) ? IMMUTABLE : REVALIDATE
}

/** Serves `roots` at `/`, the first root that has a file winning (dist/ before the pages). */
export async function serveStaticSite(app: FastifyInstance, roots: string[]): Promise<void> {
  await app.register(fastifyStatic, {
    root: roots,
    prefix: '/',
    index: ['index.html'],
    preCompressed: true,
    // Nothing under a dot name is sent (404): dist/.vf-publish is the build's own record (build-publish.mjs).
    dotfiles: 'ignore',
    // Set below, per file: send's own default is `public, max-age=0` for everything.
    cacheControl: false,
    setHeaders: (reply, path) => void reply.header('cache-control', cacheControlFor(path)),
  })
  // The site's front page, from the root that has it. @fastify/static looks for a folder's index only in
  // the first root once it is choosing an encoding (every browser's request), so `/` would be a 404.
  const home = roots.find((root) => existsSync(join(root, 'index.html')))
  if (home) app.get('/', (_request, reply) => reply.sendFile('index.html', home))
}
