/**
 * The reference service: a Fastify app over the data layer. CORS with credentials only for allowed
 * publisher origins, uniform `{message, error_status}` errors, validated inputs, the demo site and
 * dist/ served statically (compressed and cached by static.ts; the demo also under a strict
 * Content-Security-Policy at `/strict/`), and the route modules.
 */
import cors from '@fastify/cors'
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { isAllowedOrigin, type ServerConfig } from './config'
import type { Db } from './db'
import { HttpError } from './errors'
import { createHub, type Hub } from './hub'
import { createPageCache, type PageCache } from './comments/page-cache'
import type { ThreadAnswer } from '../../contracts/entities/comments-api'
import bootstrapRoutes from './routes/bootstrap'
import pagesRoutes from './routes/pages'
import usersRoutes from './routes/users'
import accountRoutes from './routes/accounts'
import identityRoutes from './routes/identity'
import profileRoutes from './routes/profile'
import usernameModerationRoutes from './routes/username-moderation'
import livecommentsRoutes from './routes/livecomments'
import commentContainerRoutes from './routes/comment-containers'
import userCommentRoutes from './routes/user-comments'
import legacyThreadRoutes from './routes/legacy-threads'
import graphRoutes from './routes/graph'
import notificationRoutes from './routes/notifications'
import topicRoutes from './routes/topics'
import pushRoutes from './routes/push'
import analyticsRoutes from './routes/analytics'
import liveblogRoutes from './routes/liveblog'
import liveblogActionRoutes from './routes/liveblog-actions'
import liveblogMediaRoutes from './routes/liveblog-media'
import chatRoutes from './routes/chat'
import questionRoutes from './routes/questions'
import trendingRoutes from './routes/trending'
import shareRoutes from './routes/shares'
import adsRoutes from './routes/ads'
import reviewsRoutes from './routes/reviews'
import pollRoutes from './routes/polls'
import paywallRoutes from './routes/paywall'
import { createRateLimiter, type RateLimiter } from './auth/rate-limit'
import { attachRealtime } from './routes/realtime'
import { verifyAccessToken } from './auth/tokens'
import { strictPages } from './strict-csp'
import { serveStaticSite } from './static'
import { XSRF_HEADER } from './auth/xsrf'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')

/** PostgreSQL's codes for text it cannot store: invalid byte sequence, untranslatable character (NUL). */
const UNSTORABLE_TEXT = new Set(['22021', '22P05'])

export interface AppContext {
  db: Db
  config: ServerConfig
  hub: Hub
  /** Per-IP limits on sign-in and sign-up attempts, shared by every instance (in the database). */
  limits: { login: RateLimiter; signup: RateLimiter }
  /** Guests' thread pages kept in this process until a write changes them (comments/page-cache.ts). */
  pages: PageCache<ThreadAnswer>
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user's UUID from a valid bearer access token. */
    userUuid?: string
    /** The session that token belongs to. */
    sessionId?: string
  }
}

export interface BuildOptions {
  db: Db
  config: ServerConfig
  /** Serve dist/ and examples/pages (off in most tests). */
  serveStatic?: boolean
  /** The rate limits' clock (tests move it by hand). */
  now?: () => number
  /** Keep guests' thread pages in memory (on unless false: a bench turns it off to see what a read costs). */
  pageCache?: boolean
}

export async function buildApp(options: BuildOptions): Promise<FastifyInstance & { hub: Hub; pages: PageCache<ThreadAnswer> }> {
  const { db, config } = options
  // Unknown fields are refused, not silently dropped: a client with a typo should hear about it.
  const app = Fastify({ logger: false, bodyLimit: 256 * 1024, trustProxy: false, ajv: { customOptions: { removeAdditional: false } } })
  const hub = createHub(db)
  const limits = {
    login: createRateLimiter(db, { limit: 10, windowMs: 60_000, now: options.now }),
    signup: createRateLimiter(db, { limit: 5, windowMs: 60_000, now: options.now }),
  }
  const pages = createPageCache<ThreadAnswer>(options.pageCache === false ? { maxEntries: 0 } : {})
  // What the database says was written, from whichever instance or tool wrote it.
  hub.onChange((scope) => (scope === '*' ? pages.clear() : pages.invalidate(scope)))
  const ctx: AppContext = { db, config, hub, limits, pages }

  await app.register(cors, {
    credentials: true,
    origin: (origin, cb) => cb(null, origin ? isAllowedOrigin(config, origin) : true),
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Content-Type', 'Authorization', XSRF_HEADER, 'X-VF-Signature', 'X-UNIQUE-ID', 'Accept'],
    // The product's script reads the XSRF token a sign-in answer carries (auth/xsrf.ts), and how long a
    // 429 asks it to wait (Retry-After is not a header a cross-origin script may read by default).
    exposedHeaders: [XSRF_HEADER, 'Retry-After'],
  })

  app.addHook('onRequest', async (request: FastifyRequest) => {
    const header = request.headers.authorization
    if (header?.startsWith('Bearer ')) {
      const verified = await verifyAccessToken(config, header.slice(7))
      if (verified) {
        request.userUuid = verified.userUuid
        request.sessionId = verified.sessionId
      }
    }
  })

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof HttpError) return reply.status(error.status).send({ message: error.message, error_status: error.status, ...error.extra })
    // Text PostgreSQL cannot store (a NUL, a broken byte sequence) in any field no route checked
    // itself: the client sent it, so it is the client's 400, not our 500.
    if (UNSTORABLE_TEXT.has(String((error as { code?: unknown }).code))) {
      return reply.status(400).send({ message: 'The request contains characters that cannot be stored (such as NUL). Remove them and try again.', error_status: 400 })
    }
    const status = typeof (error as { statusCode?: unknown }).statusCode === 'number' ? (error as { statusCode: number }).statusCode : 500
    if (status >= 500) request.log.error(error)
    // Validation and body errors are the client's: say what was wrong, never how the server works.
    const message = status < 500 && error instanceof Error ? error.message : 'Something went wrong on our side. Please try again.'
    return reply.status(status).send({ message, error_status: status })
  })
  app.setNotFoundHandler((request, reply) => reply.status(404).send({ message: `No such route: ${request.method} ${request.url.split('?')[0]}`, error_status: 404 }))

  app.get('/health', async () => ({ result: { ok: true, store: db.kind } }))
  await app.register(bootstrapRoutes, ctx)
  await app.register(pagesRoutes, ctx)
  await app.register(usersRoutes, ctx)
  await app.register(accountRoutes, ctx)
  await app.register(identityRoutes, ctx)
  await app.register(profileRoutes, ctx)
  await app.register(usernameModerationRoutes, ctx)
  await app.register(livecommentsRoutes, ctx)
  await app.register(commentContainerRoutes, ctx)
  await app.register(userCommentRoutes, ctx)
  await app.register(legacyThreadRoutes, ctx)
  await app.register(graphRoutes, ctx)
  await app.register(notificationRoutes, ctx)
  await app.register(topicRoutes, ctx)
  await app.register(pushRoutes, ctx)
  await app.register(analyticsRoutes, ctx)
  await app.register(liveblogRoutes, ctx)
  await app.register(liveblogActionRoutes, ctx)
  await app.register(liveblogMediaRoutes, ctx)
  await app.register(chatRoutes, ctx)
  await app.register(questionRoutes, ctx)
  await app.register(trendingRoutes, ctx)
  await app.register(shareRoutes, ctx)
  await app.register(adsRoutes, ctx)
  await app.register(reviewsRoutes, ctx)
  await app.register(pollRoutes, ctx)
  await app.register(paywallRoutes, ctx)

  if (options.serveStatic) {
    const pages = join(root, 'examples', 'pages')
    const roots = [join(root, 'dist'), pages].filter((dir) => existsSync(dir))
    // Compressed by Accept-Encoding; hashed chunks cached for good, the loader and the pages revalidated (static.ts).
    if (roots.length) await serveStaticSite(app, roots)
    // The same pages as a publisher with a strict Content-Security-Policy serves them.
    if (existsSync(pages)) strictPages(app, pages)
  }
  attachRealtime(app, hub, config)
  const built: FastifyInstance & { hub: Hub; pages: PageCache<ThreadAnswer> } = Object.assign(app as FastifyInstance, { hub, pages })
  return built
}
