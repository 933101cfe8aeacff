/** A started product with the session and polls plugins on a page, against the in-memory reference service (test/support/widget-product.ts). */
import type { Plugin } from '../../../contracts/plugin'
import { pollsPlugin, type PollsOptions } from '../../../plugins/polls'
import type { FakeTimers } from '../../support/fake-timers'
import type { serviceFetch } from '../../support/service-fetch'
import { startWidgetProduct, type StartedWidget } from '../../support/widget-product'

export { rendered } from '../../support/widget-product'
export type Started = StartedWidget

export const POLL = '<vf-poll vf-container-id="footbridge-poll"></vf-poll>'
export const MEMBERS = '<vf-poll vf-container-id="members-poll"></vf-poll>'

export const startPoll = (api: ReturnType<typeof serviceFetch>, html = POLL, options: { plugins?: (timers: FakeTimers) => Plugin[]; polls?: (timers: FakeTimers) => PollsOptions; head?: string } = {}): Promise<Started> =>
  // The wall clock follows the fake timers (a poll closes at its time by it).
  startWidgetProduct(api, { href: 'http://localhost:8080/poll.html', html, ...(options.head ? { head: options.head } : {}), ...(options.plugins ? { plugins: options.plugins } : {}), plugin: (timers) => pollsPlugin(options.polls?.(timers)) })
