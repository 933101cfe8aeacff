/**
 * The session's sign-in side: the login calls (login.ts), the account calls (accounts.ts) and the
 * publisher's identity systems (external.ts), made together. The session plugin imports this only when
 * it is first needed — a reader or the page asks for a sign-in, sign-up or sign-out, start-up has an
 * automatic login to run, or a watched identity system (identity-watch.ts) has a sign-in to exchange — so
 * a page whose readers only read never downloads it.
 */
import type { LoginResult } from '../../contracts/entities/user'
import type { PluginContext } from '../../contracts/plugin'
import type { SiteSettings } from '../../contracts/settings'
import type { Timers } from '../../kernel/with-timeout'
import { createAccounts } from './accounts'
import { createExternalLogins, type IdentityHost } from './external'
import { createLogin } from './login'
import type { PopupHost } from './popup'

export interface SignInDeps {
  ctx: PluginContext
  settings: () => Partial<SiteSettings>
  timers: Timers
  popupHost: PopupHost
  identityHost: IdentityHost
  /** Every successful sign-in, whichever way it came. */
  signedIn: (result: LoginResult) => void
  /** After a sign-out. */
  signedOut: () => void
}

export function createSignIn({ ctx, settings, timers, popupHost, identityHost, signedIn, signedOut }: SignInDeps) {
  const login = createLogin({ ctx, settings, timers, popupHost, signedIn, signedOut })
  const accounts = createAccounts(ctx, signedIn)
  const external = createExternalLogins({ ctx, settings, attempt: login.attempt, host: identityHost })
  return { login, accounts, external }
}

export type SignIn = ReturnType<typeof createSignIn>
