/**
 * Start-up (document 2 §4, document 4 §1): once the document is interactive, the kernel reads the page,
 * installs the plugins and mounts the widgets; then it takes over the loader's `window.vf` (whose stubs
 * queue every call until that moment), runs the calls the page made early, announces `viafoura`/`ready`,
 * drains `window.vfQ` and calls `window.vfAsyncInit` once. `window.viafoura` forwards to `window.vf`, except
 * for its bus methods: it owns its subscriptions (document 4 §2, `$unsubscribe`), so it has a facade of its own.
 */
import type { EarlyCall, LoaderHandoff } from '../contracts/loader'
import type { Plugin } from '../contracts/plugin'
import { clearBootstrapCache, loadBootstrap, type BootstrapData } from './bootstrap'
import { resolveConfig, type Config } from './config'
import { createCookies } from './cookies'
import { ErrorCode, VfError, messageOf } from './errors'
import { createKernel, type Kernel, type KernelOptions } from './kernel'
import { createLegacyApi } from './legacy'
import { createLogger, debugFlagFromStorage, type Logger } from './log'
import { afterFirstPaint, createDeferral, whenIdle, type DeferredEntry, type PaintHost } from './deferral'
import { createContextApi } from './page/context-api'
import { createCurrentPage, type CurrentPage } from './page/current-page'
import { createPageService, type PageService } from './page/pages'
import { applyBaseFontSize } from './page/font-size'
import { createHttpClient, type StoredTokens, type TokenStore } from './http/client'
import { storageChange, webRefreshLock, type LockManagerLike } from './http/refresh-lock'
import { createI18n, detectLocale, pageLocale, type KernelI18n } from './i18n'
import { BUS_METHODS, deletePath, getPath, installBus, installPublicApi, setPath } from './public-api'
import { exposeRefusal, v1PathsOf } from './public-paths'
import { createRequestStatus } from './request-status'
import { serviceExtensions } from './services'
import { createStorage, type ProductStorage } from './storage'
import { createVfQ } from './vfq'
import { createWidgetHost, type WidgetHost } from './widgets/host'
import { realTimers, type Timers } from './with-timeout'
import { Constants } from '../contracts/constants'

/** The globals start-up reads and writes (the page's window, or a stand-in in tests). */
export interface HostWindow extends PaintHost {
  document: Document
  location: { href: string }
  navigator?: { onLine?: boolean; locks?: LockManagerLike }
  addEventListener(type: string, listener: () => void): void
  removeEventListener(type: string, listener: () => void): void
  IntersectionObserver?: typeof IntersectionObserver
  vfQ?: unknown
  vfConfig?: unknown
  vfAsyncInit?: unknown
  viafoura?: unknown
}

export interface StartOptions {
  host: HostWindow
  handoff: LoaderHandoff
  /** The plugins this build ships; each is installed, a failing one is reported and skipped. */
  plugins?: readonly Plugin[]
  /**
   * The shipped plugins the first paint does not need (kernel/deferred.ts): installed when one of their
   * widgets is on the page, when one of their actions or public calls is made, or once the page is idle
   * after its first paint.
   */
  deferred?: readonly DeferredEntry[]
  timers?: Timers
  /** The wall clock (relative times); `Date.now` unless a test fixes it. */
  now?: () => number
  kernel?: Omit<KernelOptions, 'logger' | 'timers' | 'extensions'>
  /** Where the product prints (tests record it). */
  console?: Pick<Console, 'warn' | 'error' | 'log' | 'groupCollapsed' | 'groupEnd'>
  /** The network (tests pass a fake server's fetch). */
  fetch?: typeof fetch
  storage?: ProductStorage
}

export interface Product {
  readonly kernel: Kernel
  readonly config: Config
  readonly i18n: KernelI18n
  readonly bootstrap: BootstrapData
  readonly page: CurrentPage
  readonly widgets: WidgetHost
  /** Publishes `viafoura`/`unready` and stops draining `vfQ`. */
  unready(): void
  /** Publishes `viafoura`/`ready` again and resumes `vfQ`. */
  ready(): void
}

function waitForInteractive(host: HostWindow, timers: Timers): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (host.document.readyState === 'interactive' || host.document.readyState === 'complete') resolve()
      else timers.setTimeout(check, Constants.readinessRetryMs)
    }
    check()
  })
}

/** Reads `vfConfig.debug` without trusting the page's object. */
function configDebug(host: HostWindow): boolean {
  const config = host.vfConfig
  return !!config && typeof config === 'object' && Object.hasOwn(config, 'debug') && (config as { debug?: unknown }).debug === true
}

type PublicFunction = (...args: any[]) => unknown

/** How `vf.plugins.use`/`remove` answer a refusal: resolved with the coded error, never thrown into the page. */
export interface PluginFailure {
  readonly error: string
  readonly code: ErrorCode
}

const failure = (error: unknown): PluginFailure => ({ error: messageOf(error), code: error instanceof VfError ? error.code : ErrorCode.PluginSetupFailed })

/** The answer of a public path no plugin provides: a warning, and a Promise of `undefined`. */
function unavailable(path: string, logger: Logger): PublicFunction {
  return () => {
    logger.warn(`vf.${path} is not available on this page.`)
    return Promise.resolve(undefined)
  }
}

/** Runs one early call now (on `vf`, or on the object it was made through); its Promise settles after `ready`. */
async function runEarly(vf: Record<string, unknown>, call: EarlyCall, logger: Logger, ready: Promise<void>) {
  try {
    const value = await (getPath(call.target ?? vf, call.path) as (...args: unknown[]) => unknown)(...call.args)
    await ready
    call.resolve(value)
  } catch (error) {
    logger.debug(`early call ${call.target ? 'viafoura.' : 'vf.'}${call.path} failed: ${messageOf(error)}`)
    await ready
    call.reject(error)
  }
}

/** Keeps an `online` flag in the store and announces changes (document 2 §4). */
function trackNetwork(host: HostWindow, kernel: Kernel) {
  const network = kernel.store.slice('network', { online: host.navigator?.onLine !== false })
  const set = (online: boolean) => () => {
    network.update((draft) => {
      draft.online = online
    })
    kernel.bus.publish('network', online ? 'online' : 'offline', [])
  }
  host.addEventListener('online', set(true))
  host.addEventListener('offline', set(false))
}

export async function startProduct(options: StartOptions): Promise<Product> {
  const { host, handoff } = options
  const timers = options.timers ?? realTimers
  const logger = createLogger({ debugEnabled: debugFlagFromStorage, deprecationsEnabled: () => configDebug(host), console: options.console })
  const config = resolveConfig({ scriptUrl: handoff.scriptUrl, pageHost: new URL(host.location.href).hostname, vfConfig: host.vfConfig, logger })
  const storage = options.storage ?? createStorage()
  const cookies = createCookies(host.document)
  const tokens: TokenStore = {
    get: () => storage.local.get<StoredTokens>('tokens', (v): v is StoredTokens => !!v && typeof v === 'object') ?? {},
    set: (next) => storage.local.set('tokens', { ...tokens.get(), ...next }),
    clear: () => storage.local.remove('tokens'),
  }
  const apiOrigins = [...new Set(Object.values(config.endpoints).filter((url) => /^https?:/.test(url)).map((url) => new URL(url).origin))]
  // The widget host, i18n and the kernel's bus are bound late: plugins need them, they need the kernel.
  let widgets!: WidgetHost
  let i18n!: KernelI18n
  let pages!: PageService
  let expired = () => {}
  const http = createHttpClient({
    fetch: options.fetch,
    tokens,
    apiOrigins: () => apiOrigins,
    refreshUrl: () => `${config.endpoints.api}/users/refreshusertoken`,
    onLoginCleared: () => expired(),
    // The reader's tabs share the tokens: one refresh at a time among them (refresh-lock.ts).
    lock: webRefreshLock(host.navigator?.locks, timers),
    awaitOtherTab: storageChange(host, timers),
    timers,
    now: options.now,
  })
  const status = createRequestStatus({ timers })
  const kernel = createKernel({
    ...options.kernel,
    logger,
    timers,
    now: options.now,
    extensions: [
      { name: 'config', create: () => config },
      {
        name: 'widgets',
        create: (plugin, onDispose) => {
          const own = new Set<string>()
          return {
            define: (definition: Parameters<WidgetHost['define']>[0]) => {
              const undo = widgets.define(definition, plugin)
              onDispose(undo)
              for (const tag of [definition.tag, ...(definition.aliases ?? [])]) own.add(tag.toLowerCase())
              return undo
            },
            place: (tag: string) => {
              // A plugin places only its own widgets (others' are reached through the bus); refused with a log, never thrown.
              if (typeof tag !== 'string' || !own.has(tag.toLowerCase())) logger.error(`A plugin may place only the widgets it defined, not <${String(tag)}>.`)
              else void widgets.place(tag)
            },
          }
        },
      },
      ...serviceExtensions({ http, storage, cookies, i18n: () => i18n, status, pages: () => pages, expose: (plugin, path, fn) => expose(plugin, path, fn) }),
    ],
  })
  expired = () => kernel.bus.publish('session', 'expired', [])
  // The deferred plugins' actions answer from the start (their calls wait for them); they install once the others are in.
  const deferral = createDeferral({
    entries: options.deferred ?? [],
    actions: kernel.actions,
    install: (plugin) => install(plugin),
    logger,
    timers,
    installed: (manifest) => {
      if (deferral.onPage(manifest, host.document)) void widgets.mountAll()
    },
  })
  let deferralOpen = false
  // A page's `widgets`/`mount` mounts what it added since: a deferred plugin's widget among it installs that
  // plugin first. Subscribed before the widget host is made, so this job is queued before the host's scan.
  kernel.bus.subscribe('widgets', 'mount', () => {
    if (deferralOpen && deferral.pending().length > 0) kernel.jobs.enqueue('widgets:deferred', () => deferral.present(host.document))
  })
  const vf = handoff.vf
  // Until the calls made early are drained, window.vf keeps the loader's stubs: a call the page makes
  // while start-up runs is queued with the earlier ones and runs once the plugins are in, exactly as if
  // made after ready (document 4 §1). What plugins expose meanwhile is staged, then moved onto vf.
  let live = false
  const staged = new Map<string, PublicFunction>()
  const exposed = (path: string) => (live ? getPath(vf, path) : staged.get(path)) as PublicFunction | undefined
  const setExposed = (path: string, fn: PublicFunction | undefined) => {
    // Once live, a path nothing held before goes entirely (a stubbed one was given its "not available" answer at ready).
    if (live) fn ? setPath(vf, path, fn) : deletePath(vf, path)
    else if (fn) staged.set(path, fn)
    else staged.delete(path)
  }
  /** The paths the loader stubbed: what was there before a plugin exposed one is its "not available" answer. */
  const stubbed = new Set(handoff.stubs ?? [])
  /** A plugin's public call; removing the plugin puts back what was there before (nothing: the path goes). */
  const expose = (plugin: Plugin, path: string, fn: PublicFunction) => {
    const refusal = exposeRefusal(plugin, path)
    if (refusal !== undefined) throw new VfError(ErrorCode.InvalidArgument, `The plugin "${plugin.name}" may not expose vf.${String(path)}: ${refusal}`, { info: { plugin: plugin.name, path } })
    if (typeof fn !== 'function') throw new VfError(ErrorCode.InvalidArgument, `vf.${path} must be a function`, { info: { plugin: plugin.name, path } })
    const previous = exposed(path) ?? (stubbed.has(path) ? unavailable(path, logger) : undefined)
    setExposed(path, fn)
    return () => setExposed(path, previous)
  }
  // The v1 global's own bus methods: until ready they queue with the page's other early calls, in order.
  const v1Bus: Record<string, unknown> = {}
  for (const path of BUS_METHODS) {
    v1Bus[path] = (...args: unknown[]) => new Promise((resolve, reject) => handoff.calls.push({ path, args, resolve, reject, target: v1Bus }))
  }
  // The shipped plugins' calls document 4 also puts on the v1 global (their declarations, read before they install).
  const deferredManifests = (options.deferred ?? []).map((entry) => entry.manifest)
  const v1 = createLegacyApi(vf, logger, v1Bus, [...v1PathsOf(options.plugins ?? []), ...deferredManifests.filter((manifest) => manifest.v1).flatMap((manifest) => manifest.paths)])
  host.viafoura = v1

  // Bootstrap and the translations' code are asked for at once, side by side: neither needs the document,
  // and neither waits for the other (start-up used to fetch the translations only once bootstrap was in).
  const bootstrapping = loadBootstrap({ http, config, cache: storage.session, accessToken: tokens.get().access }).catch((error: unknown): BootstrapData => {
    // Without bootstrap the widgets still mount and show their own errors; the page is unaffected.
    logger.error(`Bootstrap failed: ${messageOf(error)}`, error)
    return { user: undefined, settings: {}, sectionTree: undefined }
  })
  const interactive = waitForInteractive(host, timers)
  // The language the page names (read once the document is interactive), else the site's setting from bootstrap.
  const locale = interactive.then(() => pageLocale(host.document) ?? bootstrapping.then((answer) => detectLocale(host.document, answer.settings.language)))
  const translations = createI18n({ logger, locale })
  // A failure is start-up's (awaited below); this only keeps it from being reported unhandled meanwhile.
  translations.catch(() => undefined)
  await interactive
  const doc = host.document
  // The deferred plugins whose widgets the page holds are installed before the widgets mount: their code is asked for now.
  deferral.prefetch(doc)
  applyBaseFontSize(doc, logger)
  trackNetwork(host, kernel)
  const bootstrap = await bootstrapping
  kernel.store.slice<BootstrapData>('site', bootstrap)
  // A cached bootstrap describes the user as they were: any change makes it stale.
  kernel.bus.subscribe('user', 'changed', () => clearBootstrapCache(storage.session))
  kernel.bus.publish('site', 'loaded', [bootstrap.settings as Record<string, unknown>])
  i18n = await translations
  const page = createCurrentPage({ store: kernel.store, document: doc, window: host })
  pages = createPageService({ http, config, page, sectionUuid: () => bootstrap.settings.section_id ?? bootstrap.sectionTree?.section_id })
  kernel.contexts.provide('page', () => page.get(), 'kernel')
  widgets = createWidgetHost({
    document: doc,
    jobs: kernel.jobs,
    bus: kernel.bus,
    logger,
    timers,
    href: () => host.location.href,
    deepLinked: () => page.get().deeplink_uuid !== undefined,
    loadingLabel: () => i18n.t('widget.loading'),
    failedLabel: () => i18n.t('widget.failed'),
    IntersectionObserver: host.IntersectionObserver,
    siteSettings: () => bootstrap.settings as Readonly<Record<string, unknown>>,
  })
  /** A scan of the page, after the deferred plugins whose widgets are on it are in (a page job, queued before the scan). */
  const mountAll: WidgetHost['mountAll'] = () => {
    if (deferral.pending().length > 0) kernel.jobs.enqueue('widgets:deferred', () => deferral.present(doc))
    return widgets.mountAll()
  }
  const context = createContextApi({ widgets: { ...widgets, mountAll }, page, bus: kernel.bus, logger, href: () => host.location.href })

  /** Installs a plugin; one that fails is reported and skipped, never taking the product down. */
  const install = async (plugin: Plugin): Promise<true | PluginFailure> => {
    try {
      await kernel.plugins.use(plugin)
      return true
    } catch (error) {
      logger.error(messageOf(error), error)
      return failure(error)
    }
  }
  for (const plugin of options.plugins ?? []) await install(plugin)
  deferral.open()
  deferralOpen = true
  await mountAll().done

  // The loader's stubs go now, all at once: a path no plugin provides answers "not available" from here on.
  for (const path of handoff.stubs ?? []) setPath(vf, path, unavailable(path, logger))
  // A deferred plugin's public calls install it, then run (one installed at start-up has exposed its own, staged below).
  for (const [path, call] of deferral.publicCalls((path) => getPath(vf, path), (path) => unavailable(path, logger))) setPath(vf, path, call)
  // A publisher's own plugin, written against the same contracts: installed, then its widgets mounted.
  setPath(vf, 'plugins.use', async (plugin: Plugin) => {
    // A publisher's plugin that needs a deferred one gets it installed first.
    const needs = plugin && typeof plugin === 'object' && Array.isArray(plugin.dependencies) ? plugin.dependencies : []
    for (const dependency of needs) if (deferral.isPending(dependency)) await deferral.need(dependency)
    const result = await install(plugin)
    if (result === true) await mountAll().done
    return result
  })
  // …and taken out again without a trace: its widgets give their elements back, its actions, subscriptions,
  // interceptors, public calls, namespaces and styles go. Refused (resolved, never thrown) while another needs it.
  setPath(vf, 'plugins.remove', async (name: unknown) => {
    try {
      // One that was never installed leaves its stand-ins only.
      if (deferral.drop(String(name))) return true
      await kernel.plugins.remove(String(name))
      return true
    } catch (error) {
      logger.error(messageOf(error), error)
      return failure(error)
    }
  })
  installPublicApi(kernel, vf)
  installBus(kernel.bus, v1Bus, v1)
  for (const [name, fn] of Object.entries(context)) setPath(vf, `context.${name}`, fn)
  for (const [path, fn] of staged) setPath(vf, path, fn)
  staged.clear()
  live = true

  let announceReady!: () => void
  const readyGate = new Promise<void>((resolve) => (announceReady = resolve))
  // Early calls run before ready (a page's early `$subscribe('viafoura', 'ready')` must see it) and settle after.
  const early = handoff.calls.splice(0).map((call) => runEarly(vf, call, logger, readyGate))

  const vfQ = createVfQ({ host, logger, timers })
  kernel.bus.subscribe('viafoura', 'unready', () => vfQ.stop())
  kernel.bus.subscribe('viafoura', 'ready', () => vfQ.start())

  await Promise.resolve()
  kernel.bus.publish('viafoura', 'ready', [])
  announceReady()
  await Promise.all(early)

  if (typeof host.vfAsyncInit === 'function') {
    try {
      ;(host.vfAsyncInit as () => unknown)()
    } catch (error) {
      logger.error('window.vfAsyncInit threw.', error)
    }
  }
  kernel.bus.publish('analytics', 'start', [])
  kernel.bus.publish('session', 'auto-login', [{ ...(page.get().autosociallogin ? { autosociallogin: page.get().autosociallogin } : {}) }])
  logger.debug('ready')
  // The deferred plugins nothing asked for yet: once what the reader waits for is on screen, one per idle period.
  if (deferral.pending().length > 0) {
    void afterFirstPaint(host, timers, () => widgets.elements()).then(() => deferral.rest(() => whenIdle(host, timers)))
  }

  return {
    kernel,
    config,
    i18n,
    bootstrap,
    page,
    widgets,
    unready: () => kernel.bus.publish('viafoura', 'unready', []),
    ready: () => kernel.bus.publish('viafoura', 'ready', []),
  }
}
