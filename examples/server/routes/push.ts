/**
 * Browser push in the reference service (document 2 §3, §7): a browser's subscription stored and
 * removed (`POST`/`DELETE /v5/subscriptions/{section}/push`), the service's VAPID public key for
 * browsers to subscribe with (`GET /v5/push/public-key`; the pair is made once, at the first start, and
 * kept in the database for every instance), and the push worker itself at its fixed path
 * (`/push-worker.js`), served from the product's origin: it shows a pushed notification and opens its
 * page on a click. The subscription keeps the locale the client sends (`locale`, beyond the documented
 * fields; en-us without one), in which the service writes that browser's pushes (push-text.ts).
 */
import { generateKeyPairSync } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../app'
import { badRequest } from '../errors'
import { pushLocale } from '../push-text'
import { sectionByUuid } from '../sections'

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
const sectionParams = { type: 'object', properties: { section: { type: 'string', pattern: UUID } } }
const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max })

/** The worker: shows what is pushed (`{title, body, url, icon}`), opens or focuses its page on a click. */
export const PUSH_WORKER = `/* vf push worker */
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
self.addEventListener('push', (event) => {
  let data = {};
  try { data = event.data ? event.data.json() : {}; } catch (e) { data = { title: event.data ? event.data.text() : '' }; }
  const title = typeof data.title === 'string' && data.title ? data.title : 'New notification';
  const url = typeof data.url === 'string' && /^https?:\\/\\//.test(data.url) ? data.url : self.registration.scope;
  event.waitUntil(self.registration.showNotification(title, { body: typeof data.body === 'string' ? data.body : '', icon: typeof data.icon === 'string' ? data.icon : undefined, data: { url }, tag: typeof data.tag === 'string' ? data.tag : undefined }));
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = event.notification.data && event.notification.data.url;
  event.waitUntil(self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((list) => {
    for (const client of list) if (client.url === url && 'focus' in client) return client.focus();
    return self.clients.openWindow(url);
  }));
});
`

/** The service's VAPID key pair: made once (P-256), kept in the database; its public key base64url, uncompressed. */
async function vapidPublicKey(db: AppContext['db']): Promise<string> {
  const known = await db.one<{ public_key: string }>('select public_key from push_keys')
  if (known) return known.public_key
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
  const jwk = publicKey.export({ format: 'jwk' })
  const raw = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x!, 'base64url'), Buffer.from(jwk.y!, 'base64url')]).toString('base64url')
  await db.query('insert into push_keys (public_key, private_jwk) values ($1, $2) on conflict (id) do nothing', [raw, JSON.stringify(privateKey.export({ format: 'jwk' }))])
  return (await db.one<{ public_key: string }>('select public_key from push_keys'))!.public_key
}

/** Where a push may be sent: a push service over HTTPS, or in development this service's own test endpoint. */
const deliverable = (endpoint: string, development: boolean) => /^https:\/\//i.test(endpoint) || (development && /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\/dev\/push-endpoint\/[\w-]{1,100}$/.test(endpoint))

export default async function pushRoutes(app: FastifyInstance, { db, config }: AppContext): Promise<void> {
  const key = vapidPublicKey(db)
  // Made at start; a failure shows on the call that needs it.
  key.catch((error: unknown) => console.error('[push] The VAPID key pair could not be made.', error))

  app.get('/push-worker.js', async (_request, reply) => {
    // Revalidated on every registration (the client checks for updates): a new worker reaches browsers at once.
    reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').header('service-worker-allowed', '/')
    return PUSH_WORKER
  })

  app.get('/v5/push/public-key', async () => ({ public_key: await key }))

  app.post<{ Params: { section: string }; Body: { service_type: 'FCM'; subscription_id: string; public_key: string; auth_secret: string; endpoint: string; view?: { uniqueId?: string }; meta?: Record<string, string>; rq?: string; locale?: string } }>(
    '/v5/subscriptions/:section/push',
    {
      schema: {
        params: sectionParams,
        body: {
          type: 'object',
          required: ['service_type', 'subscription_id', 'public_key', 'auth_secret', 'endpoint'],
          properties: {
            service_type: { const: 'FCM' },
            subscription_id: text(500),
            public_key: text(200),
            auth_secret: text(100),
            endpoint: { type: 'string', pattern: '^https?://', maxLength: 2000 },
            view: { type: 'object', properties: { uniqueId: { type: 'string', maxLength: 500 } } },
            meta: { type: 'object', additionalProperties: { type: 'string', maxLength: 2000 } },
            rq: { type: 'string', maxLength: 100 },
            // Beyond document 2's fields: the product's locale, in which this browser's pushes are written.
            locale: { type: 'string', maxLength: 20 },
          },
        },
      },
    },
    async (request) => {
      const section = await sectionByUuid(db, request.params.section)
      const b = request.body
      if (!deliverable(b.endpoint, config.development)) throw badRequest('A push endpoint must be an HTTPS address.')
      await db.query(
        `insert into push_subscriptions (section_uuid, subscription_id, service_type, endpoint, public_key, auth_secret, user_uuid, meta)
         values ($1, $2, $3, $4, $5, $6, $7, $8)
         on conflict (section_uuid, subscription_id) do update set endpoint = excluded.endpoint, public_key = excluded.public_key,
           auth_secret = excluded.auth_secret, user_uuid = excluded.user_uuid, meta = excluded.meta`,
        [section.section_uuid, b.subscription_id, b.service_type, b.endpoint, b.public_key, b.auth_secret, request.userUuid ?? null, JSON.stringify({ ...(b.meta ?? {}), uniqueId: b.view?.uniqueId ?? '', locale: pushLocale(b.locale) })],
      )
      return { subscribed: true }
    },
  )

  app.delete<{ Params: { section: string }; Body: { service_type: 'FCM'; subscription_id: string } }>(
    '/v5/subscriptions/:section/push',
    { schema: { params: sectionParams, body: { type: 'object', required: ['subscription_id'], properties: { service_type: { const: 'FCM' }, subscription_id: text(500) } } } },
    async (request) => {
      const section = await sectionByUuid(db, request.params.section)
      await db.query('delete from push_subscriptions where section_uuid = $1 and subscription_id = $2', [section.section_uuid, request.body.subscription_id])
      return { subscribed: false }
    },
  )

  // --- development: a push endpoint the tests can read ----------------------------------------------
  if (config.development) {
    const received = new Map<string, Array<{ headers: Record<string, string>; body: string }>>()
    app.addContentTypeParser('application/octet-stream', { parseAs: 'buffer', bodyLimit: 8192 }, (_request, body, done) => done(null, body))
    app.post<{ Params: { id: string }; Body: Buffer }>('/dev/push-endpoint/:id', { schema: { params: { type: 'object', properties: { id: { type: 'string', pattern: '^[\\w-]{1,100}$' } } } } }, async (request, reply) => {
      const list = received.get(request.params.id) ?? []
      list.push({
        headers: { authorization: String(request.headers.authorization ?? ''), 'content-encoding': String(request.headers['content-encoding'] ?? ''), ttl: String(request.headers.ttl ?? '') },
        body: Buffer.from(request.body ?? []).toString('base64'),
      })
      received.set(request.params.id, list.slice(-50))
      return reply.code(201).send()
    })
    app.get<{ Params: { id: string } }>('/dev/push-endpoint/:id', async (request) => ({ result: received.get(request.params.id) ?? [] }))
  }
}
