/** A started product with the session and live blog plugins on a page, against the in-memory reference service (test/support/widget-product.ts). */
import type { Plugin } from '../../../contracts/plugin'
import { liveblogPlugin, type LiveblogOptions } from '../../../plugins/liveblog'
import type { FakeTimers } from '../../support/fake-timers'
import type { serviceFetch } from '../../support/service-fetch'
import { startWidgetProduct, type StartedWidget } from '../../support/widget-product'

export { rendered } from '../../support/widget-product'
export type Started = StartedWidget

export const LIVE_BLOG = '<vf-livestory vf-container-id="election-night"></vf-livestory>'

export const startLiveblog = (api: ReturnType<typeof serviceFetch>, html = LIVE_BLOG, options: { plugins?: (timers: FakeTimers) => Plugin[]; liveblog?: (timers: FakeTimers) => LiveblogOptions; head?: string } = {}): Promise<Started> =>
  startWidgetProduct(api, { href: 'http://localhost:8080/liveblog.html', html, fakeWallClock: false, ...(options.head ? { head: options.head } : {}), ...(options.plugins ? { plugins: options.plugins } : {}), plugin: (timers) => liveblogPlugin(options.liveblog?.(timers)) })
