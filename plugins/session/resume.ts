/**
 * A returning reader whose access token ran out (15 minutes at the reference service) is a guest to
 * bootstrap, while the refresh token kept with it (30 days) still holds their login (document 2 §3–§4).
 * The login is resumed once per page view with one token refresh, whose answer names the reader: the
 * session refresh is one of the user fetches (document 2 §7), and the reference service answers it as it
 * answers a login, `{user}` with the tokens. Only a service that answers with tokens alone is asked who
 * they belong to. A refused refresh token clears the login data, as any refresh does; a refresh that
 * could not be done leaves a guest for this page view and the tokens for the next.
 */
import type { User } from '../../contracts/entities/user'
import type { PluginContext } from '../../contracts/plugin'
import { isGuestUser, isIdentifiedUser } from '../../kernel/lib/ids'
import { sessionApi } from './api'

/** The signed-in reader an answer names: `{user}`, as a login answers, or the user record itself. */
function readerIn(answer: unknown): User | undefined {
  if (!answer || typeof answer !== 'object') return undefined
  const candidate = 'user' in answer ? (answer as { user: unknown }).user : answer
  if (!candidate || typeof candidate !== 'object' || Array.isArray(candidate)) return undefined
  const user = candidate as User
  return isIdentifiedUser(user) && !isGuestUser(user) ? user : undefined
}

/** The reader the stored login belongs to, or undefined when it could not be resumed. */
async function storedReader(ctx: PluginContext): Promise<User | undefined> {
  const outcome = await ctx.http.renew()
  if (!outcome.ok) return undefined
  return readerIn(outcome.result) ?? readerIn(await sessionApi(ctx).currentUser<unknown>())
}

export interface ResumeDeps {
  ctx: PluginContext
  /** The reader as bootstrap (or a sign-in since) has them. */
  user: () => User
  /** The stored login's reader, while the visitor is still a guest and the plugin still installed. */
  resumed: (reader: User) => void
}

/**
 * Resumes the stored login of a visitor bootstrap calls a guest; undefined when there is nothing to
 * resume. The promise never rejects: a failure is a warning, and the visitor stays a guest.
 */
export function resumeStoredLogin({ ctx, user, resumed }: ResumeDeps): Promise<void> | undefined {
  if (!isGuestUser(user()) || !ctx.http.hasLogin()) return undefined
  let disposed = false
  ctx.onDispose(() => (disposed = true))
  return storedReader(ctx).then(
    (reader) => {
      // A sign-in meanwhile stands; a removed plugin changes nothing.
      if (reader && !disposed && isGuestUser(user())) resumed(reader)
    },
    (error: unknown) => ctx.log.warn('The stored login could not be resumed.', error),
  )
}
