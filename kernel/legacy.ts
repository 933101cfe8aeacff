/**
 * `window.viafoura`, the deprecated v1 global (document 4 §1, §4): the same bus methods, `subscribe` /
 * `publish` by v1 event names, `ui.login|signup|profile.show|hide`, `session.*` and `context`. Pages
 * written for v1 keep working; each use prints a deprecation notice only when `vfConfig.debug` is on.
 * It is an object of its own, not a second name for `window.vf`: its bus methods (and `subscribe`) use
 * their own facade, so `$unsubscribe()` on either global removes only that global's subscriptions.
 */
import { V1EventNames } from '../contracts/events'
import type { BusHandler } from '../contracts/plugin'
import type { Logger } from './log'
import { getPath } from './public-api'

type Target = Record<string, unknown>

function v1Target(name: unknown): readonly [string, string] | undefined {
  return typeof name === 'string' && Object.hasOwn(V1EventNames, name) ? (V1EventNames as Record<string, readonly [string, string]>)[name] : undefined
}

/**
 * Builds the v1 object over the v2 `vf` object. `bus` holds the v1 global's own five bus methods
 * (`installBus` puts them there): every bus call of this object goes through them, everything else to `vf`.
 */
export function createLegacyApi(vf: Target, logger: Logger, bus: Target): Target {
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
  const showHide = (show: () => void) => ({
    show() {
      show()
    },
    hide() {
      call('$publish', 'tray', 'close')
    },
  })
  const signIn = (method: 'login' | 'signup') => () => {
    deprecated(`ui.${method}.show`, "window.vf.$publish('authentication', 'required', …)")
    call('$publish', 'authentication', 'required', { trigger: `viafoura.ui.${method}.show`, method })
  }

  return {
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
        call('$publish', 'profile', 'show')
      }),
    },
    session: {
      logout: forward('session.logout'),
      login: {
        cookie: forward('session.login.cookie'),
        openIdConnect: forward('session.login.openIdConnect'),
        loginRadius: forward('session.login.loginRadius'),
        social: forward('session.login.social'),
        jwt: forward('session.login.jwt'),
      },
    },
    context: {
      get: forward('context.get'),
      reset: forward('context.reset'),
      loadNewPage: forward('context.loadNewPage'),
    },
  }
}
