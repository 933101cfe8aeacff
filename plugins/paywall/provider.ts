/**
 * The third-party paywall (document 3 §7 "Third-party loading"): its script, loaded from the provider's
 * asset host (`endpoints.paywallProvider`) only when the site enables the integration and a wall goes up.
 * It is driven through its command function, `window.poool(command, …args)`, queued before the script
 * arrives as its snippet does: `init` with the app id, `config`, `event` handlers, and `send` page-view to
 * draw its offer into the wall's target. Its `onRelease` unlocks (the wall is released); its `onError`, a
 * script that fails to load or throws, forces release (document 3 §8). Nothing it does reaches the page as
 * an error of ours.
 */
import { ErrorCode, VfError } from '../../kernel/errors'
import { allowScriptURL, trustedScriptURL } from '../../kernel/lib/trusted-types'
import type { ProviderEvent } from './paywall.machine'

type Command = ((...args: unknown[]) => void) & { q?: unknown[][] }

export interface ProviderHost {
  document: Document
  window: Window & { poool?: Command }
}

export interface ProviderOptions {
  host: ProviderHost
  url: string
  appId: string
  debug: boolean
  locale: string
  /** The provider's own sign-in link was pressed. */
  onLogin: () => void
  warn: (message: string, error?: unknown) => void
}

export interface Provider {
  /** Loads the provider (once) and listens; returns the function that stops listening. */
  start(sendBack: (event: ProviderEvent) => void): () => void
  /** Draws the provider's offer into `target`, with words in the reader's language it may use. */
  show(target: HTMLElement, texts?: Record<string, string>): void
}

const SCRIPT_MARK = 'vfPaywallProvider'

export function createProvider(options: ProviderOptions): Provider {
  const { host } = options
  let listener: ((event: ProviderEvent) => void) | undefined
  let initialised = false
  let shownIn: HTMLElement | undefined
  const send = (event: ProviderEvent) => listener?.(event)

  const command = (...args: unknown[]) => {
    try {
      const win = host.window
      if (typeof win.poool !== 'function') {
        // The provider's snippet: calls wait in a queue its script reads when it arrives.
        const stub: Command = (...queued: unknown[]) => void (stub.q ??= []).push(queued)
        win.poool = stub
      }
      win.poool!(...args)
    } catch (error) {
      options.warn('the paywall provider refused a command', error)
      send({ type: 'fail', error })
    }
  }

  const onWindowError = (event: ErrorEvent) => {
    if (event.filename && event.filename.split('?')[0] === options.url.split('?')[0]) send({ type: 'fail', error: event.error ?? event.message })
  }

  const load = () => {
    const doc = host.document
    if (doc.querySelector(`script[data-vf-paywall-provider]`)) return
    const script = doc.createElement('script')
    allowScriptURL(options.url)
    script.src = trustedScriptURL(options.url)
    script.async = true
    script.dataset[SCRIPT_MARK] = ''
    script.addEventListener('error', () => send({ type: 'fail', error: new VfError(ErrorCode.NetworkError, `The paywall provider's script could not be loaded (${options.url})`) }))
    doc.head.append(script)
  }

  return {
    start(sendBack) {
      listener = sendBack
      host.window.addEventListener('error', onWindowError)
      if (!initialised) {
        initialised = true
        command('init', options.appId)
        command('config', { debug: options.debug, locale: options.locale })
        command('event', 'onRelease', () => send({ type: 'release' }))
        command('event', 'onError', (error: unknown) => send({ type: 'fail', error }))
        command('event', 'onLoginClick', () => options.onLogin())
      }
      try {
        load()
      } catch (error) {
        options.warn('the paywall provider could not be loaded', error)
        queueMicrotask(() => send({ type: 'fail', error }))
      }
      return () => {
        listener = undefined
        host.window.removeEventListener('error', onWindowError)
      }
    },
    show(target, texts) {
      if (target === shownIn) return
      shownIn = target
      command('config', { target, ...(texts ? { texts } : {}) })
      command('send', 'page-view', 'premium')
    },
  }
}
