import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Profiler, useState, type ReactNode } from 'react'
import { WidgetServicesProvider } from '../../../kernel/react/provider'
import type { WidgetServices } from '../../../kernel/react/services'
import { Avatar, Button, Dialog, KIT_CSS, RelativeTime, ShortNumber, StatusLine, initials } from '../../../plugins/ui'
import { testWidgetServices } from '../../support/widget-services'

test.after.each(() => cleanup())

const wrap = (services: WidgetServices, children: ReactNode) => <WidgetServicesProvider services={services}>{children}</WidgetServicesProvider>

test('Button: native, typed button by default; busy is announced and blocks clicks', async () => {
  const { services } = await testWidgetServices()
  let clicks = 0
  render(wrap(services, <Button busy onClick={() => clicks++}>Post</Button>))
  const button = screen.getByRole('button', { name: 'Post' })
  assert.is(button.getAttribute('type'), 'button')
  assert.is(button.getAttribute('aria-busy'), 'true')
  fireEvent.click(button)
  assert.is(clicks, 0)
})

test('Button: a busy button keeps the focus, says it is unavailable and ignores its form\'s submit; a disabled one stays disabled', async () => {
  const { services } = await testWidgetServices()
  let submits = 0
  function Form({ busy }: { busy: boolean }) {
    return (
      <form aria-label="Comment" onSubmit={(e) => { e.preventDefault(); submits++ }}>
        <input aria-label="Name" />
        <Button type="submit" busy={busy}>Post</Button>
        <Button disabled>Later</Button>
      </form>
    )
  }
  const { rerender } = render(wrap(services, <Form busy={false} />))
  const post = screen.getByRole('button', { name: 'Post' })
  post.focus()
  fireEvent.submit(screen.getByRole('form', { name: 'Comment' }))
  assert.is(submits, 1, 'not busy: the form submits')
  assert.is(post.getAttribute('aria-disabled'), null)
  rerender(wrap(services, <Form busy />))
  assert.is(post.hasAttribute('disabled'), false, 'busy is not disabled: the focus would be lost')
  assert.is(document.activeElement, post)
  assert.is(post.getAttribute('aria-disabled'), 'true')
  assert.is(post.getAttribute('aria-busy'), 'true')
  fireEvent.click(post)
  fireEvent.submit(screen.getByRole('form', { name: 'Comment' }))
  assert.is(submits, 1, 'busy: neither a click nor Enter (a submit of the form) sends it again')
  rerender(wrap(services, <Form busy={false} />))
  fireEvent.submit(screen.getByRole('form', { name: 'Comment' }))
  assert.is(submits, 2, 'no longer busy: it submits again')
  const later = screen.getByRole('button', { name: 'Later' })
  assert.is(later.hasAttribute('disabled'), true)
  assert.is(later.getAttribute('aria-disabled'), null)
})

test('Dialog: labelled, focus moves in, Tab wraps, Escape closes and focus returns to the opener', async () => {
  const { services } = await testWidgetServices()
  function Host() {
    const [open, setOpen] = useState(false)
    return (
      <div>
        <button onClick={() => setOpen(true)}>Open</button>
        {open && (
          <Dialog title="Sign in" onClose={() => setOpen(false)}>
            <input aria-label="E-mail" />
            <button>Continue</button>
          </Dialog>
        )}
      </div>
    )
  }
  render(wrap(services, <Host />))
  const opener = screen.getByRole('button', { name: 'Open' })
  opener.focus()
  await act(async () => fireEvent.click(opener))
  const dialog = screen.getByRole('dialog', { name: 'Sign in' })
  assert.is(dialog.getAttribute('aria-modal'), 'true')
  const email = screen.getByLabelText('E-mail')
  assert.is(document.activeElement, email)
  const close = screen.getByRole('button', { name: 'Close dialog' })
  close.focus()
  fireEvent.keyDown(close, { key: 'Tab' })
  assert.is(document.activeElement, email, 'Tab from the last control wraps to the first')
  fireEvent.keyDown(email, { key: 'Tab', shiftKey: true })
  assert.is(document.activeElement, close, 'Shift+Tab from the first wraps to the last')
  await act(async () => fireEvent.keyDown(email, { key: 'Escape' }))
  assert.is(screen.queryByRole('dialog'), null)
  assert.is(document.activeElement, opener)
})

test('Dialog: the close button closes it', async () => {
  const { services } = await testWidgetServices()
  let closed = 0
  render(wrap(services, <Dialog title="Settings" onClose={() => closed++}><p>x</p></Dialog>))
  fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }))
  assert.is(closed, 1)
})

test('StatusLine: errors are alerts, successes polite status messages; nothing shows when idle', async () => {
  const { services, status } = await testWidgetServices()
  render(wrap(services, <StatusLine statusKey="post" />))
  assert.is(screen.queryByRole('alert'), null)
  await act(async () => status.fail('post', 'Your comment could not be posted.'))
  assert.is(screen.getByRole('alert').textContent, 'Your comment could not be posted.')
  await act(async () => status.succeed('post', 'Posted'))
  assert.is(screen.getByRole('status').textContent, 'Posted')
  assert.is(screen.getByRole('status').getAttribute('aria-live'), 'polite')
})

test('Avatar: the name is the text alternative; initials when there is no picture or it fails', async () => {
  const { services } = await testWidgetServices()
  assert.is(initials('Ada Lovelace'), 'AL')
  assert.is(initials('  émile  '), 'É')
  assert.is(initials(''), '?')
  render(wrap(services, <><Avatar name="Ada Lovelace" src="https://img.example/ada.jpg" /><Avatar name="Bo Chen" /></>))
  const img = screen.getByRole('img', { name: 'Ada Lovelace' })
  assert.is(img.tagName, 'IMG')
  await act(async () => fireEvent.error(img))
  assert.is(screen.getByRole('img', { name: 'Ada Lovelace' }).textContent, 'AL')
  assert.is(screen.getByRole('img', { name: 'Bo Chen' }).textContent, 'BC')
})

test('Avatar: decorative beside a written name: no text alternative, hidden, picture or initials alike', async () => {
  const { services } = await testWidgetServices()
  render(wrap(services, <p data-testid="byline"><Avatar name="Ada Lovelace" src="https://img.example/ada.jpg" decorative /><Avatar name="Bo Chen" decorative /></p>))
  assert.equal(screen.queryAllByRole('img'), [])
  const [picture, letters] = [...screen.getByTestId('byline').querySelectorAll('.vf-avatar')]
  assert.is(picture!.getAttribute('alt'), '')
  assert.is(picture!.getAttribute('aria-hidden'), 'true')
  assert.is(letters!.getAttribute('aria-hidden'), 'true')
  assert.is(letters!.getAttribute('aria-label'), null)
  assert.is(letters!.getAttribute('data-initials'), 'BC', 'drawn from an attribute: one node beside the name')
  await act(async () => fireEvent.error(picture!))
  assert.equal(screen.queryAllByRole('img'), [], 'a failed picture falls back to hidden initials')
  assert.is(screen.getByTestId('byline').querySelector('.vf-avatar')!.getAttribute('aria-hidden'), 'true')
})

test('RelativeTime ticks every second: now, then minutes, with the full date as title; it renders again only when its words change', async () => {
  const { services, advance } = await testWidgetServices()
  const created = services.now() - 60_000
  let commits = 0
  render(wrap(services, <Profiler id="time" onRender={() => void commits++}><RelativeTime ms={created} /></Profiler>))
  const time = screen.getByText('now')
  assert.is(time.tagName, 'TIME')
  assert.is(time.getAttribute('datetime'), new Date(created).toISOString())
  assert.is(time.getAttribute('title'), 'November 22, 2026')
  const first = commits
  await act(async () => advance(59_000))
  assert.is(time.textContent, 'now')
  assert.is(commits, first, 'fifty-nine ticks, the same words: nothing rendered')
  await act(async () => advance(1000))
  assert.is(time.textContent, '2 minutes ago')
})

test('RelativeTime focusable: a Tab stop whose title (the full date) its CSS shows while it has the keyboard’s focus', async () => {
  const { services } = await testWidgetServices()
  const created = services.now() - 60_000
  render(wrap(services, <p><RelativeTime ms={created} /><RelativeTime ms={created} focusable /></p>))
  const [plain, focusable] = screen.getAllByText('now')
  assert.is(plain!.getAttribute('tabindex'), null, 'not a Tab stop unless asked')
  assert.is(plain!.className, '')
  assert.is(focusable!.getAttribute('tabindex'), '0')
  assert.is(focusable!.className, 'vf-time')
  assert.is(focusable!.getAttribute('title'), 'November 22, 2026')
  assert.match(KIT_CSS, '.vf-time:focus-visible::after{content:attr(title)')
})

test('ShortNumber: short for the eye, the full localized number for screen readers; a number the same both ways is plain text', async () => {
  const { services } = await testWidgetServices('de-de')
  render(wrap(services, <p data-testid="counts"><ShortNumber value={12345} /> <ShortNumber value={987} /></p>))
  assert.ok(screen.getByText('12,3 Tsd.'))
  assert.ok(screen.getByText('12.345'))
  assert.is(screen.getByTitle('12.345').tagName, 'SPAN')
  const counts = screen.getByTestId('counts')
  assert.is(counts.lastChild?.nodeType, Node.TEXT_NODE)
  assert.is(counts.lastChild?.textContent, '987')
  assert.is(counts.querySelectorAll('span').length, 3, 'only the short one has its spans')
})

test('ShortNumber: the unit is the locale\'s; screen readers still get the full number', async () => {
  const { services } = await testWidgetServices('fi-fi')
  render(wrap(services, <p><ShortNumber value={12345} /></p>))
  assert.ok(screen.getByText('12,3 t.'))
  assert.ok(screen.getByText('12 345'))
  assert.is(screen.getByText('12,3 t.').getAttribute('aria-hidden'), 'true')
})

test.run()
