/**
 * The XSRF token a sign-in answer carries (document 2 §8: header `X-XSRF-TOKEN`). It travels in an
 * answer header that CORS exposes to the product's script, which keeps it with the login and sends it
 * back to this service only. It is not a cookie: the script runs on the publisher's page, where a cookie
 * of this service cannot be read, and the product never reads the publisher's own cookies.
 */
import type { FastifyReply } from 'fastify'

export const XSRF_HEADER = 'X-XSRF-TOKEN'

/** Gives `reply` a fresh XSRF token. */
export function issueXsrf(reply: FastifyReply): void {
  reply.header(XSRF_HEADER, crypto.randomUUID())
}
