/** createAds on a fake clock, a fake IntersectionObserver, fake vendor globals and scripts the test loads. */
import { createAds, type Ads, type AdsDeps } from '../../../plugins/ads/ads'
import type { AdHost } from '../../../plugins/ads/integrations/types'
import { fakeTimers, type FakeTimers } from '../../support/fake-timers'

/** An IntersectionObserver the test drives: `FakeObserver.show(element, ratio)`. */
export class FakeObserver {
  static all: FakeObserver[] = []
  readonly targets = new Set<Element>()
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this)
  }
  observe(target: Element) {
    this.targets.add(target)
  }
  unobserve(target: Element) {
    this.targets.delete(target)
  }
  disconnect() {
    this.targets.clear()
  }
  takeRecords() {
    return []
  }
  /** Every observer watching `element` (or one inside it) sees it `ratio` on screen. */
  static show(element: Element, ratio: number) {
    for (const observer of [...FakeObserver.all]) {
      const entries = [...observer.targets].filter((t) => element.contains(t) || t.contains(element)).map((target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as unknown as IntersectionObserverEntry)
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver)
    }
  }
}

export interface Harness {
  ads: Ads
  timers: FakeTimers
  host: AdHost
  published: Array<[string, string, unknown]>
  /** Script addresses loaded, in order. */
  loaded: string[]
  /** What a script address does when loaded (sets the vendor's globals), or 'fail'. */
  scripts: Map<string, (() => void) | 'fail'>
  of(channel: string, event: string): unknown[]
  slot(html?: string): HTMLElement
}

export const ROOT = 'https://vf.example'

export function harness(settings: Record<string, unknown>, { consent, enabled, ...options }: Partial<Omit<AdsDeps, 'consent'>> & { consent?: string; enabled?: boolean } = {}): Harness {
  FakeObserver.all = []
  document.body.innerHTML = ''
  const timers = fakeTimers()
  const host: AdHost = {}
  const published: Array<[string, string, unknown]> = []
  const loaded: string[] = []
  const scripts = new Map<string, (() => void) | 'fail'>()
  const ads = createAds({
    publish: ((channel: string, event: string, arg: unknown) => void published.push([channel, event, arg])) as AdsDeps['publish'],
    timers,
    settings: () => ({ section_id: 's', ...settings }),
    consent: () => consent,
    adsEnabled: () => enabled !== false,
    host: () => host,
    scripts: () => async (url) => {
      loaded.push(url)
      const effect = scripts.get(url)
      if (effect === 'fail' || effect === undefined) throw new Error(`The script ${url} could not be loaded.`)
      effect()
    },
    serviceRoot: ROOT,
    site: 'news.example',
    t: (key) => (key === 'label' ? 'Advertisement' : key),
    styles: { ensure: () => undefined },
    log: { debug: () => undefined, warn: () => undefined, error: () => undefined, deprecated: () => undefined } as unknown as AdsDeps['log'],
    observer: FakeObserver as unknown as typeof IntersectionObserver,
    baitBlocked: () => false,
    ...options,
  })
  return {
    ads,
    timers,
    host,
    published,
    loaded,
    scripts,
    of: (channel, event) => published.filter(([c, e]) => c === channel && e === event).map(([, , arg]) => arg),
    slot(html = '<li class="vf-promo"></li>') {
      const holder = document.createElement('div')
      holder.innerHTML = html
      const element = holder.firstElementChild as HTMLElement
      document.body.append(element)
      return element
    },
  }
}

/** A fake GPT: `googletag` with the calls the gtag integration makes, recording them. */
export function fakeGoogletag(calls: unknown[][]) {
  return {
    defineSlot: (path: string, size: [number, number], div: string) => (calls.push(['defineSlot', path, size, div]), { addService: () => calls.push(['addService']) }),
    pubads: () => ({ setPrivacySettings: (s: unknown) => calls.push(['setPrivacySettings', s]) }),
    enableServices: () => calls.push(['enableServices']),
    display: (div: string) => calls.push(['display', div]),
  }
}
