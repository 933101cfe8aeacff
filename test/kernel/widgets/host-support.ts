/** The widget host as the host tests drive it: a fake IntersectionObserver, a fake clock, a module that records its mounts. */
import type { WidgetDefinition, WidgetModule, WidgetProps } from '../../../contracts/widgets'
import { createBus } from '../../../kernel/bus'
import { createJobQueue } from '../../../kernel/jobs'
import { createWidgetHost } from '../../../kernel/widgets/host'
import { recordingLogger } from '../../support/console'
import { fakeTimers } from '../../support/fake-timers'

/** An IntersectionObserver the test drives: `enter(el)` reports el as intersecting. */
export function fakeIO() {
  const observers = new Set<{ cb: IntersectionObserverCallback; els: Set<Element> }>()
  class IO {
    private entry: { cb: IntersectionObserverCallback; els: Set<Element> }
    constructor(cb: IntersectionObserverCallback) {
      this.entry = { cb, els: new Set() }
      observers.add(this.entry)
    }
    observe(el: Element) {
      this.entry.els.add(el)
    }
    disconnect() {
      observers.delete(this.entry)
    }
  }
  return {
    IO: IO as unknown as typeof IntersectionObserver,
    enter(el: Element) {
      for (const o of [...observers]) if (o.els.has(el)) o.cb([{ isIntersecting: true, target: el } as IntersectionObserverEntry], {} as IntersectionObserver)
    },
    get count() {
      return observers.size
    },
  }
}

export function setup(html: string, options: { href?: string; deepLinked?: boolean; settings?: Record<string, unknown> } = {}) {
  document.body.innerHTML = html
  const { logger, out } = recordingLogger()
  const timers = fakeTimers()
  const bus = createBus(logger)
  const jobs = createJobQueue(logger)
  const io = fakeIO()
  const host = createWidgetHost({
    document,
    jobs,
    bus,
    logger,
    timers,
    href: () => options.href ?? 'https://news.example/a',
    deepLinked: () => options.deepLinked ?? false,
    loadingLabel: () => 'Loading…',
    failedLabel: () => 'This section could not be loaded.',
    IntersectionObserver: io.IO,
    siteSettings: () => options.settings,
  })
  const mounts: Array<{ tag: string; props: WidgetProps; el: HTMLElement }> = []
  const unmounted: unknown[] = []
  bus.subscribe('widgets', 'unmounted', (el: unknown) => unmounted.push(el))
  const module: WidgetModule = {
    mount(el, props, ctx) {
      mounts.push({ tag: ctx.tag, props, el })
      el.innerHTML = `<p>${ctx.tag} ${ctx.instanceId}</p>`
      return () => {
        el.innerHTML = ''
      }
    },
  }
  const define = (def: Partial<WidgetDefinition> & { tag: string }) => host.define({ load: async () => ({ default: module }), ...def })
  return { host, bus, timers, io, out, mounts, unmounted, define }
}

/** The space a widget element keeps while it loads (CSSOM on the element), or '' when it keeps none. */
export const reserved = (element: HTMLElement): string => element.style.getPropertyValue('min-block-size')
