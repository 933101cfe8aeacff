/**
 * The push plugin (document 2 §4, §7–§9; document 1 §2's push opt-in widget): `<vf-push-opt-in>`, whose
 * button turns this browser's push notifications on or off, and the push machine behind it
 * (push.machine.ts, bound to the real worker, browser and service in browser.ts). The machine and XState
 * load with the first widget; the state is published as `push`/`state`. A sign-in resets and
 * re-evaluates the state (`push`/`reset` is published then too). The permission is asked only from the
 * reader's press of the button.
 */
import type { Plugin } from '../../contracts/plugin'
import type { PushPermission, PushState } from '../../contracts/enums'

/** The push plugin's translation namespace. */
export const PUSH_NAMESPACE = 'push'

declare module '../../contracts/store' {
  interface StoreSlices {
    /** The push plugin's: the machine's state, the permission, the last failure's message. */
    push: PushSlice
  }
}

export interface PushSlice {
  state: PushState
  permission: PushPermission
  error: string | undefined
  /** The browser can do push at all (a service worker, the Push API, notifications). */
  supported: boolean
}

declare module '../../contracts/actions' {
  interface Actions {
    /** Turns push on in this browser; run it from the reader's gesture (it asks the permission). */
    'push.subscribe': { params: Record<string, never>; result: PushState }
    'push.unsubscribe': { params: Record<string, never>; result: PushState }
    /** After a failure: start again. */
    'push.retry': { params: Record<string, never>; result: PushState }
  }
}

export function pushPlugin(options: { host?: () => import('./browser').PushHost } = {}): Plugin {
  return {
    name: 'push',
    dependencies: ['session'],
    setup(ctx) {
      const slice = ctx.store.slice('push', { state: 'base', permission: 'default', error: undefined, supported: true })
      ctx.i18n.registerNamespace(PUSH_NAMESPACE, (locale) => import(`./locales/${locale}.ts`))
      type Running = Awaited<ReturnType<typeof import('./running').startPush>>
      let running: Promise<Running> | undefined
      /** The machine, started once (with XState, loaded then). */
      const machine = () =>
        (running ??= import('./running').then(({ startPush }) =>
          startPush(ctx, options.host?.() ?? (window as unknown as import('./browser').PushHost), (state, permission, error, supported) => {
            const before = slice.getState().state
            slice.update((draft) => void Object.assign(draft, { state, permission, error, supported }))
            if (state !== before) ctx.bus.publish('push', 'state', state)
          }),
        ))
      ctx.onDispose(() => void running?.then((r) => r.stop()))
      const send = async (type: 'subscribe' | 'unsubscribe' | 'retry') => (await machine()).send(type)

      ctx.actions.register('push.subscribe', () => send('subscribe'))
      ctx.actions.register('push.unsubscribe', () => send('unsubscribe'))
      ctx.actions.register('push.retry', () => send('retry'))
      ctx.bus.subscribe('login', 'success', () => {
        if (!running) return
        ctx.bus.publish('push', 'reset')
        void running.then((r) => r.reset())
      })

      ctx.widgets.define({
        tag: 'vf-push-opt-in',
        skeletonHeight: 48,
        load: async () => {
          const [module] = await Promise.all([import('./views/module'), ctx.i18n.load(PUSH_NAMESPACE), machine()])
          return module.optInModule(ctx, slice)
        },
      })
    },
  }
}
