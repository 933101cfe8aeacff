/**
 * The real popup for the social login machine: 450×500 on the authentication service, watched every
 * 500 ms (100 ms in poll mode) for closing. Its answer is accepted only from the popup this flow opened
 * and only from the API's origin or the page's own — a message from anywhere else is ignored.
 */
import { fromCallback } from 'xstate'
import { Constants } from '../../contracts/constants'
import type { Timers } from '../../kernel/with-timeout'
import type { PopupEvent, SocialInput } from './social.machine'

export interface PopupHost {
  open(url: string, name: string, features: string): { closed: boolean; close(): void } | null
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  removeEventListener(type: 'message', listener: (event: MessageEvent) => void): void
  location: { origin: string; href: string }
}

export interface PopupOptions {
  host: PopupHost
  timers: Timers
  /** The authentication service (`…/auth`). */
  authBase: string
  /** The API's origin: answers from it are trusted, as are the page's own. */
  apiOrigin: string
  site: string
}

export function popupUrl(options: PopupOptions, input: SocialInput): string {
  const url = new URL(`${options.authBase}/thirdparty/${encodeURIComponent(input.provider)}`)
  url.searchParams.set('callback', options.host.location.href)
  url.searchParams.set('site', options.site)
  url.searchParams.set('client', input.client)
  return url.href
}

export function watchPopup(options: PopupOptions) {
  return fromCallback<PopupEvent, SocialInput>(({ input, sendBack }) => {
    const { host, timers } = options
    let popup: ReturnType<PopupHost['open']>
    try {
      popup = host.open(popupUrl(options, input), 'vf-social-login', `width=${Constants.popupWidth},height=${Constants.popupHeight},resizable,scrollbars`)
    } catch {
      // A sandboxed frame without allow-popups may throw instead of answering null: blocked all the same.
      popup = null
    }
    if (!popup) {
      sendBack({ type: 'popup.blocked' })
      return () => {}
    }
    const trusted = new Set([options.apiOrigin, host.location.origin])
    const onMessage = (event: MessageEvent) => {
      if (event.source !== (popup as unknown) || !trusted.has(event.origin)) return
      const data = event.data as { type?: unknown; token?: unknown } | null
      if (data?.type === 'vf-social-login' && typeof data.token === 'string' && data.token !== '') sendBack({ type: 'popup.token', token: data.token })
    }
    host.addEventListener('message', onMessage)
    let handle: unknown
    const check = () => {
      if (popup.closed) sendBack({ type: 'popup.closed' })
      else handle = timers.setTimeout(check, input.poll ? Constants.popupPollMs : Constants.popupClosedCheckMs)
    }
    handle = timers.setTimeout(check, input.poll ? Constants.popupPollMs : Constants.popupClosedCheckMs)
    return () => {
      host.removeEventListener('message', onMessage)
      timers.clearTimeout(handle)
      // A flow that ends any other way (superseded, failed) takes its popup with it.
      if (!popup.closed) popup.close()
    }
  })
}
