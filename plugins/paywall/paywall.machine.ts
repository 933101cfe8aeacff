/**
 * The paywall (document 3 §4 "Paywall", §8) as a pure XState machine; the plugin binds the browser check,
 * the provider and the wall-view report with `.provide()`, tests bind fakes.
 *
 * idle → (start) checking: an outdated browser, or a check that fails, forces release.
 * open: not walled; each `decide` keeps the latest decision (a registered user's remaining count shows as
 *   a note), and one that walls goes to walled.
 * walled: the wall replaces its areas; its view is reported once per wall (`wallViewed`); the provider
 *   (the third-party paywall script) is loaded and may `release` it (the reader unlocked the content) or
 *   `fail` (its script broke), which forces release. A `decide` that no longer walls (a reset period over)
 *   goes back to open.
 * released: the controls are restored for the rest of the page.
 * `destroy` (a sign-in) takes the wall down from anywhere and starts again for the new reader.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate'
import { ErrorCode, VfError } from '../../kernel/errors'
import type { Decision } from './rules'

/** Why the wall went away for this page. */
export type ReleaseReason = 'released' | 'error' | 'outdated'

export interface PaywallContext {
  decision: Decision | undefined
  reason: ReleaseReason | undefined
}

export type PaywallEvent = { type: 'start' } | { type: 'decide'; decision: Decision } | { type: 'release' } | { type: 'fail'; error?: unknown } | { type: 'destroy' }

/** What the provider sends back while it runs. */
export type ProviderEvent = { type: 'release' } | { type: 'fail'; error?: unknown }

export const paywallMachine = setup({
  types: {
    context: {} as PaywallContext,
    events: {} as PaywallEvent,
  },
  actors: {
    /** Resolves when this browser can run the wall; rejects when it is outdated. */
    check: fromPromise<void>(async () => {
      throw new VfError(ErrorCode.ActorNotBound, 'check is not bound')
    }),
    /** Loads and runs the third-party paywall; sends `release` or `fail`. */
    provider: fromCallback<ProviderEvent, Decision | undefined>(({ sendBack }) => {
      sendBack({ type: 'fail', error: new VfError(ErrorCode.ActorNotBound, 'provider is not bound') })
    }),
  },
  actions: {
    /** The wall was shown: `analytics`/`wall_view`. */
    wallViewed: (_, _params: { decision: Decision | undefined }) => {},
  },
  guards: {
    walls: ({ event }) => event.type === 'decide' && event.decision.walled,
  },
}).createMachine({
  id: 'paywall',
  initial: 'idle',
  context: { decision: undefined, reason: undefined },
  on: {
    destroy: { target: '.checking', actions: assign({ decision: undefined, reason: undefined }) },
  },
  states: {
    idle: {
      on: { start: 'checking' },
    },
    checking: {
      invoke: {
        src: 'check',
        onDone: 'open',
        onError: { target: 'released', actions: assign({ reason: 'outdated' }) },
      },
      on: { decide: { actions: assign({ decision: ({ event }) => event.decision }) } },
    },
    open: {
      always: { guard: ({ context }) => context.decision?.walled === true, target: 'walled' },
      on: {
        decide: [{ guard: 'walls', target: 'walled', actions: assign({ decision: ({ event }) => event.decision }) }, { actions: assign({ decision: ({ event }) => event.decision }) }],
      },
    },
    walled: {
      entry: { type: 'wallViewed', params: ({ context }) => ({ decision: context.decision }) },
      invoke: { src: 'provider', input: ({ context }) => context.decision },
      on: {
        decide: [{ guard: 'walls', actions: assign({ decision: ({ event }) => event.decision }) }, { target: 'open', actions: assign({ decision: ({ event }) => event.decision }) }],
        release: { target: 'released', actions: assign({ reason: 'released' }) },
        fail: { target: 'released', actions: assign({ reason: 'error' }) },
      },
    },
    released: {},
  },
})

/** The walls a state puts up: the decision's areas when walled; its notes only when open; none otherwise. */
export function areasOf(state: 'idle' | 'checking' | 'open' | 'walled' | 'released', decision: Decision | undefined): Decision['areas'] {
  if (!decision) return {}
  if (state === 'walled') return decision.areas
  if (state === 'open') return Object.fromEntries(Object.entries(decision.areas).filter(([, mode]) => mode === 'note'))
  return {}
}
