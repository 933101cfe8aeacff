/**
 * A page for the realtime plugin's tests without a service: a fake socket per attempt (what it sent, and
 * buttons for what the service does), a fake window (online, offline, visibility and the reader's
 * activity, fired by hand, its listeners counted) and a fake clock that is also the product's wall clock.
 */
import type { User } from '../../../contracts/entities/user'
import type { RealtimeConnection } from '../../../contracts/events'
import type { PluginContext, Slice } from '../../../contracts/plugin'
import { defaultEndpoints } from '../../../kernel/config'
import { createKernel, type Kernel } from '../../../kernel/kernel'
import { ACTIVITY_EVENTS } from '../../../kernel/lib/activity'
import { guestUser } from '../../../kernel/lib/guest'
import { createStorage, type ProductStorage } from '../../../kernel/storage'
import { realtimePlugin, type NetworkHost, type RealtimeOptions, type RealtimeState } from '../../../plugins/realtime'
import type { RealtimeSocket } from '../../../plugins/realtime/socket'
import { recordingLogger } from '../../support/console'
import { fakeTimers, type FakeTimers } from '../../support/fake-timers'

export const SITE = '11111111-2222-4333-8444-555555555555'
export const UMA = 'aaaaaaaa-2222-4333-8444-555555555555'
export const BEN = 'bbbbbbbb-2222-4333-8444-555555555555'
/** The activity tracker's: pointer, key, wheel, touch, scroll and focus on the window, visibility on the document. */
export const ACTIVITY_LISTENERS = ACTIVITY_EVENTS.length + 1
export const reader = (uuid: string): User => ({ ...guestUser(), uuid, id: 7, name: 'Reader', user_privilege: 'user' })

/** One socket the plugin opened: what it sent, and buttons for what the service does. */
export interface FakeSocket extends RealtimeSocket {
  url: string
  sent: unknown[]
  closed: boolean
  /** The connection carries nothing any more, and does not close (keep-alives go unanswered). */
  silent: boolean
  open(): void
  receive(frame: unknown): void
  drop(): void
}

export function fakeSocket(url: string): FakeSocket {
  const listeners: Record<string, Array<(event: { type: string; data?: unknown; code?: number }) => void>> = {}
  const fire = (type: string, event: { type: string; data?: unknown; code?: number }) => listeners[type]?.forEach((listener) => listener(event))
  const socket: FakeSocket = {
    url,
    sent: [],
    closed: false,
    silent: false,
    readyState: 0,
    send: (data) => {
      socket.sent.push(JSON.parse(data))
      // The service answers a keep-alive, a moment later.
      if (JSON.parse(data).type === 'keep-alive') queueMicrotask(() => socket.readyState === 1 && !socket.silent && socket.receive({ type: 'keep-alive' }))
    },
    close: () => void ((socket.closed = true), ((socket as { readyState: number }).readyState = 3)),
    addEventListener: (type, listener) => void (listeners[type] ??= []).push(listener),
    open: () => ((socket as { readyState: number }).readyState = 1, fire('open', { type: 'open' })),
    receive: (frame) => fire('message', { type: 'message', data: JSON.stringify(frame) }),
    drop: () => ((socket as { readyState: number }).readyState = 3, fire('close', { type: 'close', code: 1006 })),
  }
  return socket
}

/** A window with a navigator and a document: its listeners are counted, its events fired by hand. */
export function fakeWindow() {
  const listeners = new Map<string, Set<() => void>>()
  const add = (type: string, listener: () => void) => void (listeners.get(type) ?? listeners.set(type, new Set()).get(type)!).add(listener)
  const remove = (type: string, listener: () => void) => void listeners.get(type)?.delete(listener)
  const navigator = { onLine: true }
  const document = { visibilityState: 'visible', addEventListener: add, removeEventListener: remove }
  const host: NetworkHost = { navigator, document, addEventListener: add, removeEventListener: remove }
  return {
    host,
    navigator,
    document,
    fire: (type: 'online' | 'offline' | 'visibilitychange' | (typeof ACTIVITY_EVENTS)[number]) => [...(listeners.get(type) ?? [])].forEach((listener) => listener()),
    /** Listeners in place, of these types (all by default). */
    count: (...types: string[]) => [...listeners].reduce((n, [type, set]) => n + (types.length === 0 || types.includes(type) ? set.size : 0), 0),
  }
}

export interface Page {
  kernel: Kernel
  ctx: PluginContext
  timers: FakeTimers
  storage: ProductStorage
  session: Slice<{ user: User }>
  win: ReturnType<typeof fakeWindow>
  sockets: FakeSocket[]
  last(): FakeSocket
  published: Array<[string, string, unknown[]]>
  /** `realtime`/`connection` payloads, in order. */
  connections(): RealtimeConnection[]
  refreshes: number
  state(): Promise<RealtimeState>
  signIn(uuid: string, token: string): Promise<void>
  signOut(): Promise<void>
}

/** A page with the realtime plugin, a session slice starting as a guest, and token storage. */
export async function page(refresh: (storage: ProductStorage) => boolean = () => true, options: Partial<RealtimeOptions> & { hidden?: boolean } = {}): Promise<Page> {
  const timers = fakeTimers()
  const storage = createStorage({ local: () => undefined, session: () => undefined })
  const sockets: FakeSocket[] = []
  const win = fakeWindow()
  if (options.hidden) win.document.visibilityState = 'hidden'
  const published: Page['published'] = []
  const p = { timers, storage, win, sockets, published, refreshes: 0 } as Page
  const kernel = createKernel({
    logger: recordingLogger().logger,
    timers,
    now: () => timers.now,
    extensions: [
      { name: 'config', create: () => ({ endpoints: defaultEndpoints('http://service.test') }) },
      { name: 'storage', create: () => storage },
      // The HTTP client's part the plugin uses: the stored access token, and a refresh.
      { name: 'http', create: () => ({ refresh: async () => (p.refreshes++, refresh(storage)), accessToken: () => storage.local.get<{ access?: string }>('tokens')?.access }) },
    ],
  })
  kernel.bus.prepublish((channel, event, ...args) => {
    published.push([channel, event, args])
    return { channel, event, args }
  })
  kernel.store.slice('site', { settings: {}, sectionTree: { site_uuid: SITE } })
  await kernel.plugins.use({ name: 'session', setup: (c) => void (p.session = c.store.slice('session', { user: guestUser() })) })
  await kernel.plugins.use(realtimePlugin({ socket: (url) => (sockets.push(fakeSocket(url)), sockets.at(-1)!), random: () => 0, host: win.host, ...(options.activityTimeoutMs ? { activityTimeoutMs: options.activityTimeoutMs } : {}) }))
  await kernel.plugins.use({ name: 'consumer', setup: (c) => void (p.ctx = c) })
  Object.assign(p, {
    kernel,
    last: () => sockets.at(-1)!,
    connections: () => published.filter(([c, e]) => c === 'realtime' && e === 'connection').map(([, , [state]]) => state as RealtimeConnection),
    // Awaits the connection when there is one: whatever followed its loading has run by then.
    state: () => p.ctx.actions.call('realtime.state', { params: {} }) as Promise<RealtimeState>,
    async signIn(uuid: string, token: string) {
      storage.local.set('tokens', { access: token, refresh: 'refresh-token' })
      p.session.update((draft) => void (draft.user = reader(uuid)))
      await p.state()
    },
    async signOut() {
      storage.local.remove('tokens')
      p.session.update((draft) => void (draft.user = guestUser()))
      await p.state()
    },
  })
  return p
}

/** A reader signed in on an open socket, their notifications subscription (s1) confirmed by the service. */
export async function confirmedReader(p: Page, uuid: string, token: string) {
  await p.signIn(uuid, token)
  p.last().open()
  p.last().receive({ type: 'subscribe', status: 'success', subscription_id: 's1' })
}
export const notificationsFrame = (id: string, user: string, token: string) => ({ type: 'subscribe', subscription_id: id, rules: { user_uuid: { one_of: [user] } }, access_token: token })
export const subscribeContainer = async (p: Page, container = 'c1') => {
  const result = await p.ctx.actions.call('realtime.subscribe', { params: { rules: { content_container_uuid: [container] } } })
  if ('error' in result) throw new Error(result.error)
  return result
}
/** Drops the socket until the retries run out (random 0: waits of 500, 1000, 2000, 4000, 8000 ms). */
export async function exhaust(p: Page) {
  for (const delay of [500, 1000, 2000, 4000, 8000]) {
    p.last().drop()
    await p.timers.tick(delay)
  }
  p.last().drop()
}
