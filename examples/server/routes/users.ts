/**
 * Sign-in and the user calls (document 2 §7–§8): e-mail login (unless the site disabled widget logins),
 * logout, rotating token refresh, the current user and a user by id. A login ban refuses both sign-in and
 * refresh, answered by its code.
 */
import type { FastifyInstance, FastifyReply } from 'fastify'
import type { AppContext } from '../app'
import { refuseLoginBanned, requireLoginMethod } from '../auth/sign-in-rules'
import { issueXsrf } from '../auth/xsrf'
import { issueTokens, revokeSession, rotateRefreshToken, type Tokens } from '../auth/tokens'
import { HttpError, notFound, unauthorized } from '../errors'
import { verifyPassword } from '../passwords'
import { findUser, loginRow } from '../users'

export { API_CODE } from '../auth/sign-in-rules'

export default async function usersRoutes(app: FastifyInstance, { db, config, limits }: AppContext) {
  /** A login answer: the user, whether they are new, the tokens, and a fresh XSRF token. */
  const signedIn = async (reply: FastifyReply, userUuid: string, isNewUser: boolean, tokens?: Tokens) => {
    const issued = tokens ?? (await issueTokens(db, config, userUuid))
    const user = await findUser(db, userUuid, true)
    issueXsrf(reply)
    return { result: { user, isNewUser }, ...issued }
  }

  app.post<{ Body: { email: string; password: string } }>(
    '/v2/users/login',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'password'],
          additionalProperties: false,
          properties: { email: { type: 'string', minLength: 3, maxLength: 254 }, password: { type: 'string', minLength: 1, maxLength: 200 } },
        },
      },
    },
    async (request, reply) => {
      const limited = await limits.login.hit(`login:${request.ip}`)
      if (!limited.allowed) {
        reply.header('retry-after', String(limited.retryAfter))
        throw new HttpError(429, 'Too many attempts. Please wait a minute and try again.')
      }
      await requireLoginMethod(db, config, request, 'email')
      const row = await loginRow(db, request.body.email)
      // The same answer for an unknown e-mail and a wrong password: no account probing.
      if (!row || !(await verifyPassword(request.body.password, row.password_hash))) throw unauthorized('The e-mail or password is not correct.')
      await refuseLoginBanned(db, row.uuid)
      return signedIn(reply, row.uuid, false)
    },
  )

  app.delete('/v2/users/logout', async (request) => {
    // Ends this session's refresh tokens; the short-lived access token simply runs out.
    if (request.sessionId) await revokeSession(db, request.sessionId)
    return { result: { logged_out: true } }
  })

  app.get('/v2/users/refreshusertoken', async (request, reply) => {
    const header = request.headers.authorization
    const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined
    const rotated = token ? await rotateRefreshToken(db, config, token) : null
    if (!rotated) throw unauthorized('The session has expired. Please sign in again.')
    const { userUuid, ...tokens } = rotated
    // Banned after signing in: the presented token is spent by the rotation and the new pair is never
    // handed out, so the session ends here (and the client clears its stored login on the 403).
    await refuseLoginBanned(db, userUuid)
    return signedIn(reply, userUuid, false, tokens)
  })

  app.get('/v2/users/current', async (request) => {
    if (!request.userUuid) throw unauthorized()
    const user = await findUser(db, request.userUuid, true)
    if (!user) throw unauthorized()
    return { result: user }
  })

  app.get<{ Params: { id: string } }>(
    '/v2/users/:id',
    { schema: { params: { type: 'object', properties: { id: { type: 'string', pattern: '^([0-9]{1,15}|[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12})$' } } } } },
    async (request) => {
      const user = await findUser(db, request.params.id, false)
      if (!user) throw notFound(`No user ${request.params.id}`)
      return { result: user.uuid === request.userUuid ? await findUser(db, request.params.id, true) : user }
    },
  )
}
