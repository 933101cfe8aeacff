/** A started product with the session and chat plugins on a page, against the in-memory reference service (test/support/widget-product.ts). */
import type { Plugin } from '../../../contracts/plugin'
import { chatPlugin, type ChatOptions } from '../../../plugins/chat'
import type { FakeTimers } from '../../support/fake-timers'
import type { serviceFetch } from '../../support/service-fetch'
import { startWidgetProduct, type StartedWidget } from '../../support/widget-product'

export { rendered } from '../../support/widget-product'
export type Started = StartedWidget

export const CHAT = '<vf-livechat vf-container-id="science-chat"></vf-livechat>'

export const startChat = (api: ReturnType<typeof serviceFetch>, html = CHAT, options: { plugins?: (timers: FakeTimers) => Plugin[]; chat?: (timers: FakeTimers) => ChatOptions; head?: string } = {}): Promise<Started> =>
  // The wall clock follows the fake timers (typing is throttled and shown by it).
  startWidgetProduct(api, { href: 'http://localhost:8080/chat.html', html, ...(options.head ? { head: options.head } : {}), ...(options.plugins ? { plugins: options.plugins } : {}), plugin: (timers) => chatPlugin(options.chat?.(timers)) })
