/**
 * Accounts (document 2 §7): sign-up with a captcha answer checked by a development verifier, e-mail
 * verification and password reset through links delivered to the development outbox.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { AppContext } from '../app'
import { consumeOneTime, issueOneTime } from '../auth/one-time'
import { requireLoginMethod } from '../auth/sign-in-rules'
import { issueTokens } from '../auth/tokens'
import { badRequest, forbidden, HttpError } from '../errors'
import { outboxPage, readOutbox, sendMail } from '../outbox'
import { hashPassword } from '../passwords'
import { claimName, chosenName } from '../text'
import { findUser } from '../users'
import { holdFirstName, premoderated, refuseProvisionalLookAlike } from '../username-moderation'
import { API_CODE } from './users'

/** Addresses that may not sign up (a stand-in for the publisher's signup bans). */
const SIGNUP_BANNED_DOMAINS = ['banned.example']
export const VERIFICATION_TYPE_PARAM = 'verification_type'
export const VERIFICATION_TOKEN_PARAM = 'verification_token'

const email = { type: 'string', minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }
const password = { type: 'string', minLength: 8, maxLength: 200 }

export default async function accountRoutes(app: FastifyInstance, { db, config, limits }: AppContext) {
  const origin = (request: FastifyRequest) => `${request.protocol}://${request.headers.host ?? `localhost:${config.port}`}`
  const limited = async (request: FastifyRequest, reply: FastifyReply, name: 'signup') => {
    const attempt = await limits[name].hit(`${name}:${request.ip}`)
    if (attempt.allowed) return
    reply.header('retry-after', String(attempt.retryAfter))
    throw new HttpError(429, 'Too many attempts. Please wait a minute and try again.')
  }

  if (config.development) {
    app.get('/dev/captcha', async () => ({ result: { token: await issueOneTime(db, 'captcha', 10) } }))
    app.get('/dev/outbox.json', async () => ({ result: await readOutbox(db) }))
    app.get('/dev/outbox', async (_request, reply) => reply.type('text/html; charset=utf-8').send(outboxPage(await readOutbox(db))))
  }

  app.post<{ Body: { name: string; email: string; password: string; login?: boolean; 'g-recaptcha-response': string } }>(
    '/v2/users',
    {
      schema: {
        body: {
          type: 'object',
          required: ['name', 'email', 'password', 'g-recaptcha-response'],
          additionalProperties: false,
          properties: { name: { type: 'string', minLength: 1, maxLength: 1000 }, email, password, login: { type: 'boolean' }, 'g-recaptcha-response': { type: 'string', maxLength: 200 } },
        },
      },
    },
    async (request, reply) => {
      await limited(request, reply, 'signup')
      // Asked before the captcha is spent: a site that turned sign-up off keeps the reader's answer unused.
      const section = await requireLoginMethod(db, config, request, 'signup')
      const body = request.body
      // A name refused whatever else happens is said before the captcha answer is spent.
      const name = chosenName(body.name)
      refuseProvisionalLookAlike(name)
      if (!(await consumeOneTime(db, 'captcha', body['g-recaptcha-response']))) throw badRequest('The captcha answer is missing or has expired. Please try again.')
      const address = body.email.trim().toLowerCase()
      if (SIGNUP_BANNED_DOMAINS.includes(address.split('@')[1] ?? '')) throw forbidden('Signing up is not allowed for this address.', { api_code: API_CODE.signupBanned })
      if (await db.one('select 1 from users where lower(email) = $1', [address])) throw new HttpError(409, 'An account with this e-mail already exists. Try signing in instead.')
      const verify = section.settings.enable_email_verification !== 0 && section.settings.enable_email_verification !== false
      const uuid = randomUUID()
      const hash = await hashPassword(body.password)
      await db.tx(async (tx) => {
        const key = await claimName(tx, section.section_uuid, name)
        await tx.query('insert into users (uuid, section_uuid, name, name_key, email, password_hash, email_verification_status) values ($1, $2, $3, $4, $5, $6, $7)', [
          uuid,
          section.section_uuid,
          name,
          key,
          address,
          hash,
          verify ? 'pending_new' : 'approved',
        ])
        // Where the site premoderates names, the first one waits for a moderator too.
        if (premoderated(section.settings, { user_privilege: 'user', social_login_provider: null })) await holdFirstName(tx, uuid, name, key)
      })
      if (verify) {
        const token = await issueOneTime(db, 'verify', 24 * 60, uuid)
        const link = `${origin(request)}/?${VERIFICATION_TYPE_PARAM}=emailverification&${VERIFICATION_TOKEN_PARAM}=${token}`
        await sendMail(db, { to: address, subject: 'Confirm your e-mail address', body: `Hello ${name}, confirm your address to start commenting.`, link })
      }
      const tokens = body.login === false ? {} : await issueTokens(db, config, uuid)
      return { result: { user: await findUser(db, uuid, true), isNewUser: true }, ...tokens }
    },
  )

  app.post<{ Body: { token: string } }>(
    '/v2/users/verify-email',
    { schema: { body: { type: 'object', required: ['token'], additionalProperties: false, properties: { token: { type: 'string', maxLength: 200 } } } } },
    async (request) => {
      const used = await consumeOneTime(db, 'verify', request.body.token)
      if (!used?.user_uuid) throw badRequest('This verification link is invalid or has expired.')
      await db.query(`update users set email_verification_status = 'approved' where uuid = $1`, [used.user_uuid])
      return { result: await findUser(db, used.user_uuid, true) }
    },
  )

  app.post<{ Body: { email: string } }>(
    '/v2/account/password',
    { schema: { body: { type: 'object', required: ['email'], additionalProperties: false, properties: { email } } } },
    async (request) => {
      const user = await db.one<{ uuid: string; name: string; email: string }>('select uuid, name, email from users where lower(email) = lower($1)', [request.body.email])
      if (user) {
        const token = await issueOneTime(db, 'reset', 60, user.uuid)
        const link = `${origin(request)}/?${VERIFICATION_TYPE_PARAM}=reset&${VERIFICATION_TOKEN_PARAM}=${token}`
        await sendMail(db, { to: user.email, subject: 'Reset your password', body: `Hello ${user.name}, choose a new password within the hour.`, link })
      }
      // The same answer whether or not the address has an account: no account probing.
      return { result: { sent: true } }
    },
  )

  app.put<{ Body: { token: string; password: string } }>(
    '/v2/account/password',
    { schema: { body: { type: 'object', required: ['token', 'password'], additionalProperties: false, properties: { token: { type: 'string', maxLength: 200 }, password } } } },
    async (request) => {
      const used = await consumeOneTime(db, 'reset', request.body.token)
      if (!used?.user_uuid) throw badRequest('This password reset link is invalid or has expired.')
      await db.tx(async (tx) => {
        await tx.query('update users set password_hash = $2 where uuid = $1', [used.user_uuid, await hashPassword(request.body.password)])
        // Every signed-in session ends with the old password.
        await tx.query('update refresh_tokens set revoked = true where user_uuid = $1', [used.user_uuid])
      })
      return { result: { reset: true } }
    },
  )
}
