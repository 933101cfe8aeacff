/**
 * The tray's request handling (document 4 §2–§3) as a pure XState machine. The plugin binds what a
 * request does to the tray (its slice, the widget host, the opener it gives focus back to) with
 * `.provide()`; tests bind recorders.
 *
 * waiting (no tray shown: requests are held, and one that opens places a tray) ⇄ shown (at least one tray
 * mounted: requests apply at once). The first tray mounted applies what was held, in order; the last one
 * unmounted closes the tray, so one shown later opens only when asked to.
 *
 * Who wins: every request is issued a number. A page's command is issued and applied at once. A reader's
 * request is issued when it is sent through its action (its ticket), and waits on the action's
 * interceptors; once they let it pass it applies only if no other request was issued meanwhile, so the
 * last request wins as issued (`viafoura.ui.login.show()` then `.hide()` ends closed). An action call
 * without a ticket (the page's own `vf.actions.call`) is issued when its interceptors let it pass.
 */
import { assign, enqueueActions, setup } from 'xstate'
import type { TrayRequest } from './state'

export type RequestsEvent =
  /** A page's command (`tray`/`open|close|toggle` published): issued and applied at once. */
  | { type: 'command'; request: TrayRequest }
  /** A reader's request is sent through its action: `context.issued` is its ticket from here on. */
  | { type: 'issue' }
  /**
   * A request passed its interceptors (`ticket` undefined: the page's own action call). It is admitted
   * (`context.admitted`) when still current, and its `request`, if any, goes on then.
   */
  | { type: 'decided'; ticket?: number; request?: TrayRequest }
  /** An admitted request: applied now while a tray is shown, else held (and one that opens places a tray). */
  | { type: 'request'; request: TrayRequest }
  /** The reader shows intent to open: a tray is placed (closed) when none is shown. */
  | { type: 'intent' }
  /** A tray finished mounting, or was taken off the page. */
  | { type: 'mounted' }
  | { type: 'unmounted' }

export interface RequestsContext {
  /** Requests issued so far. */
  issued: number
  /** Trays shown on the page. */
  mounted: number
  /** Requests waiting for a tray, in the order made. */
  held: TrayRequest[]
  /** Whether the last decided request was still current. */
  admitted: boolean
}

/** The request an event carries, if any. */
const requestOf = (event: RequestsEvent): TrayRequest | undefined => ('request' in event ? event.request : undefined)

export const trayRequestsMachine = setup({
  types: {
    context: {} as RequestsContext,
    events: {} as RequestsEvent,
  },
  actions: {
    /** Applies requests to the tray's state, in order, as one change. */
    apply: (_, _params: { requests: readonly TrayRequest[] }) => {},
    /** Places a tray on the page (one per page: the host adds it only when there is none). */
    place: () => {},
    /** Closes the tray if it is open. */
    close: () => {},
    /** Forgets the bell a reader's request came from: focus goes back to whatever had it. */
    forgetOpener: () => {},
    issue: assign({ issued: ({ context }) => context.issued + 1 }),
    hold: assign({ held: ({ context, event }) => [...context.held, requestOf(event)!] }),
  },
  guards: {
    /** The page's own action call: it has no ticket. */
    unticketed: ({ event }) => event.type === 'decided' && event.ticket === undefined,
    /** A reader's request that passed its interceptors is still the latest issued. */
    current: ({ context, event }) => event.type === 'decided' && event.ticket === context.issued,
    opens: ({ event }) => requestOf(event)?.type !== 'close',
    lastTray: ({ context }) => context.mounted <= 1,
  },
}).createMachine({
  id: 'trayRequests',
  context: { issued: 0, mounted: 0, held: [], admitted: false },
  // An admitted request goes on as a `request` event (raised: after this transition, before any other event).
  initial: 'waiting',
  on: {
    command: { actions: ['issue', 'forgetOpener', enqueueActions(({ event, enqueue }) => void (requestOf(event) && enqueue.raise({ type: 'request', request: requestOf(event)! })))] },
    issue: { actions: 'issue' },
    decided: [
      // The page's own call is issued as it passes: whatever still waits yields to it.
      { guard: 'unticketed', actions: ['issue', 'forgetOpener', assign({ admitted: true }), enqueueActions(({ event, enqueue }) => void (requestOf(event) && enqueue.raise({ type: 'request', request: requestOf(event)! })))] },
      { guard: 'current', actions: [assign({ admitted: true }), enqueueActions(({ event, enqueue }) => void (requestOf(event) && enqueue.raise({ type: 'request', request: requestOf(event)! })))] },
      { actions: assign({ admitted: false }) },
    ],
  },
  states: {
    waiting: {
      on: {
        request: [{ guard: 'opens', actions: ['hold', 'place'] }, { actions: 'hold' }],
        intent: { actions: 'place' },
        mounted: {
          target: 'shown',
          actions: [assign({ mounted: ({ context }) => context.mounted + 1 }), { type: 'apply', params: ({ context }) => ({ requests: context.held }) }, assign({ held: [] })],
        },
      },
    },
    shown: {
      on: {
        request: { actions: { type: 'apply', params: ({ event }) => ({ requests: [event.request] }) } },
        mounted: { actions: assign({ mounted: ({ context }) => context.mounted + 1 }) },
        unmounted: [
          { guard: 'lastTray', target: 'waiting', actions: [assign({ mounted: 0 }), 'close'] },
          { actions: assign({ mounted: ({ context }) => context.mounted - 1 }) },
        ],
      },
    },
  },
})
