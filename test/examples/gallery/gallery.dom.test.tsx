/**
 * The gallery plugin (examples/plugins/gallery) through `testKernel()`: its widget renders the UI kit's
 * components in the page's language with the product's React, its pretend save drives the kit's status
 * line on the widget's clock (pending, then saved, or the connection's failure) and is gated like any
 * action, and its frames carry the gallery's theme and language to the frame page. The frames' own pages
 * are the browser test's (test/browser/gallery.browser.ts): here they are not loaded.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react'
import { galleryPlugin, SAVE_MS } from '../../../examples/plugins/gallery'
import { testKernel } from '../../support/test-kernel'

const settings = (window as unknown as { happyDOM: { settings: { disableIframePageLoading: boolean } } }).happyDOM.settings
let loadedFrames: boolean
test.before(() => {
  loadedFrames = settings.disableIframePageLoading
  settings.disableIframePageLoading = true
})
test.after(() => {
  settings.disableIframePageLoading = loadedFrames
})
/** Each test's product: its plugin is removed after the test, so nothing of the gallery outlives its test. */
let removeGallery: (() => Promise<unknown>) | undefined
test.after.each(async () => {
  await act(async () => void (await removeGallery?.()))
  removeGallery = undefined
  cleanup()
})

const PAGE = '<main><vf-gallery data-vf-theme="dark"></vf-gallery></main>'

async function gallery(options: Parameters<typeof testKernel>[0] = {}) {
  const kit = await testKernel({ plugins: [galleryPlugin()], page: PAGE, ...options })
  removeGallery = () => kit.vf.plugins.remove('gallery')
  await kit.reveal()
  const view = within(document.querySelector('vf-gallery') as HTMLElement)
  await waitFor(() => view.getByRole('heading', { level: 1, name: 'Every component, every state' }))
  return { ...kit, view }
}

test('the kit’s components, named in the page’s language: buttons, the menu button, tabs, a select, the states', async () => {
  const { view } = await gallery()
  assert.ok(view.getByRole('button', { name: 'Like 30' }))
  assert.ok(view.getByRole('button', { name: 'Dislike 1.23k', description: '1,234' }))
  assert.is(view.getByRole('button', { name: 'Like 31' }).getAttribute('aria-pressed'), 'true')
  const more = view.getAllByRole('button', { name: 'More actions for Ada Lovelace' })[0]!
  assert.is(more.getAttribute('aria-haspopup'), 'menu')
  assert.is(view.getByRole('tab', { name: 'Profile' }).getAttribute('aria-selected'), 'true')
  assert.ok(view.getByRole('radiogroup', { name: 'Show' }))
  assert.is(view.getAllByRole('combobox', { name: 'Sort by' }).length, 3, 'labelled, named for assistive technology only, disabled')
  assert.ok(view.getByRole('button', { name: 'Try again' }))
  assert.ok(view.getByText('No comments yet'))
  // The menu opens as a menu, and what is chosen is confirmed politely.
  await act(async () => fireEvent.click(more))
  const menu = await waitFor(() => view.getByRole('menu', { name: 'More actions for Ada Lovelace' }))
  await act(async () => fireEvent.click(within(menu).getByRole('menuitem', { name: 'Report' })))
  await waitFor(() => view.getByText('You chose: Report'))
  assert.is(view.getByText('You chose: Report').closest('[role="status"]')?.getAttribute('aria-live'), 'polite')
})

test('the pretend save: busy, then “saved” in the status line; without a connection, the failure as an alert', async () => {
  const { view, clock } = await gallery()
  // The pinned example says it already.
  assert.is(view.getAllByText('Your changes are saved.').length, 1)
  const save = view.getByRole('button', { name: 'Save' })
  await act(async () => fireEvent.click(save))
  await waitFor(() => assert.is(save.getAttribute('aria-busy'), 'true'))
  await act(async () => void (await clock.tick(SAVE_MS)))
  await waitFor(() => assert.is(view.getAllByText('Your changes are saved.').length, 2))
  assert.is(save.getAttribute('aria-busy'), null)
  await act(async () => fireEvent.click(view.getByRole('button', { name: 'Save without a connection' })))
  await act(async () => void (await clock.tick(SAVE_MS)))
  // Beside the error state's own example (an alert too), the status line's.
  const alert = await waitFor(() => view.getAllByRole('alert').find((element) => element.classList.contains('vf-status'))!)
  assert.is(alert.textContent, 'We could not reach the service. Check your connection and try again.')
})

test('a page gates the save as it gates the product’s actions', async () => {
  const { vf, view, clock } = await gallery()
  vf.actions.addInterceptor('gallery.save', (call: { intercept(reason: string): void }) => call.intercept('read-only gallery'))
  assert.equal(await vf.actions.call('gallery.save', { params: { statusKey: 'gallery:save' } }), { error: 'read-only gallery', code: 'Intercepted' })
  await act(async () => fireEvent.click(view.getByRole('button', { name: 'Save' })))
  await act(async () => void (await clock.tick(SAVE_MS)))
  assert.is(view.getAllByText('Your changes are saved.').length, 1, 'nothing was saved')
})

test('one frame per state, each titled, with the gallery’s theme and language in its address', async () => {
  const { view } = await gallery()
  const frames = Array.from(document.querySelectorAll<HTMLIFrameElement>('#gallery-states .vf-gallery__frame iframe'))
  assert.equal(
    frames.map((frame) => frame.title),
    ['A guest', 'Signed in', 'A moderator', 'Banned from posting', 'The tray, open', 'Loading', 'Empty', 'Could not load', 'Long names and words', 'Closed', 'Right to left (Arabic)', 'The light theme'].map((state) => `The widgets: ${state}`),
  )
  const address = (index: number) => new URL(frames[index]!.getAttribute('src')!, 'https://publisher.example/')
  assert.is(address(2).pathname, '/gallery-frame.html')
  assert.equal(Object.fromEntries([...address(2).searchParams].filter(([key]) => key !== 'title' && key !== 'description')), { state: 'moderator', theme: 'dark', lang: 'en-us' })
  // The comparison frames: the other direction and the other theme.
  assert.is(address(10).searchParams.get('lang'), 'ar-ar')
  assert.is(address(11).searchParams.get('theme'), 'light')
  assert.is(view.getByRole('link', { name: 'Open “A moderator” on its own' }).getAttribute('href'), frames[2]!.getAttribute('src'))
})

test('each later widget a section of its own: its states, named with the widget, its frames asking the frame page for it', async () => {
  const { view } = await gallery()
  const section = (name: string) => within(view.getByRole('region', { name }))
  const titles = (name: string) => section(name).getAllByTitle(/.+/).map((frame) => frame.getAttribute('title'))
  assert.equal(
    titles('Reviews and rating'),
    ['A guest', 'Signed in', 'A moderator', 'Loading', 'Empty', 'Could not load', 'Right to left (Arabic)', 'The light theme'].map((state) => `Reviews and rating: ${state}`),
  )
  assert.equal(titles('Live questions').length, 8)
  assert.equal(titles('Polls').length, 8)
  assert.equal(titles('Ads'), ['A guest', 'Signed in', 'Empty', 'Right to left (Arabic)', 'The light theme'].map((state) => `Ads: ${state}`))
  assert.equal(titles('The paywall’s wall'), ['A guest', 'Signed in', 'A moderator', 'Could not load', 'Right to left (Arabic)', 'The light theme'].map((state) => `The paywall’s wall: ${state}`))
  const loading = section('Polls').getByTitle('Polls: Loading')
  const address = new URL(loading.getAttribute('src')!, 'https://publisher.example/')
  assert.equal(Object.fromEntries([...address.searchParams].filter(([key]) => key !== 'title' && key !== 'description')), { widget: 'polls', state: 'loading', theme: 'dark', lang: 'en-us' })
  assert.is(view.getByRole('link', { name: 'Open “Live questions: A moderator” on its own' }).getAttribute('href'), section('Live questions').getByTitle('Live questions: A moderator').getAttribute('src'))
  // The table of contents leads to each.
  assert.is(view.getByRole('link', { name: 'The paywall’s wall' }).getAttribute('href'), '#gallery-paywall')
})

test.run()
