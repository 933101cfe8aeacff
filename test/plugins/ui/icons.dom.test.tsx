/**
 * The kit's sheet and icon sprite on a document, Icon and IconButton: what a page receives once, what a
 * screen reader hears of an icon button (its name with the full count, pressed or not), what the keyboard
 * does with it, and how few elements an icon costs.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import { WidgetServicesProvider } from '../../../kernel/react/provider'
import type { WidgetServices } from '../../../kernel/react/services'
import { Dialog, ensureKitStyles, Icon, IconButton, ICONS, iconId, KIT_CSS } from '../../../plugins/ui'
import { testWidgetServices } from '../../support/widget-services'

test.after.each(() => cleanup())

const wrap = (services: WidgetServices, children: ReactNode) => <WidgetServicesProvider services={services}>{children}</WidgetServicesProvider>
const sprites = () => document.querySelectorAll('svg[data-vf-icons]')

test('ensureKitStyles: the kit sheet is adopted once (no <style> element) and one sprite holds a symbol per icon, built without markup', () => {
  ensureKitStyles(document)
  const placed = document.adoptedStyleSheets.length
  assert.ok(placed > 0)
  ensureKitStyles(document)
  assert.is(document.adoptedStyleSheets.length, placed, 'one sheet, however often asked')
  assert.is(document.querySelectorAll('style').length, 0)
  assert.is(sprites().length, 1)
  const sprite = sprites()[0]!
  assert.is(sprite.getAttribute('aria-hidden'), 'true')
  assert.is(sprite.namespaceURI, 'http://www.w3.org/2000/svg')
  const ids = [...sprite.querySelectorAll('symbol')].map((symbol) => symbol.id)
  assert.equal(ids, Object.keys(ICONS).map((name) => iconId(name as keyof typeof ICONS)))
  const like = sprite.querySelector(`#${iconId('thumbs-up')}`)!
  assert.is(like.getAttribute('viewBox'), '0 0 24 24')
  assert.ok(like.querySelector('path')?.getAttribute('d'), 'the drawing is Lucide\'s path data')
  assert.ok(KIT_CSS.includes('.vf-icon-button') && KIT_CSS.includes('.vf-button'), 'the sheet has the kit\'s components')
})

test('ensureKitStyles: a page that took the sprite off its body gets it back at the next call', () => {
  ensureKitStyles(document)
  sprites()[0]!.remove()
  assert.is(sprites().length, 0)
  ensureKitStyles(document)
  assert.is(sprites().length, 1)
})

test('Icon: two elements, hidden from assistive technology and never a tab stop; with a label it is a named image', async () => {
  const { services } = await testWidgetServices()
  render(wrap(services, <p data-testid="p"><Icon name="bell" /><Icon name="circle-alert" label="Error" /></p>))
  const [plain, named] = [...screen.getByTestId('p').querySelectorAll('svg')]
  assert.is(plain!.getAttribute('aria-hidden'), 'true')
  assert.is(plain!.getAttribute('focusable'), 'false')
  assert.is(plain!.querySelectorAll('*').length, 1, 'a <use> and nothing else')
  assert.is(plain!.querySelector('use')!.getAttribute('href'), '#vf-icon-bell')
  assert.is(screen.getByRole('img', { name: 'Error' }), named)
  assert.is(named!.getAttribute('aria-hidden'), null)
})

test('Icon: the ones that point along the line (reply, send, a chevron to the next) are mirrored right-to-left, the others never', async () => {
  const { services } = await testWidgetServices()
  render(wrap(services, <p data-testid="p"><Icon name="reply" /><Icon name="send" /><Icon name="chevron-right" /><Icon name="bell" /><Icon name="thumbs-up" /></p>))
  const mirrored = [...screen.getByTestId('p').querySelectorAll('svg')].map((svg) => svg.classList.contains('vf-icon--mirror'))
  assert.equal(mirrored, [true, true, true, false, false])
  assert.match(KIT_CSS, '.vf-icon--mirror:dir(rtl){transform:scaleX(-1)}')
})

test('IconButton: named by its label and the count it shows, the full count its title; a toggle says pressed, its name unchanged', async () => {
  const { services } = await testWidgetServices()
  const likes = 1233
  function Like() {
    const [liked, setLiked] = useState(false)
    return <IconButton icon="thumbs-up" label="Like" count={likes + (liked ? 1 : 0)} pressed={liked} onClick={() => setLiked(!liked)} />
  }
  render(wrap(services, <Like />))
  // What it shows is in its name (WCAG 2.5.3, label in name: axe's label-content-name-mismatch); the full
  // count is its title, a tooltip and the description a screen reader adds.
  const button = screen.getByRole('button', { name: 'Like 1.23k', description: '1,233' })
  assert.is(button.getAttribute('type'), 'button')
  assert.is(button.getAttribute('aria-pressed'), 'false')
  assert.is(button.textContent, '1.23k', 'the count for the eye')
  assert.is(button.querySelectorAll('*').length, 2, 'an icon (svg, use) and a text: three elements with the button')
  await act(async () => fireEvent.click(button))
  assert.is(button.getAttribute('aria-pressed'), 'true')
  assert.is(button.getAttribute('aria-label'), 'Like 1.23k')
  assert.is(button.getAttribute('title'), '1,234')
})

test('IconButton: a count the same in short and in full needs no title', async () => {
  const { services } = await testWidgetServices()
  render(wrap(services, <IconButton icon="thumbs-up" label="Like" count={30} />))
  const button = screen.getByRole('button', { name: 'Like 30' })
  assert.is(button.textContent, '30')
  assert.is(button.getAttribute('title'), null)
})

test('IconButton: not a toggle unless pressed is given; a visible label; no count, no number in the name; busy ignores clicks', async () => {
  const { services } = await testWidgetServices('de-de')
  let replies = 0
  render(
    wrap(
      services,
      <>
        <IconButton icon="reply" label="Antworten" showLabel onClick={() => replies++} />
        <IconButton icon="ellipsis" label="Weitere Aktionen" aria-haspopup="menu" aria-expanded={false} />
        <IconButton icon="thumbs-down" label="Gefällt mir nicht" count={12345} showLabel busy onClick={() => replies++} />
      </>,
    ),
  )
  const reply = screen.getByRole('button', { name: 'Antworten' })
  assert.is(reply.getAttribute('aria-pressed'), null)
  assert.is(reply.textContent, 'Antworten')
  fireEvent.click(reply)
  assert.is(replies, 1)
  const more = screen.getByRole('button', { name: 'Weitere Aktionen' })
  assert.is(more.textContent, '', 'icon only')
  assert.is(more.getAttribute('aria-haspopup'), 'menu')
  const dislike = screen.getByRole('button', { name: 'Gefällt mir nicht 12,3\u00a0Tsd.', description: '12.345' })
  assert.is(dislike.textContent, 'Gefällt mir nicht 12,3\u00a0Tsd.')
  assert.is(dislike.getAttribute('aria-disabled'), 'true')
  fireEvent.click(dislike)
  assert.is(replies, 1, 'a busy button ignores the click')
})

test('IconButton: a native button, so Enter and Space activate it and Tab reaches it', async () => {
  const { services } = await testWidgetServices()
  render(wrap(services, <IconButton icon="flag" label="Report" />))
  const button = screen.getByRole('button', { name: 'Report' })
  assert.is(button.tagName, 'BUTTON')
  assert.is(button.tabIndex, 0)
  assert.is(button.getAttribute('data-variant'), 'ghost', 'the quiet look by default')
})

test('Dialog: places the kit sheet itself (a widget may show nothing else of the kit); its close button is an icon with a name', async () => {
  const { services } = await testWidgetServices()
  render(wrap(services, <Dialog title="Settings" onClose={() => {}}><p>x</p></Dialog>))
  assert.is(sprites().length, 1)
  const close = screen.getByRole('button', { name: 'Close dialog' })
  assert.is(close.querySelector('use')!.getAttribute('href'), '#vf-icon-x')
})

test.run()
