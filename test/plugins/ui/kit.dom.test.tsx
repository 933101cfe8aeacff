/**
 * The UI kit's text area, avatar, badge, skeleton, toast and empty/error states, as a reader (and a
 * screen reader) meets them.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState, type ReactNode } from 'react'
import { Constants } from '../../../contracts/constants'
import { WidgetServicesProvider } from '../../../kernel/react/provider'
import type { WidgetServices } from '../../../kernel/react/services'
import { Avatar, avatarTint, Badge, EmptyState, ErrorState, Skeleton, TextArea, Toast, useToast, type ToastController } from '../../../plugins/ui'
import { testWidgetServices } from '../../support/widget-services'

test.after.each(() => cleanup())

const wrap = (services: WidgetServices, children: ReactNode) => <WidgetServicesProvider services={services}>{children}</WidgetServicesProvider>

/** Makes `CSS.supports('field-sizing', 'content')` answer `answer` while `run` runs (happy-dom makes a new CSS object per read). */
async function withFieldSizing(answer: boolean, run: () => Promise<void> | void) {
  const view = document.defaultView!
  const own = Object.getOwnPropertyDescriptor(view, 'CSS')
  const css = view.CSS
  Object.defineProperty(view, 'CSS', { configurable: true, value: { ...css, supports: (...args: string[]) => (args[0] === 'field-sizing' ? answer : css.supports(...(args as [string, string]))) } })
  try {
    await run()
  } finally {
    if (own) Object.defineProperty(view, 'CSS', own)
    else delete (view as { CSS?: unknown }).CSS
  }
}

/** Gives `area` a content height of `lines` × 20 px (happy-dom lays nothing out). */
function contentLines(area: HTMLTextAreaElement, lines: () => number) {
  Object.defineProperty(area, 'scrollHeight', { configurable: true, get: () => lines() * 20 + 16 })
  Object.defineProperty(area, 'offsetHeight', { configurable: true, get: () => 2 })
  Object.defineProperty(area, 'clientHeight', { configurable: true, get: () => 0 })
}

test('TextArea: a labelled native text area; where CSS sizes it to its content, no height is set in script', async () => {
  const { services } = await testWidgetServices()
  assert.ok(document.defaultView!.CSS.supports('display', 'grid'))
  await withFieldSizing(true, () => {
    render(wrap(services, <><label htmlFor="t">Your comment</label><TextArea id="t" maxRows={6} /></>))
    const area = screen.getByRole('textbox', { name: 'Your comment' }) as HTMLTextAreaElement
    assert.is(area.tagName, 'TEXTAREA')
    assert.ok(area.classList.contains('vf-textarea'))
    assert.is(area.getAttribute('rows'), '1')
    fireEvent.input(area, { target: { value: 'one\ntwo\nthree' } })
    assert.is(area.style.blockSize, '')
    assert.is(area.style.getPropertyValue('--vf-textarea-max-rows'), '6', 'other rows than the defaults go through the CSSOM')
    assert.is(area.hasAttribute('style'), true)
  })
})

test('TextArea: elsewhere it grows with the reader\'s typing and with a value set from outside, through the CSSOM', async () => {
  const { services } = await testWidgetServices()
  await withFieldSizing(false, async () => {
    let lines = 1
    let typed: string[] = []
    function Composer() {
      const [text, setText] = useState('')
      return (
        <>
          <TextArea aria-label="Your comment" value={text} onChange={(e) => setText(e.target.value)} onInput={(e) => typed.push(e.currentTarget.value)} />
          <button onClick={() => setText('')}>Post</button>
        </>
      )
    }
    render(wrap(services, <Composer />))
    const area = screen.getByRole('textbox', { name: 'Your comment' }) as HTMLTextAreaElement
    contentLines(area, () => lines)
    lines = 3
    fireEvent.input(area, { target: { value: 'one\ntwo\nthree' } })
    assert.is(area.style.blockSize, '78px', 'three lines, padding and borders')
    assert.equal(typed, ['one\ntwo\nthree'], "the caller's onInput still runs")
    lines = 1
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Post' })))
    assert.is(area.value, '')
    assert.is(area.style.blockSize, '38px', 'emptied from outside: back to one line')
    typed = []
  })
  assert.ok(document.defaultView!.CSS.supports('display', 'grid'), 'the window has its CSS back')
})

test('Avatar: a new src is tried even after the last one failed; sizes; the same name always has the same tint', async () => {
  const { services } = await testWidgetServices()
  const { rerender } = render(wrap(services, <Avatar name="Ada Lovelace" src="https://img.example/old.jpg" size="lg" />))
  await act(async () => fireEvent.error(screen.getByRole('img', { name: 'Ada Lovelace' })))
  const letters = screen.getByRole('img', { name: 'Ada Lovelace' })
  assert.is(letters.tagName, 'SPAN')
  assert.is(letters.getAttribute('data-size'), 'lg')
  assert.is(letters.getAttribute('data-tint'), String(avatarTint('Ada Lovelace')))
  rerender(wrap(services, <Avatar name="Ada Lovelace" src="https://img.example/new.jpg" size="lg" />))
  const picture = screen.getByRole('img', { name: 'Ada Lovelace' })
  assert.is(picture.tagName, 'IMG', 'the new picture is shown')
  assert.is(picture.getAttribute('src'), 'https://img.example/new.jpg')
  rerender(wrap(services, <Avatar name="Ada Lovelace" src="https://img.example/new.jpg" />))
  assert.is(screen.getByRole('img', { name: 'Ada Lovelace' }).getAttribute('data-size'), null, 'md is the default, with no attribute')
  rerender(wrap(services, <Avatar name="Ada Lovelace" src="https://img.example/old.jpg" />))
  assert.is(screen.getByRole('img', { name: 'Ada Lovelace' }).tagName, 'SPAN', 'the picture that failed last is not asked for again')
  assert.is(avatarTint('Ada Lovelace'), avatarTint(' Ada Lovelace '))
})

test('Badge: a role in words in the reader\'s language (never colour alone), or the caller\'s text', async () => {
  const { services } = await testWidgetServices('fr-fr')
  render(wrap(services, <p data-testid="byline">Ada <Badge kind="moderator" /> <Badge kind="trusted" /> <Badge>Auteur</Badge></p>))
  const badges = [...screen.getByTestId('byline').querySelectorAll('.vf-badge')]
  assert.equal(badges.map((badge) => badge.textContent), ['Modérateur', 'De confiance', 'Auteur'])
  assert.equal(badges.map((badge) => badge.getAttribute('data-kind')), ['moderator', 'trusted', null])
  assert.is(screen.getByTestId('byline').textContent, 'Ada Modérateur De confiance Auteur')
})

test('Skeleton: shapes hidden from assistive technology, sized by attributes (no style attribute)', async () => {
  const { services } = await testWidgetServices()
  render(
    wrap(
      services,
      <div data-testid="loading">
        <Skeleton shape="circle" size="sm" />
        <Skeleton shape="line" width="short" />
        <Skeleton shape="line" />
        <Skeleton shape="block" size="lg" />
      </div>,
    ),
  )
  const shapes = [...screen.getByTestId('loading').children]
  assert.equal(shapes.map((shape) => [shape.getAttribute('data-shape'), shape.getAttribute('data-size') ?? shape.getAttribute('data-width')]), [['circle', 'sm'], ['line', 'short'], ['line', null], ['block', 'lg']])
  assert.ok(shapes.every((shape) => shape.getAttribute('aria-hidden') === 'true' && !shape.hasAttribute('style')))
  assert.is(screen.getByTestId('loading').textContent, '')
})

function ToastHost({ onReady }: { onReady: (toast: ToastController) => void }) {
  const toast = useToast()
  onReady(toast)
  return (
    <>
      <button onClick={() => toast.show('Link copied', 'success')}>Copy link</button>
      <Toast toast={toast} />
    </>
  )
}

test('Toast: a polite status, there before its message; gone after the status time on the widget clock; never takes the focus', async () => {
  const { services, advance } = await testWidgetServices()
  let toast!: ToastController
  render(wrap(services, <ToastHost onReady={(t) => (toast = t)} />))
  const region = screen.getByRole('status')
  assert.is(region.getAttribute('aria-live'), 'polite')
  assert.is(region.textContent, '', 'an empty region waits for the message')
  const copy = screen.getByRole('button', { name: 'Copy link' })
  copy.focus()
  await act(async () => fireEvent.click(copy))
  assert.is(region.textContent, 'Link copied')
  assert.is(document.activeElement, copy, 'the focus stays where the reader is')
  assert.is(region.querySelector('.vf-toast')!.getAttribute('data-tone'), 'success')
  await act(async () => advance(Constants.statusDisplayMs - 1))
  assert.is(region.textContent, 'Link copied')
  await act(async () => advance(1))
  assert.is(region.textContent, '')
  assert.is(screen.getByRole('status'), region, 'the region stays for the next one')
  assert.ok(toast)
})

test('Toast: the same text again is a new announcement and a new time; the pointer on it keeps it', async () => {
  const { services, advance } = await testWidgetServices()
  let toast!: ToastController
  render(wrap(services, <ToastHost onReady={(t) => (toast = t)} />))
  const copy = screen.getByRole('button', { name: 'Copy link' })
  await act(async () => fireEvent.click(copy))
  const first = screen.getByText('Link copied')
  await act(async () => advance(3000))
  await act(async () => fireEvent.click(copy))
  const second = screen.getByText('Link copied')
  assert.is.not(second, first, 'a new element: screen readers announce it again')
  await act(async () => advance(3000))
  assert.ok(screen.queryByText('Link copied'), 'the time started again')
  await act(async () => fireEvent.mouseEnter(second))
  await act(async () => advance(10_000))
  assert.ok(screen.queryByText('Link copied'), 'kept while the pointer is on it')
  await act(async () => fireEvent.mouseLeave(second))
  await act(async () => advance(Constants.statusDisplayMs))
  assert.is(screen.queryByText('Link copied'), null)
  await act(async () => toast.show('Saved'))
  await act(async () => toast.clear())
  assert.is(screen.getByRole('status').textContent, '')
})

test('Toast: unmounted with a message showing, its timer goes too', async () => {
  const { services, timers } = await testWidgetServices()
  const { unmount } = render(wrap(services, <ToastHost onReady={() => {}} />))
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy link' })))
  assert.is(timers.pending, 1)
  unmount()
  assert.is(timers.pending, 0)
})

test('EmptyState: a line, words and an action, read in place (not announced)', async () => {
  const { services } = await testWidgetServices()
  render(wrap(services, <EmptyState title="No comments yet" action={<button>Write the first</button>}>Be the first to share your thoughts.</EmptyState>))
  const line = screen.getByText('No comments yet')
  const state = line.closest('.vf-state')!
  assert.is(state.getAttribute('role'), null)
  assert.ok(screen.getByText('Be the first to share your thoughts.'))
  assert.ok(screen.getByRole('button', { name: 'Write the first' }))
  assert.is(state.querySelector('svg')!.getAttribute('aria-hidden'), 'true')
})

test('ErrorState: an alert in the reader\'s language with "Try again"; while retrying the button is busy and keeps the focus', async () => {
  const { services } = await testWidgetServices('es-es')
  let retries = 0
  const { rerender } = render(wrap(services, <ErrorState onRetry={() => retries++}>Sin conexión.</ErrorState>))
  const alert = screen.getByRole('alert')
  assert.ok(alert.textContent!.startsWith('Algo'), alert.textContent!)
  assert.ok(alert.textContent!.includes('Sin conexión.'))
  const retry = screen.getByRole('button', { name: 'Reintentar' })
  retry.focus()
  fireEvent.click(retry)
  assert.is(retries, 1)
  rerender(wrap(services, <ErrorState onRetry={() => retries++} retrying>Sin conexión.</ErrorState>))
  assert.is(retry.getAttribute('aria-disabled'), 'true')
  assert.is(document.activeElement, retry)
  fireEvent.click(retry)
  assert.is(retries, 1, 'no second request while one is under way')
  rerender(wrap(services, <ErrorState title="No se pudo cargar." />))
  assert.is(screen.queryByRole('button'), null, 'no retry offered without onRetry')
  assert.ok(screen.getByText('No se pudo cargar.'))
})

test.run()
