/**
 * The social login flow (document 2 §4, §8, §9) as a pure XState machine. The plugin binds the real
 * popup, message and service actors with `.provide()`; tests bind fakes.
 *
 * idle → waiting (popup open: its result arrives by postMessage, or in poll mode is fetched once the
 * popup closes) → exchanging (the token becomes a session) → done | failed | cancelled | blocked (the
 * browser did not let the popup open).
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate'
import type { LoginResult } from '../../contracts/entities/user'
import type { SocialProvider } from '../../contracts/enums'
import { ErrorCode, VfError } from '../../kernel/errors'

export const SocialMessages = {
  superseded: 'Another social login flow was triggered.',
  failed: 'Social login failed.',
  /**
   * The browser refused to open the sign-in window. Browsers allow a popup only in answer to a click or
   * a key press, so the way on is to start the login from one (or to allow pop-ups for the site).
   */
  blocked: 'The sign-in window was blocked by the browser. Start the sign-in from a click, or allow pop-ups for this site, and try again.',
} as const

/** What the popup watcher reports. */
export type PopupEvent = { type: 'popup.token'; token: string } | { type: 'popup.closed' } | { type: 'popup.blocked' }

export interface SocialInput {
  provider: SocialProvider
  /** Poll mode: the result is fetched by `client` once the popup closes instead of posted to the page. */
  poll: boolean
  client: string
}

interface Context extends SocialInput {
  token: string | undefined
  result: LoginResult | undefined
  error: string | undefined
}

export const socialLoginMachine = setup({
  types: {
    context: {} as Context,
    input: {} as SocialInput,
    events: {} as PopupEvent | { type: 'superseded' },
  },
  actors: {
    /** Opens the popup and reports its token or its closing; stops watching when the flow leaves. */
    watchPopup: fromCallback<PopupEvent, SocialInput>(() => () => {}),
    /** Poll mode: the token the popup left for `client`. */
    pollResult: fromPromise<string, { client: string }>(async () => {
      throw new VfError(ErrorCode.ActorNotBound, 'pollResult is not bound')
    }),
    /** Exchanges the popup's token for a session. */
    exchange: fromPromise<LoginResult, { token: string }>(async () => {
      throw new VfError(ErrorCode.ActorNotBound, 'exchange is not bound')
    }),
  },
}).createMachine({
  id: 'socialLogin',
  context: ({ input }) => ({ ...input, token: undefined, result: undefined, error: undefined }),
  initial: 'waiting',
  on: {
    // A newer flow wins: this one ends, and its caller hears why.
    superseded: { target: '.failed', actions: assign({ error: SocialMessages.superseded }) },
  },
  states: {
    waiting: {
      invoke: { src: 'watchPopup', input: ({ context }) => ({ provider: context.provider, poll: context.poll, client: context.client }) },
      on: {
        'popup.token': { target: 'exchanging', actions: assign({ token: ({ event }) => event.token }) },
        'popup.closed': [{ guard: ({ context }) => context.poll, target: 'polling' }, { target: 'cancelled' }],
        // Not a cancel: the visitor never saw the window, and needs to hear why and what to do.
        'popup.blocked': { target: 'blocked', actions: assign({ error: SocialMessages.blocked }) },
      },
    },
    polling: {
      invoke: {
        src: 'pollResult',
        input: ({ context }) => ({ client: context.client }),
        onDone: { target: 'exchanging', actions: assign({ token: ({ event }) => event.output }) },
        // The visitor closed the popup without finishing.
        onError: { target: 'cancelled' },
      },
    },
    exchanging: {
      invoke: {
        src: 'exchange',
        input: ({ context }) => ({ token: context.token! }),
        onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ error: SocialMessages.failed }) },
      },
    },
    done: { type: 'final' },
    failed: { type: 'final' },
    cancelled: { type: 'final' },
    blocked: { type: 'final' },
  },
})
