/**
 * The legacy share bar and share total against the in-memory reference service: v1 placeholders
 * (`data-widget="sharebar"`, `sharetotal`) keep working, the shared address is canonical, each share is
 * told (`share`/`clicked`: network, button) and counted, the total follows; the copy says what happened;
 * `forceLegacy` leaves the placeholders alone; the site's switch turned off leaves the bar out.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { DEMO_SECTION_UUID } from '../../../examples/server/seed'
import { startProduct } from '../../../kernel/startup'
import { sessionPlugin } from '../../../plugins/session'
import { sharebarPlugin } from '../../../plugins/sharebar'
import { recordingConsole } from '../../support/console'
import { domService } from '../../support/dom-service'
import { memoryStorage } from '../../support/fake-service'
import { fakeTimers } from '../../support/fake-timers'

const served = domService(test)
const api = served.api
const LEGACY = '<div class="vf-widget" data-widget="sharebar" data-title="Riverside park approved"></div><div class="vf-widget" data-widget="sharetotal"></div>'

async function start(href: string, html = LEGACY) {
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
  await startProduct({
    host: { document, location: { href }, addEventListener() {}, removeEventListener() {} },
    handoff: { vf: {}, calls: [], scriptUrl: 'http://localhost:8080/vf.js' },
    timers,
    console: recordingConsole().console,
    fetch: api.fetch,
    storage: memoryStorage(),
    plugins: [recorder, sessionPlugin(), sharebarPlugin()],
  })
  await act(async () => {
    await timers.tick(10_000)
    await api.settle()
  })
  return { args }
}
const bar = () => screen.getByRole('list', { name: 'Share this page' })
const stay = (event: Event) => event.preventDefault()

test('a v1 share bar page: the bar and the total replace the placeholders, share the canonical address, and each share is told and counted', async () => {
  const { args } = await start('http://localhost:8080/story?vfsubscribed=1&edition=2#vf-7')
  await waitFor(() => assert.ok(bar()))
  assert.is(document.querySelector('div[data-widget]'), null, 'the placeholders were converted')
  const facebook = within(bar()).getByRole('link', { name: 'Share on Facebook (opens a new window)' })
  const shared = new URL(facebook.getAttribute('href')!).searchParams.get('u')
  assert.is(shared, 'http://localhost:8080/story?edition=2')
  assert.is(facebook.getAttribute('target'), '_blank')
  assert.match(within(bar()).getByRole('link', { name: 'Share on X (opens a new window)' }).getAttribute('href')!, /text=Riverside%20park%20approved/)
  assert.match(within(bar()).getByRole('link', { name: 'Share by e-mail' }).getAttribute('href')!, /^mailto:\?subject=Riverside/)
  await waitFor(() => assert.ok(screen.getByText('Shares: 0')))
  assert.ok(args.get('sharebar/loaded'))
  assert.ok(args.get('share-total/loaded'))

  document.addEventListener('click', stay)
  fireEvent.click(facebook)
  document.removeEventListener('click', stay)
  assert.equal(args.get('share/clicked'), [['facebook', 'sharebar']])
  await act(() => api.settle())
  await waitFor(() => assert.ok(screen.getByText('Shares: 1')))
  const counted = await served.service.app.inject({ method: 'GET', url: `/v4/shares/${DEMO_SECTION_UUID}?url=${encodeURIComponent('http://localhost:8080/story?edition=2')}` })
  assert.equal(counted.json().networks, { facebook: 1 })
})

test('copying the address: said when copied; shown to copy by hand when the clipboard refuses', async () => {
  const nav = window.navigator as unknown as { clipboard?: unknown }
  const original = Object.getOwnPropertyDescriptor(nav, 'clipboard')
  let writes: string[] = []
  Object.defineProperty(nav, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void writes.push(text) } })
  try {
    const { args } = await start('http://localhost:8080/copy-me')
    await waitFor(() => assert.ok(bar()))
    fireEvent.click(within(bar()).getByRole('button', { name: 'Copy link' }))
    await act(() => api.settle())
    await waitFor(() => assert.is(screen.getAllByRole('status').find((s) => s.closest('.vf-sharebar'))!.textContent, 'Link copied.'))
    assert.equal(writes, ['http://localhost:8080/copy-me'])
    assert.equal(args.get('share/clicked'), [['copy', 'sharebar']])
    Object.defineProperty(nav, 'clipboard', { configurable: true, value: { writeText: async () => Promise.reject(new Error('NotAllowedError')) } })
    writes = []
    fireEvent.click(within(bar()).getByRole('button', { name: 'Copy link' }))
    await waitFor(() => assert.is((screen.getByRole('textbox', { name: 'Page address' }) as HTMLInputElement).value, 'http://localhost:8080/copy-me'))
  } finally {
    if (original) Object.defineProperty(nav, 'clipboard', original)
    else delete nav.clipboard
  }
})

test('forceLegacy leaves the v1 placeholders as the page wrote them', async () => {
  await start('http://localhost:8080/story?forceLegacy=1')
  assert.is(document.querySelectorAll('div.vf-widget[data-widget]').length, 2)
  assert.is(screen.queryByRole('list', { name: 'Share this page' }), null)
})

test('the site’s share bar switch turned off leaves the bar out', async () => {
  await served.service.db.query(`update sections set settings = settings || '{"enable_sharebar": 0}'::jsonb where section_uuid = $1`, [DEMO_SECTION_UUID])
  await start('http://localhost:8080/story')
  await waitFor(() => assert.ok(screen.getByText(/Shares: \d/)))
  assert.is(screen.queryByRole('list', { name: 'Share this page' }), null)
})

test.run()
