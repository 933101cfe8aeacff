/**
 * The tray plugin: `<vf-tray>` (one per page) and `<vf-tray-trigger>`, the `tray` events, the
 * `tray.open|close|toggle` actions, and the product's own answer to `authentication`/`required`:
 * the tray on the profile tab (unless the page's middleware swallowed the request, document 4 §3). A
 * page without a `<vf-tray>` (comments only: document 1 §2 appends none) gets one when asked to open.
 * The plugin declares the spec's placement rules for the pair (document 1 §2) as companions — a tray
 * without a trigger gets a floating one, except on pages whose comments or reviews carry their own
 * sign-in; a trigger without a tray gets one — and brings its own words (the `tray` namespace) and CSS.
 *
 * What loads when: nothing of the panel before it is wanted. The bell is a chunk of its own; the panel's
 * views, and the request machine with XState, arrive when the reader shows intent to open it (hovers or
 * focuses the bell) or something asks to open it; requests made meanwhile are held and replayed in order.
 *
 * Who decides an opening (document 4 §2: interceptors see action calls). Every opening the reader causes
 * goes through the `tray.open` action, so an integrator's `vf.actions.addInterceptor('tray.open', …)`
 * decides it: the trigger (its `tray`/`toggle` carries its own element), a sign-in request
 * (`authentication`/`required`) and `profile`/`show`. Those still travel over the bus first, so the page
 * sees them and its `$prepublish` middleware may swallow them as before. A page's own `tray`/`open`,
 * `close` and `toggle` publishes are its commands, not the reader's: they apply at once, in the order
 * published, without interceptors (an interceptor of `tray.open` that opens the tray itself with
 * `$publish` must not call itself again). `vf.actions.call('tray.open' | 'tray.toggle')` is intercepted.
 */
import type { ActionParams } from '../../contracts/actions'
import type { AuthenticationRequest } from '../../contracts/events'
import type { ActionFailure, Plugin } from '../../contracts/plugin'
import type { WidgetModule } from '../../contracts/widgets'
import type { TrayTab } from '../../contracts/enums'
import type { TrayTabDeclaration, TrayTabView } from '../../contracts/tray'
import { isActionFailure } from '../../kernel/actions'
import type { RequestsEvent } from './requests.machine'
import { lazyRequests, type RequestsActor } from './requests'
import { applyRequest, initialTrayState, isTrayTab, openRequest, PROFILE_TAB, TRAY_NAMESPACE, TRIGGER_ATTRIBUTES, type TrayRequest } from './state'

/** The tray and its bell. */
const TRAY = 'vf-tray'
const TRIGGER = 'vf-tray-trigger'
/** Widgets that carry their own sign-in entry points: a page with one gets no floating bell (document 1 §2). */
const OWN_SIGN_IN = ['vf-conversations', 'vf-livecomments', 'vf-livereviews']

/** A reader's request's issue number, known once the machine has issued it (requests run in order). */
interface Ticket {
  number?: number
}

declare module '../../contracts/actions' {
  interface Actions {
    /**
     * Opens the tray on a tab (the feed by default). The reader's openings come through here (the trigger,
     * a sign-in request with its `reason` and `method`, `profile`/`show`), so its interceptors gate them.
     */
    'tray.open': { params: { tab?: TrayTab; reason?: string; method?: 'login' | 'signup' }; result: void }
    'tray.close': { params: Record<string, never>; result: void }
    /**
     * Closes an open tray, or opens a closed one on its last tab through `tray.open` (its interceptors
     * decide too); resolves with `tray.open`'s refusal when they stopped the opening.
     */
    'tray.toggle': { params: Record<string, never>; result: void | ActionFailure }
    /** A plugin adds a tab (the feed, community, settings); a second declaration of an id replaces the first. */
    'tray.add_tab': { params: TrayTabDeclaration; result: void }
    /** A plugin takes its tab away (it is being removed). */
    'tray.remove_tab': { params: { id: TrayTab }; result: void }
  }
}

export function trayPlugin(): Plugin {
  return {
    name: 'tray',
    dependencies: ['session'],
    setup(ctx) {
      const tray = ctx.store.slice('tray', initialTrayState())
      ctx.i18n.registerNamespace(TRAY_NAMESPACE, (locale) => import(`./locales/${locale}.ts`))
      /** The panel's chunk, with the words it speaks: both in before its first render. */
      const views = async () => (await Promise.all([import('./views/module'), ctx.i18n.load(TRAY_NAMESPACE), ...tray.getState().declared.map((tab) => labelWords(tab.label))]))[0]
      /** The namespace a declared tab's name is in, loaded (its panel's chunk brings the rest of its words). */
      const labelWords = async (label: string) => {
        const namespace = label.includes(':') ? label.slice(0, label.indexOf(':')) : ''
        if (namespace) await ctx.i18n.load(namespace).catch((error: unknown) => ctx.log.warn(`The words of the tray's ${label} tab could not be loaded.`, error))
      }
      let wasOpen = false

      /**
       * Whether the tray has been asked for: the reader showed intent to open (hovered or focused the bell)
       * or something asked to open it. Until then a tray on the page is mounted as an empty shell and its
       * chunk is not fetched (it is off-canvas: nothing of it shows before it opens); then it loads, closed.
       */
      let wanted = false
      const waiting = new Set<() => void>()
      const want = () => {
        if (wanted) return
        wanted = true
        for (const wake of [...waiting]) wake()
      }
      /** Resolves once the tray is wanted, or its widget is taken off the page (`signal`). */
      const used = (signal: AbortSignal) =>
        new Promise<void>((resolve) => {
          if (wanted || signal.aborted) return resolve()
          const wake = () => {
            waiting.delete(wake)
            signal.removeEventListener('abort', wake)
            resolve()
          }
          waiting.add(wake)
          signal.addEventListener('abort', wake)
        })

      /** Triggers rendered by this plugin: a `tray`/`toggle` carrying one of them is the reader's click. */
      const triggers = new WeakSet<Element>()
      /**
       * The bell whose click is the latest request, if it was one: the tray gives focus back to it on
       * closing (a mouse click does not focus a button in every browser). Any other request clears it, and
       * the tray falls back to whatever had focus when it opened (a comment's Like button, a page's button).
       */
      const openedBy: { current: HTMLElement | null } = { current: null }
      /**
       * Which requests apply, and when (requests.machine.ts): held until a tray is shown, and the last one
       * issued wins over a reader's request still waiting on interceptors. The machine (with XState) loads
       * with the first request; requests made meanwhile run in order once it is in (requests.ts).
       */
      const requests = lazyRequests(
        {
          apply: (applied) => tray.update((draft) => applied.forEach((req) => applyRequest(draft, req))),
          place: () => {
            want()
            ctx.widgets.place(TRAY)
          },
          // A tray taken off the page is closed: one shown later opens only when asked to.
          close: () => {
            if (tray.getState().open) tray.update((draft) => void (draft.open = false))
          },
          forgetOpener: () => void (openedBy.current = null),
        },
        (error) => ctx.log.error('The tray could not take a request.', error),
      )
      ctx.onDispose(() => requests.stop())
      const send = (event: RequestsEvent) => void requests.run((machine) => machine.send(event))
      /** The issue number of each reader's request sent through an action (keyed by its params object). */
      const tickets = new WeakMap<object, Ticket>()
      /** Applies an admitted request now, or holds it until a tray is shown; a request to open places one if need be. */
      const request = (machine: RequestsActor, req: TrayRequest) => machine.send({ type: 'request', request: req })

      // Announce what changed, whoever changed it.
      tray.select(
        (s) => (s.loading === 'loaded' ? `${s.open}|${s.tab}` : 'not loaded'),
        () => {
          const { open, tab } = tray.getState()
          if (open && !wasOpen) ctx.bus.publish('tray', 'opened', tab)
          else if (!open && wasOpen) ctx.bus.publish('tray', 'closed')
          else if (open) ctx.bus.publish('tray-tab', 'change', tab)
          wasOpen = open
        },
      )

      /** A page's command: applied at once; whatever still waits on interceptors yields to it. */
      const command = (req: TrayRequest) => send({ type: 'command', request: req })
      /** Issues a reader's request: its params carry its number through the action call. */
      const ticketed = <P extends object>(params: P, trigger: HTMLElement | null = null): P => {
        const ticket: Ticket = {}
        tickets.set(params, ticket)
        void requests.run((machine) => {
          ticket.number = machine.send({ type: 'issue' }).issued
          openedBy.current = trigger
        })
        return params
      }
      /**
       * A request passed its interceptors: may it still apply? A call without a number (the page's own) is
       * issued now. An admitted `req` goes on at once.
       */
      const decide = (machine: RequestsActor, params: unknown, req?: TrayRequest): boolean => {
        const ticket = params && typeof params === 'object' ? tickets.get(params)?.number : undefined
        return machine.send({ type: 'decided', ...(ticket !== undefined ? { ticket } : {}), ...(req ? { request: req } : {}) }).admitted
      }
      const decided = async (params: unknown, req?: TrayRequest) => void (await requests.run((machine) => decide(machine, params, req)))
      /** The reader asks to open: through the action, so its interceptors decide (it asks no permission: a guest must reach sign-in). */
      const askToOpen = (params: ActionParams<'tray.open'>) => void ctx.actions.call('tray.open', { params: ticketed(params) })

      ctx.bus.subscribe('tray', 'open', (_trigger, tab, opts) => command({ type: 'open', tab, ...(typeof opts?.reason === 'string' && opts.reason ? { reason: opts.reason } : {}) }))
      ctx.bus.subscribe('tray', 'close', () => command({ type: 'close' }))
      ctx.bus.subscribe('tray', 'toggle', (trigger) =>
        trigger && typeof trigger === 'object' && triggers.has(trigger) ? void ctx.actions.call('tray.toggle', { params: ticketed({}, trigger as HTMLElement) }) : command({ type: 'toggle' }),
      )
      ctx.bus.subscribe('profile', 'show', () => askToOpen({ tab: PROFILE_TAB }))
      // The product's default sign-in: the profile tab. A page's $prepublish middleware may swallow this first.
      ctx.bus.subscribe('authentication', 'required', (req?: Partial<AuthenticationRequest>) => {
        const { trigger, method } = req && typeof req === 'object' ? req : {}
        askToOpen({ tab: PROFILE_TAB, ...(typeof trigger === 'string' && trigger ? { reason: trigger } : {}), ...(method === 'signup' ? { method } : {}) })
      })

      // The reader shows intent to open (the trigger hovered or focused; a page may publish it for its own
      // button): load the tray now, closed, so the opening that follows is at once. A page without a tray
      // (comments only) gets the one an opening would place; a tray already shown needs nothing.
      ctx.bus.subscribe('tray', 'open-intent', () => {
        // The tray's chunk is asked for at once, beside the machine's.
        want()
        send({ type: 'intent' })
      })
      // The page hides or shows the trigger (every trigger, now and mounted later) until it says otherwise.
      ctx.bus.subscribe('vf-tray-trigger', 'hide', () => tray.update((draft) => void (draft.triggerHidden = true)))
      ctx.bus.subscribe('vf-tray-trigger', 'unhide', () => tray.update((draft) => void (draft.triggerHidden = false)))

      ctx.actions.register('tray.open', (params) => decided(params, openRequest(params)))
      ctx.actions.register('tray.close', (params) => decided(params, { type: 'close' }))
      ctx.actions.register('tray.toggle', async (params) => {
        const opening = await requests.run((machine) => {
          if (!decide(machine, params)) return undefined
          const { open, tab } = tray.getState()
          if (open) return void request(machine, { type: 'close' })
          // An opening however asked: tray.open's interceptors decide it too, as the same request (its number).
          const next = { tab }
          tickets.set(next, { number: machine.context.issued })
          return next
        })
        if (!opening) return
        const outcome = await ctx.actions.call('tray.open', { params: opening })
        return isActionFailure(outcome) ? outcome : undefined
      })

      // Tabs other plugins declare: their names and places in the store, their panels' loaders here.
      const tabViews = new Map<TrayTab, () => Promise<TrayTabView>>()
      ctx.actions.register(
        'tray.add_tab',
        (declaration) => {
          if (!declaration || !isTrayTab(declaration.id) || typeof declaration.load !== 'function' || typeof declaration.label !== 'string') return
          const { id, label, order, guests, load } = declaration
          tabViews.set(id, load)
          // Named in the reader's words before it shows: a tray already loaded waits for them.
          return (wanted ? labelWords(label) : Promise.resolve()).then(() => tray.update((draft) => {
            draft.declared = [...draft.declared.filter((tab) => tab.id !== id), { id, label, order: Number.isFinite(order) ? order : 50, guests: guests === true }]
          }))
        },
        { interceptable: false },
      )
      ctx.actions.register(
        'tray.remove_tab',
        ({ id }) => {
          tabViews.delete(id)
          tray.update((draft) => void (draft.declared = draft.declared.filter((tab) => tab.id !== id)))
        },
        { interceptable: false },
      )
      // The bell's badge: the count the notifications' owner announces, whoever that is.
      ctx.bus.subscribe('user-notifications', 'new-count-changed', (count) => {
        const n = typeof count === 'number' && Number.isFinite(count) && count > 0 ? Math.floor(count) : 0
        tray.update((draft) => {
          draft.countNews = draft.countSettled && n > draft.newCount ? n : 0
          draft.countSettled = true
          draft.newCount = n
        })
      })
      // Only another reader starts over: the session also says `changed` for the same reader's newer data
      // (their profile, their graph), and a count that grows after that is still news.
      let countOwner: string | undefined
      ctx.bus.subscribe('user', 'changed', (user: { uuid?: unknown } | null | undefined) => {
        const who = user && typeof user.uuid === 'string' ? user.uuid : undefined
        if (who === countOwner) return
        countOwner = who
        tray.update((draft) => void (draft.countSettled = false))
      })

      ctx.widgets.define({
        tag: TRAY,
        single: true,
        // Mounted at once as a shell that waits until the tray is wanted (see `wanted`): what arrives in the
        // viewport or after a timeout is of no use to a panel that shows nothing until it opens.
        fetchTimeoutMs: 0,
        // A publisher's tray gets its bell, floating, unless the page's comments or reviews offer sign-in.
        companions: [{ tag: TRIGGER, attributes: { floating: 'true' }, unlessPresent: OWN_SIGN_IN }],
        load: async (): Promise<WidgetModule> => ({
          async mount(element, props, context) {
            await used(context.signal)
            if (context.signal.aborted) return () => {}
            tray.update((draft) => void (draft.loading = 'loading'))
            const { trayModule } = await views()
            const module = trayModule(ctx, tray, openedBy, tabViews)
            tray.update((draft) => void (draft.loading = 'loaded'))
            const unmount = await module.mount(element, props, context)
            // Loaded: from here on a request is applied at once (once per mount). Announced before the
            // held requests are applied, so one the page makes in answer comes after them, in order.
            ctx.bus.publish('vf-tray', 'loaded')
            send({ type: 'mounted' })
            return () => {
              send({ type: 'unmounted' })
              unmount()
            }
          },
        }),
      })
      ctx.widgets.define({
        tag: TRIGGER,
        attributes: TRIGGER_ATTRIBUTES,
        // A bell opens a tray: a page with a bell and no tray gets one.
        companions: [{ tag: TRAY }],
        // The bell alone, with the words it speaks (its label is the tray's): the panel waits for intent.
        load: async () => (await Promise.all([import('./trigger-module'), ctx.i18n.load(TRAY_NAMESPACE)]))[0].triggerModule(ctx, tray, triggers),
      })
    },
  }
}
