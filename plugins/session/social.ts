/**
 * The social sign-in flow (document 2 §4): the machine bound to the real popup and service calls.
 * Loaded on intent, when a reader first asks for a social sign-in.
 */
import { createActor, fromPromise, type ActorRefFrom } from 'xstate'
import type { LoginResult, User } from '../../contracts/entities/user'
import type { SocialProvider } from '../../contracts/enums'
import type { PluginContext } from '../../contracts/plugin'
import type { Timers } from '../../kernel/with-timeout'
import { watchPopup, type PopupHost } from './popup'
import { sessionApi } from './api'
import { SocialMessages, socialLoginMachine } from './social.machine'
import { ErrorCode, VfError } from '../../kernel/errors'

export type SocialFlow = (provider: SocialProvider, options?: { poll?: boolean }) => Promise<LoginResult>

export interface SocialDeps {
  ctx: PluginContext
  popupHost: PopupHost
  timers: Timers
  succeed: (loginType: string, answer: { user: User; isNewUser?: boolean }) => LoginResult
  fail: (loginType: string, error: unknown) => Error
}

export function createSocialFlow({ ctx, popupHost, timers, succeed, fail }: SocialDeps): SocialFlow {
  const api = sessionApi(ctx)
  let socialFlow: ActorRefFrom<typeof socialLoginMachine> | undefined

  /** The social popup flow (document 2 §4); a new flow ends the previous one. */
  return (provider: SocialProvider, options: { poll?: boolean } = {}): Promise<LoginResult> => {
    socialFlow?.send({ type: 'superseded' })
    const machine = socialLoginMachine.provide({
      actors: {
        watchPopup: watchPopup({ host: popupHost, timers, authBase: ctx.config.endpoints.auth, apiOrigin: new URL(ctx.config.endpoints.api).origin, site: ctx.config.site }),
        pollResult: fromPromise(({ input }: { input: { client: string } }) => api.socialResult(input.client)),
        // The machine keeps the answer as its result; `succeed` reads the user and isNewUser from it.
        exchange: fromPromise(({ input }: { input: { token: string } }) => api.social(input.token) as Promise<LoginResult>),
      },
    })
    const flow = createActor(machine, { input: { provider: provider as SocialProvider, poll: options.poll === true, client: crypto.randomUUID() } })
    socialFlow = flow
    ctx.bus.publish('login', 'social', provider as SocialProvider)
    return new Promise((resolve, reject) => {
      flow.subscribe((snapshot) => {
        if (snapshot.status !== 'done') return
        if (socialFlow === flow) socialFlow = undefined
        if (snapshot.value === 'done' && snapshot.context.result) resolve(succeed('social', snapshot.context.result))
        else if (snapshot.value === 'cancelled') {
          ctx.bus.publish('login', 'cancel', 'social')
          reject(new VfError(ErrorCode.LoginCancelled, SocialMessages.failed))
        } else reject(fail('social', new VfError(snapshot.value === 'blocked' ? ErrorCode.LoginCancelled : ErrorCode.LoginFailed, snapshot.context.error ?? SocialMessages.failed)))
      })
      flow.start()
    })
  }
}
