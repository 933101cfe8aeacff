/**
 * `window.viafoura`, the deprecated v1 global (document 4 §1, §4): the same bus methods, `subscribe` /
 * `publish` by v1 event names, `ui.login|signup|profile.show|hide`, `context`, and the public calls the
 * shipped plugins declare for it (`publicApi.v1`: document 4 gives it the sign-in plugin's). Pages
 * written for v1 keep working; each use prints a deprecation notice only when `vfConfig.debug` is on.
 * It is an object of its own, not a second name for `window.vf`: its bus methods (and `subscribe`) use
 * their own facade, so `$unsubscribe()` on either global removes only that global's subscriptions.
 */
import { V1EventNames } from '../contracts/events'
import type { BusHandler } from '../contracts/plugin'
import type { Logger } from './log'
import { getPath, setPath } from './public-api'

type Target = Record<string, unknown>

function v1Target(name: unknown): readonly [string, string] | undefined {
  return typeof name === 'string' && Object.hasOwn(V1EventNames, name) ? (V1EventNames as Record<string, readonly [string, string]>)[name] : undefined
}

/**
 * Builds the v1 object over the v2 `vf` object. `bus` holds the v1 global's own five bus methods
 * (`installBus` puts them there): every bus call of this object goes through them, everything else to `vf`.
 * `forwarded` are the plugins' paths it offers too, each forwarded to the same path on `vf`.
 */
export function createLegacyApi(vf: Target, logger: Logger, bus: Target, forwarded: readonly string[] = []): Target {
  const call = (path: string, ...args: unknown[]) => {
    const fn = getPath(path.startsWith('$') ? bus : vf, path)
    if (typeof fn === 'function') return (fn as (...a: unknown[]) => unknown)(...args)
    logger.warn(`viafoura.${path} is not available on this page.`)
    return undefined
  }
  const deprecated = (what: string, instead: string) => logger.deprecated(`window.viafoura.${what} is deprecated; use ${instead}.`)
  const forward = (path: string) => (...args: unknown[]) => {
    deprecated(path, `window.vf.${path}`)
    return call(path, ...args)
  }
  /** A publish through this global's own bus methods: the events of the page's event map (document 4 §4). */
  const publish = (channel: string, event: string, ...args: unknown[]) => call('$publish', channel, event, ...args)
  const showHide = (show: () => void) => ({
    show() {
      show()
    },
    hide() {
      publish('tray', 'close')
    },
  })
  const signIn = (method: 'login' | 'signup') => () => {
    deprecated(`ui.${method}.show`, "window.vf.$publish('authentication', 'required', …)")
    publish('authentication', 'required', { trigger: `viafoura.ui.${method}.show`, method })
  }

  const v1: Target = {
    $publish: forward('$publish'),
    $subscribe: forward('$subscribe'),
    $once: forward('$once'),
    $unsubscribe: forward('$unsubscribe'),
    $prepublish: forward('$prepublish'),
    subscribe(name: unknown, cb: BusHandler) {
      const target = v1Target(name)
      if (!target) {
        logger.warn(`Unknown v1 event name "${String(name)}"; nothing was subscribed.`)
        return undefined
      }
      deprecated(`subscribe('${String(name)}')`, `window.vf.$subscribe('${target[0]}', '${target[1]}', …)`)
      return call('$subscribe', target[0], target[1], cb)
    },
    publish(name: unknown, ...args: unknown[]) {
      const target = v1Target(name)
      if (!target) {
        logger.warn(`Unknown v1 event name "${String(name)}"; nothing was published.`)
        return
      }
      deprecated(`publish('${String(name)}')`, `window.vf.$publish('${target[0]}', '${target[1]}', …)`)
      call('$publish', target[0], target[1], ...args)
    },
    ui: {
      login: showHide(signIn('login')),
      signup: showHide(signIn('signup')),
      profile: showHide(() => {
        deprecated('ui.profile.show', "window.vf.$publish('profile', 'show')")
        publish('profile', 'show')
      }),
    },
    context: {
      get: forward('context.get'),
      reset: forward('context.reset'),
      loadNewPage: forward('context.loadNewPage'),
    },
  }
  for (const path of forwarded) if (getPath(v1, path) === undefined) setPath(v1, path, forward(path))
  return v1
}
