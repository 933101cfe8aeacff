/**
 * Sign-in through other identities (document 2 §7): the publisher's cookie, OpenID Connect, the social
 * popup, LoginRadius, Janrain, Gigya and OAuth — all answered by one development provider that really
 * signs and verifies what it issues, so every flow runs end to end on a developer's machine. Each method
 * signs in only where the site turned it on (auth/sign-in-rules.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { SocialProvider } from '../../../contracts/enums'
import type { AppContext } from '../app'
import { isAllowedOrigin } from '../config'
import { DEV_IDENTITIES, findOrCreateExternal, identityFrom, type ExternalIdentity } from '../auth/external'
import { consumeOneTime, issueOneTime } from '../auth/one-time'
import { createDevIssuer } from '../auth/oidc'
import { refuseLoginBanned, requireLoginMethod, type LoginMethod } from '../auth/sign-in-rules'
import { gigyaSignature, signCookie, verifyCookie, verifyGigya } from '../auth/signed-values'
import { issueTokens } from '../auth/tokens'
import { badRequest, unauthorized } from '../errors'
import { findUser } from '../users'
import { issueXsrf } from '../auth/xsrf'
import { sharedKey } from '../keys'

const tokenBody = { body: { type: 'object', required: ['token'], additionalProperties: false, properties: { token: { type: 'string', minLength: 1, maxLength: 4000 } } } }
const LOGIN_CACHE_MS = 5 * 60_000

/** JSON safe to place inside a <script> element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

export default async function identityRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const issuer = await createDevIssuer((make) => sharedKey(db, 'dev-oidc-issuer', make))
  const now = () => Date.now()
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.headers.host ?? `localhost:${config.port}`}`
  const oidcIssuer = (request: FastifyRequest) => `${origin(request)}/auth/oidc`
  /**
   * Poll mode: the popup leaves its result under the client id the page chose, in the database, so the
   * page's poll may reach any instance; taken once. Expired results go whenever one is left.
   */
  const leaveResult = (client: string, token: string) =>
    db.query(
      `with gone as (delete from login_results where expires_at < $3 and client <> $1)
       insert into login_results (client, token, expires_at) values ($1, $2, $3::bigint + $4) on conflict (client) do update set token = excluded.token, expires_at = excluded.expires_at`,
      [client, token, now(), LOGIN_CACHE_MS],
    )
  const takeResult = async (client: string) => (await db.one<{ token: string }>('delete from login_results where client = $1 and expires_at >= $2 returning token', [client, now()]))?.token

  /**
   * Signs in the identity `identify` finds, by `method`. The site must have the method turned on (asked
   * first, so a refused method spends no one-time token) and the user must not be under a login ban.
   */
  const signIn = async (request: FastifyRequest, reply: FastifyReply, method: LoginMethod, identify: () => ExternalIdentity | undefined | Promise<ExternalIdentity | undefined>, failure: string) => {
    const section = await requireLoginMethod(db, config, request, method)
    const identity = await identify()
    if (!identity) throw unauthorized(failure)
    const { uuid, isNewUser } = await findOrCreateExternal(db, section.section_uuid, identity)
    await refuseLoginBanned(db, uuid)
    const tokens = await issueTokens(db, config, uuid)
    issueXsrf(reply)
    return { result: { user: await findUser(db, uuid, true), isNewUser }, ...tokens }
  }

  /** A one-time token the development provider hands out for `provider` (social, LoginRadius, Janrain, OAuth). */
  const providerToken = (provider: string, who: (typeof DEV_IDENTITIES)[number]) => issueOneTime(db, 'social', 10, null, { provider, sub: who.sub, name: who.name, email: who.email })
  const fromProviderToken = async (provider: string, token: unknown) => {
    const used = await consumeOneTime(db, 'social', token)
    return used && used.payload.provider === provider ? identityFrom(provider, used.payload) : undefined
  }
  const devIdentity = (sub: unknown) => DEV_IDENTITIES.find((i) => i.sub === sub) ?? DEV_IDENTITIES[0]

  // Cookie login: the publisher's own session cookie, readable by the page (document 4 §6).
  app.post<{ Body: { token: string } }>('/v2/users/login/cookie', { schema: tokenBody }, async (request, reply) =>
    signIn(request, reply, 'cookie', () => {
      const claims = verifyCookie(config.secret, request.body.token, now())
      return claims ? identityFrom('cookie', claims) : undefined
    }, 'The publisher session is not valid.'),
  )

  // OpenID Connect with the development issuer.
  app.get('/auth/oidc/.well-known/openid-configuration', async (request) => ({ issuer: oidcIssuer(request), jwks_uri: `${oidcIssuer(request)}/jwks`, id_token_signing_alg_values_supported: ['RS256'] }))
  app.get('/auth/oidc/jwks', async () => issuer.jwks)
  app.post<{ Body: { token: string } }>('/v2/users/login/openidconnect', { schema: tokenBody }, async (request, reply) => {
    return signIn(request, reply, 'openidconnect', async () => {
      const claims = await issuer.verify(oidcIssuer(request), request.body.token)
      return claims ? identityFrom('openidconnect', claims) : undefined
    }, 'The identity token is not valid.')
  })

  // The social popup: the visitor picks a demo identity; the result goes back to the opener only.
  app.get<{ Params: { provider: string }; Querystring: { callback?: string; client?: string; site?: string } }>('/auth/thirdparty/:provider', async (request, reply) => {
    const { provider } = request.params
    if (!(SocialProvider as readonly string[]).includes(provider)) throw badRequest(`Unknown social provider "${provider}"`)
    const callback = request.query.callback ?? ''
    let callbackOrigin: string
    try {
      callbackOrigin = new URL(callback).origin
    } catch {
      throw badRequest('The callback must be the address of an allowed publisher page.')
    }
    if (!isAllowedOrigin(config, callbackOrigin) && callbackOrigin !== origin(request)) throw badRequest('The callback must be the address of an allowed publisher page.')
    const client = (request.query.client ?? '').slice(0, 100)
    const buttons = DEV_IDENTITIES.map(
      (who) => `<form method="post" action="/auth/thirdparty/${provider}/complete"><input type="hidden" name="sub" value="${who.sub}"><input type="hidden" name="callback" value="${escapeHtml(callback)}"><input type="hidden" name="client" value="${escapeHtml(client)}"><button type="submit">Continue as ${escapeHtml(who.name)}</button></form>`,
    ).join('')
    return reply
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Sign in with ${provider}</title><style>body{font:16px system-ui,sans-serif;margin:1.5rem}button{display:block;width:100%;margin-block:.4rem;padding:.6rem;font:inherit}</style></head><body><h1>Sign in with ${provider}</h1><p>Development provider: choose who you are.</p>${buttons}</body></html>`)
  })
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))))
  app.post<{ Params: { provider: string }; Body: { sub?: string; callback?: string; client?: string } }>('/auth/thirdparty/:provider/complete', async (request, reply) => {
    const { provider } = request.params
    if (!(SocialProvider as readonly string[]).includes(provider)) throw badRequest(`Unknown social provider "${provider}"`)
    let target: string
    try {
      target = new URL(request.body?.callback ?? '').origin
    } catch {
      throw badRequest('The callback must be the address of an allowed publisher page.')
    }
    if (!isAllowedOrigin(config, target) && target !== origin(request)) throw badRequest('The callback must be the address of an allowed publisher page.')
    const token = await providerToken(provider, devIdentity(request.body?.sub))
    const client = request.body?.client
    if (client) await leaveResult(client, token)
    return reply
      .type('text/html; charset=utf-8')
      .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Signed in</title></head><body><p>Signed in. You can close this window.</p><script>(function(){var data=${scriptJson({ type: 'vf-social-login', token, client: client ?? null })};if(window.opener){window.opener.postMessage(data,${scriptJson(target)})}window.close()})()</script></body></html>`)
  })
  app.get<{ Querystring: { id?: string } }>('/v2/users/logincache/get', async (request) => {
    const token = request.query.id ? await takeResult(request.query.id) : undefined
    if (!token) throw badRequest('No login result is waiting for this id.')
    return { result: { token } }
  })
  app.post<{ Body: { token: string } }>('/v2/users/sociallogin', { schema: tokenBody }, async (request, reply) =>
    signIn(request, reply, 'social', async () => {
      const used = await consumeOneTime(db, 'social', request.body.token)
      const provider = typeof used?.payload.provider === 'string' ? used.payload.provider : ''
      return used && (SocialProvider as readonly string[]).includes(provider) ? identityFrom(provider, used.payload) : undefined
    }, 'Social login failed.'),
  )

  // LoginRadius, Janrain and OAuth: tokens from the development provider.
  app.post('/auth/loginradius/sott', { schema: { body: { type: 'object', required: ['siteUUID'], properties: { siteUUID: { type: 'string', maxLength: 64 } } } } }, async () => ({
    result: { sott: await issueOneTime(db, 'social', 10, null, { provider: 'loginradius-sott' }) },
  }))
  app.post<{ Body: { token: string } }>('/v2/users/loginradiuslogin', { schema: tokenBody }, async (request, reply) =>
    signIn(request, reply, 'loginradius', () => fromProviderToken('loginradius', request.body.token), 'LoginRadius login failed.'),
  )
  app.post<{ Body: { token: string } }>('/v2/users/login/janrain/oauth', { schema: tokenBody }, async (request, reply) =>
    signIn(request, reply, 'janrain', () => fromProviderToken('janrain', request.body.token), 'Janrain login failed.'),
  )

  if (config.development) {
    // What a publisher's identity systems would hand the page, for the demo and the tests.
    app.get<{ Querystring: { user?: string } }>('/auth/dev/cookie', async (request) => ({ result: { value: signCookie(config.secret, devIdentity(request.query.user), now()) } }))
    app.get<{ Querystring: { sub?: string } }>('/auth/oidc/dev-token', async (request) => ({ result: { id_token: await issuer.sign(oidcIssuer(request), devIdentity(request.query.sub)) } }))
    app.get<{ Querystring: { provider?: string; sub?: string } }>('/auth/dev/provider-token', async (request) => {
      const provider = request.query.provider ?? ''
      if (!['loginradius', 'janrain', 'oauth'].includes(provider)) throw badRequest('provider must be loginradius, janrain or oauth')
      return { result: { token: await providerToken(provider, devIdentity(request.query.sub)) } }
    })
    app.get<{ Querystring: { uid?: string } }>('/auth/dev/gigya', async (request) => {
      const uid = devIdentity(request.query.uid).sub
      const timestamp = String(Math.floor(now() / 1000))
      return { result: { uid, uid_timestamp: timestamp, uid_signature: gigyaSignature(config.secret, uid, timestamp) } }
    })
  }

  // `GET /v2/?json=`: the batch of user reads, or with `u=login` a Gigya or OAuth login (document 2 §7).
  app.get<{ Querystring: { u?: string; json?: string } }>('/v2/', async (request, reply) => {
    let parsed: { requests?: unknown; site?: unknown }
    try {
      parsed = JSON.parse(request.query.json ?? '')
    } catch {
      throw badRequest('json must be a JSON object holding the requests')
    }
    if (request.query.u === 'login') {
      const login = Array.isArray(parsed?.requests) ? (parsed.requests[0] as { type?: string; params?: Record<string, unknown> } | undefined) : undefined
      const params = login?.params ?? {}
      if (login?.type === 'loginGigya') {
        const who = DEV_IDENTITIES.find((i) => i.sub === params.uid)
        return signIn(request, reply, 'gigya', () => (who && verifyGigya(config.secret, params, now()) ? identityFrom('gigya', who) : undefined), 'Gigya login failed.')
      }
      if (login?.type === 'loginOAuth' && params.provider === 'oauth') return signIn(request, reply, 'oauth', () => fromProviderToken('oauth', params.mode_data), 'OAuth login failed')
      throw badRequest('Unknown login request type')
    }
    const requests = parsed?.requests
    if (!requests || typeof requests !== 'object' || Array.isArray(requests)) throw badRequest('json.requests must map names to requests')
    const entries = Object.entries(requests as Record<string, { route?: unknown; verb?: unknown; params?: { id?: unknown } }>)
    if (entries.length > 50) throw badRequest('At most 50 requests per batch')
    const result: Record<string, unknown> = {}
    for (const [key, item] of entries) {
      const id = item?.params?.id
      if (item?.route !== 'users' || item.verb !== 'get' || (typeof id !== 'string' && typeof id !== 'number')) {
        result[key] = { message: 'Only {route: "users", verb: "get", params: {id}} requests are supported', error_status: 400 }
        continue
      }
      const text = String(id)
      const user = /^(\d{1,15}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.test(text) ? await findUser(db, text, text === request.userUuid) : undefined
      result[key] = user ?? { message: `No user ${text}`, error_status: 404 }
    }
    return { result }
  })
}
