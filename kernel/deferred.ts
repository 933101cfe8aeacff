/**
 * Deferred plugins: a shipped plugin whose code the first paint does not need is not in the kernel's
 * entry chunk. The composition root lists it as a factory (`() => import(…)`) with the bus events it may
 * miss until it is installed; the build learns what it offers — its widget tags, aliases and v1 kinds,
 * its action names, its public paths — by running its setup against a recording context (this file), and
 * hands that manifest to the kernel, which installs the plugin when one of its tags is on the page, when
 * one of its actions or public calls is made, or once the page is idle after its first paint
 * (kernel/deferral.ts).
 *
 * Only a plugin whose setup does nothing that matters before it is installed may be deferred: it adds no
 * interceptor and no `$prepublish` middleware (they must be in force before the calls and publishes they
 * gate), sets no ruler, provides no context, publishes nothing, calls no action, queues no job, places no
 * widget and no stylesheet, starts no timer, reads nothing from the service or storage, and hears only the
 * bus events it is declared to miss. {@link deferralProblems} says what breaks that rule; the build fails
 * on any.
 */
import type { Plugin } from '../contracts/plugin'
import { declaredPaths } from './public-paths'

/** What the kernel knows of a deferred plugin before its code is there. */
export interface DeferredManifest {
  readonly name: string
  readonly dependencies: readonly string[]
  /** Its widgets' tags and aliases, lower case. */
  readonly tags: readonly string[]
  /** The v1 `data-widget` kinds its widgets convert. */
  readonly legacy: readonly string[]
  /** The actions it registers. */
  readonly actions: readonly string[]
  /** The `vf.<path>` calls it declares. */
  readonly paths: readonly string[]
  /** Its paths are on `window.viafoura` too. */
  readonly v1: boolean
}

/** What a deferred plugin's setup did besides registering: each entry a reason it could not wait. */
export interface Learned {
  readonly manifest: DeferredManifest
  /** The bus events it subscribes to, `channel/event`. */
  readonly hears: readonly string[]
  /** Everything else it did at setup that takes effect before it is installed (`interceptor live_comments.load_more`…). */
  readonly effects: readonly string[]
}

/** A deferred plugin as the composition root lists it. */
export interface DeferredPlugin {
  /** Loads the plugin's code and makes the plugin. */
  readonly load: () => Promise<Plugin>
  /**
   * The bus events (`channel/event`) it may miss while it is not installed, each with the reason that is
   * safe (for instance `user/changed`: it reloads its own widgets, and there are none before it is in).
   */
  readonly misses?: Readonly<Record<string, string>>
}

/** A deferred plugin the kernel is given: what the build learned, and how to load it. */
export interface DeferredEntry {
  readonly manifest: DeferredManifest
  readonly load: () => Promise<Plugin>
}

type Fn = (...args: unknown[]) => unknown

/** How long learning waits for a setup to finish, ms. */
const LEARN_TIMEOUT_MS = 2_000

/**
 * A service the recording context does not model: reading any member gives another such value, and
 * calling one records the call as an effect (`http.request`), so a setup that talks to the service or
 * storage is seen. Never a thenable (awaiting it must not hang).
 */
function inert(path: string, effects: string[]): unknown {
  const target = function () {} as unknown as Fn
  return new Proxy(target, {
    get: (_, key) => {
      if (key === 'then') return undefined
      if (key === Symbol.toPrimitive) return () => ''
      if (typeof key === 'symbol') return undefined
      return inert(`${path}.${key}`, effects)
    },
    apply: () => {
      effects.push(`call ${path}`)
      return inert(`${path}()`, effects)
    },
  })
}

const noop = () => {}
const fakeSlice = (name: string, initial: unknown) => ({ name, getState: () => initial, update: noop, subscribe: () => noop, select: () => noop })

/**
 * Runs `plugin`'s setup against a context that records instead of doing, and returns what it offers and
 * what else it did. Its code runs (in Node at build time): module scope and setup must not need a page.
 */
export async function learnPlugin(plugin: Plugin): Promise<Learned> {
  const tags: string[] = []
  const legacy: string[] = []
  const actions: string[] = []
  const hears: string[] = []
  const effects: string[] = []
  const exposed: string[] = []
  const timers = {
    setTimeout: () => (effects.push('timer'), 0),
    clearTimeout: noop,
    setInterval: () => (effects.push('timer'), 0),
    clearInterval: noop,
  }
  const ctx: Record<string, unknown> = {
    name: plugin.name,
    signal: new AbortController().signal,
    onDispose: noop,
    log: { debug: noop, warn: noop, error: noop, deprecated: noop },
    clock: { now: () => 0, timers },
    bus: {
      publish: (channel: string, event: string) => effects.push(`publish ${channel}/${event}`),
      subscribe: (channel: string, event: string) => void hears.push(`${channel}/${event}`),
      once: (channel: string, event: string) => void hears.push(`${channel}/${event}`),
      unsubscribe: noop,
      prepublish: () => (effects.push('prepublish'), noop),
    },
    actions: {
      register: (name: string) => void actions.push(name),
      call: (name: string) => (effects.push(`call action ${name}`), Promise.resolve(undefined)),
      addInterceptor: (name: string) => (effects.push(`interceptor ${name}`), true),
      removeInterceptor: () => false,
    },
    permissions: { setRuler: () => void effects.push('ruler'), can: () => ({ allowed: false }) },
    jobs: { enqueue: (name: string) => (effects.push(`job ${name}`), { id: 0, name, cancel: () => false, done: new Promise(noop) }) },
    store: {
      slice: fakeSlice,
      getState: () => ({}),
      subscribe: () => (effects.push('store subscription'), noop),
    },
    contexts: { provide: (key: string) => void effects.push(`context ${key}`) },
    widgets: {
      define: (definition: { tag: string; aliases?: readonly string[]; legacy?: { widget: string } }) => {
        for (const tag of [definition.tag, ...(definition.aliases ?? [])]) tags.push(tag.toLowerCase())
        if (definition.legacy) legacy.push(definition.legacy.widget)
        return noop
      },
      place: (tag: string) => void effects.push(`place ${tag}`),
    },
    i18n: { registerNamespace: noop, t: (key: string) => key, load: () => Promise.resolve(), language: 'en-us' },
    api: { expose: (path: string) => void exposed.push(path) },
    styles: { ensure: (_: unknown, name: string) => void effects.push(`stylesheet ${name}`) },
    react: () => (effects.push('react'), new Promise(noop)),
  }
  for (const service of ['config', 'http', 'storage', 'cookies', 'status', 'pages']) ctx[service] = inert(service, effects)
  // A setup that waits on something (the SDK, the service) is not one that only declares: said, never waited for.
  let timer: ReturnType<typeof setTimeout> | undefined
  const finished = await Promise.race([
    Promise.resolve(plugin.setup(ctx as never)).then(() => true),
    new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), LEARN_TIMEOUT_MS))),
  ])
  clearTimeout(timer)
  if (!finished) effects.push(`its setup did not finish within ${LEARN_TIMEOUT_MS} ms`)
  const paths = declaredPaths(plugin)
  for (const path of exposed) if (!paths.includes(path)) effects.push(`exposes vf.${path} without declaring it (the loader could not stub it)`)
  return {
    manifest: {
      name: plugin.name,
      dependencies: [...(plugin.dependencies ?? [])],
      tags: [...new Set(tags)],
      legacy: [...new Set(legacy)],
      actions: [...new Set(actions)],
      paths: [...paths],
      v1: plugin.publicApi?.v1 === true,
    },
    hears: [...new Set(hears)],
    effects: [...new Set(effects)],
  }
}

/** Why `learned` may not be deferred with these `misses` (empty: it may). */
export function deferralProblems(learned: Learned, misses: Readonly<Record<string, string>> = {}): string[] {
  const { name } = learned.manifest
  return [
    ...learned.effects.map((effect) => `the deferred plugin "${name}" does at setup what cannot wait for it to load: ${effect}`),
    ...learned.hears.filter((heard) => !Object.hasOwn(misses, heard)).map((heard) => `the deferred plugin "${name}" hears ${heard}, which it would miss before it loads (declare it in misses, with why that is safe, or do not defer it)`),
  ]
}
