/**
 * The trending lists against the in-memory reference service (its demo site): the list is asked for
 * only once it is in view, ranked by the last hours' discussion, in each view; half on screen is one
 * analytics view and opening an article an interaction; the recirculation list asks for the visitor's
 * recommended articles (X-UNIQUE-ID) and publishes its ad slot; a failure offers a retry; an empty list
 * says so, or is not shown when the publisher asked so.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { DEMO_SECTION_UUID } from '../../../examples/server/seed'
import { startProduct, type Product } from '../../../kernel/startup'
import { sessionPlugin } from '../../../plugins/session'
import { trendingPlugin } from '../../../plugins/trending'
import { recordingConsole } from '../../support/console'
import { domService } from '../../support/dom-service'
import { memoryStorage } from '../../support/fake-service'
import { fakeTimers, type FakeTimers } from '../../support/fake-timers'

const served = domService(test)
const api = served.api

/** An IntersectionObserver the test drives: `show(ratio)` puts every observed element that much on screen. */
class FakeObserver {
  static all: FakeObserver[] = []
  readonly targets = new Set<Element>()
  constructor(private readonly callback: IntersectionObserverCallback) {
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
  static show(ratio: number) {
    for (const observer of FakeObserver.all) {
      const entries = [...observer.targets].filter((t) => t.closest('.vf-trending')).map((target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as unknown as IntersectionObserverEntry)
      if (entries.length) observer.callback(entries, observer as unknown as IntersectionObserver)
    }
  }
}
const realObserver = globalThis.IntersectionObserver
test.before.each(() => {
  FakeObserver.all = []
  ;(globalThis as { IntersectionObserver: unknown }).IntersectionObserver = FakeObserver
})
test.after.each(() => {
  ;(globalThis as { IntersectionObserver: unknown }).IntersectionObserver = realObserver
  document.cookie = '_vfa=; max-age=0'
})

interface Started {
  product: Product
  timers: FakeTimers
  args: Map<string, unknown[][]>
}

async function start(html: string): Promise<Started> {
  document.head.innerHTML = ''
  document.body.innerHTML = html
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => 'complete' })
  const timers = fakeTimers()
  const args = new Map<string, unknown[][]>()
  const recorder = {
    name: 'recorder',
    setup(ctx: any) {
      ctx.bus.prepublish((channel: string, event: string, ...rest: unknown[]) => {
        args.set(`${channel}/${event}`, [...(args.get(`${channel}/${event}`) ?? []), rest])
        return { channel, event, args: rest }
      })
    },
  }
  const product = await startProduct({
    host: { document, location: { href: 'http://localhost:8080/' }, addEventListener() {}, removeEventListener() {} },
    handoff: { vf: {}, calls: [], scriptUrl: 'http://localhost:8080/vf.js' },
    timers,
    console: recordingConsole().console,
    fetch: api.fetch,
    storage: memoryStorage(),
    plugins: [recorder, sessionPlugin(), trendingPlugin()],
  })
  // The trending list's fetch timeout (5 s): its code loads though it never neared the viewport.
  await act(async () => {
    await timers.tick(5000)
    await api.settle()
  })
  return { product, timers, args }
}

const trendingCalls = () => api.calls.filter((c) => /\/trending(recommended)?$/.test(c))
/** Waits until every trending widget on the page has rendered its heading (its code and words arrived). */
const mounted = () =>
  waitFor(() => {
    const lists = document.querySelectorAll('vf-trending-articles, vf-content-recirculation').length
    assert.is(document.querySelectorAll('.vf-trending__title').length, lists)
    // …and each is watched for the viewport.
    assert.is(FakeObserver.all.flatMap((o) => [...o.targets]).filter((t) => t.classList.contains('vf-trending')).length, lists)
  })
const inView = async (ratio = 1) => {
  await act(async () => {
    FakeObserver.show(ratio)
    await api.settle()
  })
}
const list = (name: string | RegExp = 'Trending articles') => screen.getByRole('list', { name })
const headlines = (name?: string | RegExp) => within(list(name)).getAllByRole('link').map((a) => a.querySelector('.vf-trending__headline')!.textContent)

test('the list is asked for once in view, ranked by the last hours’ discussion, linked with the medium; half on screen is one view, a click an interaction', async () => {
  api.calls.length = 0
  const started = await start('<vf-trending-articles limit="3"></vf-trending-articles>')
  await waitFor(() => assert.ok(screen.getByRole('heading', { level: 2, name: 'Trending articles' })))
  await mounted()
  assert.ok(screen.getByText('Most discussed in the last 3 h'))
  assert.equal(trendingCalls(), [], 'nothing asked for before the list is in view')
  assert.ok(screen.getByRole('status').textContent?.includes('Loading the trending articles…'))

  await inView(0.2)
  assert.equal(trendingCalls(), [`GET /v4/livecomments/${DEMO_SECTION_UUID}/trending`])
  await waitFor(() => assert.equal(headlines(), ['Readers debate the four-day work week', 'Chat with our science editor', 'City council approves the new riverside park']))
  const first = within(list()).getAllByRole('link')[0]!
  const href = new URL(first.getAttribute('href')!)
  assert.equal([href.pathname, href.searchParams.get('utm_medium')], ['/big-thread.html', 'vf_top_pages'])
  assert.match(first.textContent!, /Comments: \d+ · last 3 h/)
  assert.is(document.querySelector('.vf-trending')!.getAttribute('data-thumbnail'), 'right')
  assert.is(started.args.get('analytics/view'), undefined, 'a fifth on screen is not a view')

  await inView(0.6)
  await inView(1)
  assert.equal(started.args.get('analytics/view'), [[{ widget: 'vf-trending-articles', medium: 'vf_top_pages', count: 3 }]])
  const stay = (event: Event) => event.preventDefault()
  document.addEventListener('click', stay)
  fireEvent.click(first)
  document.removeEventListener('click', stay)
  const [[interaction]] = started.args.get('analytics/interaction') as [[Record<string, unknown>]]
  assert.equal([interaction.type, interaction.widget, interaction.position, interaction.medium, interaction.url], ['click', 'vf-trending-articles', 1, 'vf_top_pages', 'http://localhost:8080/big-thread.html'])
  assert.equal(trendingCalls().length, 1, 'asked for once')
})

test('views: condensed is numbered titles without pictures or activity; list has pictures on the side chosen and no summaries', async () => {
  api.calls.length = 0
  await start('<vf-trending-articles title="Most discussed" view="condensed" limit="2" days-published="all" trend-window="99"></vf-trending-articles><vf-trending-articles title="Popular" view="list" thumbnail-position="left" limit="200"></vf-trending-articles>')
  await mounted()
  await inView()
  await waitFor(() => assert.is(headlines('Most discussed').length, 2))
  const condensed = list('Most discussed')
  assert.equal([...condensed.querySelectorAll('.vf-trending__rank')].map((r) => r.textContent), ['1', '2'])
  assert.is(condensed.querySelector('.vf-trending__thumb'), null)
  assert.is(condensed.querySelector('.vf-trending__activity'), null)
  const side = list('Popular')
  assert.is(side.closest('.vf-trending')!.getAttribute('data-thumbnail'), 'left')
  assert.is(side.querySelectorAll('.vf-trending__thumb').length, within(side).getAllByRole('link').length)
  assert.is(side.querySelector('.vf-trending__summary'), null, 'no summaries in the list view')
  assert.is(trendingCalls().length, 2)
})

test('the recirculation list asks for the visitor’s recommended articles and publishes its ad slot after them', async () => {
  document.cookie = '_vfa=visitor-0001; path=/'
  api.calls.length = 0
  const started = await start('<vf-content-recirculation limit="2" vf-container-id="riverside-park"></vf-content-recirculation>')
  await mounted()
  await inView()
  assert.equal(trendingCalls(), [`GET /v4/livecomments/${DEMO_SECTION_UUID}/trendingrecommended`])
  await waitFor(() => assert.is(headlines('Recommended for you').length, 2))
  assert.is(document.querySelector('.vf-trending')!.getAttribute('data-thumbnail'), 'left')
  const slots = (started.args.get('vf-ads/requestContentRecirculationAd') ?? []).map(([slot]) => slot as { element: Element; position: number; container_id: string })
  assert.ok(slots.length >= 1)
  assert.ok(slots.every((s) => s.element.classList.contains('vf-trending__ad') && s.position === 3 && s.container_id === 'riverside-park'))
})

test('a failed load says so and is tried again on request', async () => {
  await start('<vf-trending-articles></vf-trending-articles>')
  await mounted()
  api.state.failNext = true
  await inView()
  await waitFor(() => assert.ok(screen.getByText('The trending articles could not be loaded.')))
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
  await act(() => api.settle())
  await waitFor(() => assert.is(headlines().length, 5))
})

test('nothing trending: the list says so, or leaves nothing when hidden on empty', async () => {
  await served.service.db.query(`update content set processing_status = 'removed' where section_uuid = $1`, [DEMO_SECTION_UUID])
  await start('<vf-trending-articles title="Shown"></vf-trending-articles><div id="hidden"><vf-trending-articles title="Hidden" is-hidden-on-empty="true"></vf-trending-articles></div>')
  await mounted()
  await inView()
  await waitFor(() => assert.ok(screen.getByText('Nothing is trending yet')))
  await waitFor(() => assert.is(screen.queryByRole('heading', { name: 'Hidden' }), null))
  assert.is(document.querySelector('#hidden .vf-trending'), null)
})

test.run()
