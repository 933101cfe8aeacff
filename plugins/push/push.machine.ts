/**
 * Browser push (document 2 §4 "Push state machine", §8, §9) as a pure XState machine; the plugin binds
 * the real worker, browser and service actors with `.provide()`, tests bind fakes.
 *
 * base → (start) ready: the worker is registered and, for a signed-in reader where push is supported,
 * the service's setting and the browser's subscription are read → subscribed | unsubscribed.
 * subscribe / unsubscribe pass through processing → subscribed | unsubscribed, or failed (with the
 * error's message), from which `retry` starts again. A read that fails goes to failed too.
 * `reset` (a new sign-in) goes back to base and starts again. The permission (granted, denied,
 * default) is kept beside the state: a NotAllowedError from the browser is a denial, not a failure.
 */
import { assign, fromPromise, setup } from 'xstate'
import type { PushPermission } from '../../contracts/enums'
import { ErrorCode, VfError } from '../../kernel/errors'

/** The spec's messages (document 2 §8). */
export const PushMessages = {
  sending: 'Error sending subscription information',
  deleting: 'Error sending information to delete subscription',
  workerTimeout: 'service worker took too long to start',
  http: 'HTTP push support not enabled for this client',
} as const

/** What the start reads: is the reader subscribed here, and what the browser allows. */
export interface PushReading {
  subscribed: boolean
  permission: PushPermission
}

interface Context {
  permission: PushPermission
  error: string | undefined
}

/** A browser's refusal of the permission (`NotAllowedError`): a denial, kept as such. */
export const isNotAllowed = (error: unknown) => !!error && typeof error === 'object' && (error as { name?: unknown }).name === 'NotAllowedError'
const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : String(error))

export const pushMachine = setup({
  types: {
    context: {} as Context,
    events: {} as { type: 'start' } | { type: 'subscribe' } | { type: 'unsubscribe' } | { type: 'retry' } | { type: 'reset' },
  },
  actors: {
    /** Registers the worker and reads the service's setting and the browser's subscription. */
    prepare: fromPromise<PushReading>(async () => {
      throw new VfError(ErrorCode.ActorNotBound, 'prepare is not bound')
    }),
    /** Asks the permission (from the reader's gesture), subscribes the browser and tells the service. */
    subscribe: fromPromise<PushReading>(async () => {
      throw new VfError(ErrorCode.ActorNotBound, 'subscribe is not bound')
    }),
    /** Unsubscribes the browser and tells the service. */
    unsubscribe: fromPromise<void>(async () => {
      throw new VfError(ErrorCode.ActorNotBound, 'unsubscribe is not bound')
    }),
  },
  actions: {
    failed: assign(({ event }) => {
      const error = (event as { error?: unknown }).error
      return isNotAllowed(error) ? { permission: 'denied' as const, error: undefined } : { error: messageOf(error) }
    }),
  },
  guards: {
    denied: ({ event }) => isNotAllowed((event as { error?: unknown }).error),
  },
}).createMachine({
  id: 'push',
  context: { permission: 'default', error: undefined },
  initial: 'base',
  on: { reset: { target: '.base', actions: assign({ error: undefined }), reenter: true } },
  states: {
    base: { on: { start: 'ready' } },
    ready: {
      invoke: {
        src: 'prepare',
        onDone: [
          { guard: ({ event }) => event.output.subscribed, target: 'subscribed', actions: assign(({ event }) => ({ permission: event.output.permission, error: undefined })) },
          { target: 'unsubscribed', actions: assign(({ event }) => ({ permission: event.output.permission, error: undefined })) },
        ],
        onError: { target: 'failed', actions: 'failed' },
      },
    },
    processing: {
      initial: 'subscribing',
      states: {
        subscribing: {
          invoke: {
            src: 'subscribe',
            onDone: { target: '#push.subscribed', actions: assign(({ event }) => ({ permission: event.output.permission, error: undefined })) },
            // The reader refused the permission: nothing failed, they are not subscribed.
            onError: [
              { guard: 'denied', target: '#push.unsubscribed', actions: 'failed' },
              { target: '#push.failed', actions: 'failed' },
            ],
          },
        },
        unsubscribing: {
          invoke: {
            src: 'unsubscribe',
            onDone: { target: '#push.unsubscribed', actions: assign({ error: undefined }) },
            onError: { target: '#push.failed', actions: 'failed' },
          },
        },
      },
    },
    subscribed: { on: { unsubscribe: '#push.processing.unsubscribing' } },
    unsubscribed: { on: { subscribe: '#push.processing.subscribing' } },
    failed: { on: { retry: 'ready', subscribe: '#push.processing.subscribing' } },
  },
})
