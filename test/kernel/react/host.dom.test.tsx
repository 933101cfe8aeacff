import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { reactWidget, type WidgetViewProps } from '../../../kernel/react/mount'
import { WidgetServicesProvider } from '../../../kernel/react/provider'
import { useAction, useBusEvent, useStatus, useStoreSelection, useStoreValue, useT } from '../../../kernel/react/hooks'
import { testWidgetServices } from '../../support/widget-services'

declare module '../../../contracts/store' {
  interface StoreSlices {
    /** Test slices (test/kernel/react/host.dom.test.tsx). */
    n_counter: { n: number }
    pair: { a: number; b: { text: string }; other: number }
  }
}

test.after.each(() => cleanup())

const context = (tag = 'vf-test', holdReservation = () => () => {}) => ({ instanceId: 'vf-1', tag, signal: new AbortController().signal, deepLinked: false, holdReservation })

test('reactWidget mounts a view with its props into the element and unmounting empties it', async () => {
  const { services } = await testWidgetServices()
  const Hello = ({ props }: WidgetViewProps) => <p>Hello {String(props.name)}</p>
  const element = document.createElement('div')
  document.body.appendChild(element)
  let unmount!: () => void
  await act(async () => {
    unmount = (await reactWidget(Hello, services).mount(element, { name: 'Ada' }, context())) as () => void
  })
  assert.is(element.textContent, 'Hello Ada')
  assert.ok(element.classList.contains('vf-widget'))
  assert.is(element.getAttribute('dir'), 'ltr')
  assert.ok(
    document.adoptedStyleSheets.some((sheet) => Array.from(sheet.cssRules).some((rule) => rule.cssText.startsWith('.vf-widget'))),
    'the theme is an adopted sheet',
  )
  await act(async () => unmount())
  assert.is(element.innerHTML, '')
  element.remove()
})

test('one broken widget shows a contained, translated alert and reports it; the other keeps working', async () => {
  const { services, out } = await testWidgetServices()
  const Broken = () => {
    throw new Error('render bug')
  }
  const Counter = () => {
    const [n, setN] = useState(0)
    return <button onClick={() => setN(n + 1)}>count {n}</button>
  }
  const a = document.createElement('div')
  const b = document.createElement('div')
  document.body.append(a, b)
  const originalError = console.error
  console.error = () => {}
  try {
    await act(async () => {
      await reactWidget(Broken, services).mount(a, {}, context('vf-broken'))
      await reactWidget(Counter, services).mount(b, {}, context('vf-counter'))
    })
  } finally {
    console.error = originalError
  }
  assert.is(a.querySelector('[role="alert"]')?.textContent, 'This section could not be loaded.')
  assert.match(out.error.join('\n'), 'The vf-broken widget failed to render.')
  await act(async () => fireEvent.click(b.querySelector('button')!))
  assert.is(b.textContent, 'count 1')
  a.remove()
  b.remove()
})

test('right-to-left: an Arabic widget root gets dir="rtl" and lang', async () => {
  const { services } = await testWidgetServices('ar-ar')
  const element = document.createElement('div')
  await act(async () => {
    await reactWidget(() => <p>مرحبا</p>, services).mount(element, {}, context())
  })
  assert.is(element.getAttribute('dir'), 'rtl')
  assert.is(element.getAttribute('lang'), 'ar-ar')
})

test('hooks: bus events, store values, status, translations and actions that never throw', async () => {
  const { services, ctx, status } = await testWidgetServices()
  const slice = ctx.store.slice('n_counter', { n: 0 })
  ctx.actions.register('live_comments.load_more', async ({ limit }) => {
    if (limit === 0) throw new Error('Nothing to load')
    return { loaded: limit ?? 0, hasMore: false }
  })
  function View() {
    const [sort, setSort] = useState('none')
    useBusEvent('commenting', 'sorted', (s) => setSort(String(s)))
    const n = useStoreValue((state) => state.n_counter!.n)
    const { message } = useStatus('post')
    const { t } = useT()
    const [load, state] = useAction('live_comments.load_more')
    return (
      <div>
        <span data-testid="sort">{sort}</span>
        <span data-testid="n">{n}</span>
        <span data-testid="status">{message ?? ''}</span>
        <button onClick={() => void load({ limit: 3 })}>{t('actions.load_more')}</button>
        <button onClick={() => void load({ limit: 0 })}>fail</button>
        <span data-testid="action">{state.pending ? 'pending' : state.failure ? state.failure.error : String(state.result?.loaded ?? '')}</span>
      </div>
    )
  }
  render(
    <WidgetServicesProvider services={services}>
      <View />
    </WidgetServicesProvider>,
  )
  await act(async () => ctx.bus.publish('commenting', 'sorted', 'oldest'))
  assert.is(screen.getByTestId('sort').textContent, 'oldest')
  await act(async () => slice.update((d) => void (d.n = 5)))
  assert.is(screen.getByTestId('n').textContent, '5')
  await act(async () => status.fail('post', 'Could not post'))
  assert.is(screen.getByTestId('status').textContent, 'Could not post')
  await act(async () => fireEvent.click(screen.getByText('Load more')))
  assert.is(screen.getByTestId('action').textContent, '3')
  await act(async () => fireEvent.click(screen.getByText('fail')))
  assert.is(screen.getByTestId('action').textContent, 'Nothing to load')
})

test('translations with values: each value its own text, objects passed through, and a language change followed', async () => {
  const { services, i18n } = await testWidgetServices()
  const date = new Date(Date.UTC(2026, 0, 5))
  function View() {
    const { t } = useT()
    return (
      <ul>
        {['spam', 'abuse', 'spam'].map((reason, i) => (
          <li key={i}>{t('ban.reason', { reason })}</li>
        ))}
        <li>{t('ban.until', { date: { toString: () => date.toISOString().slice(0, 10) } })}</li>
        <li>{t('ban.permanent')}</li>
      </ul>
    )
  }
  render(
    <WidgetServicesProvider services={services}>
      <View />
    </WidgetServicesProvider>,
  )
  const texts = () => screen.getAllByRole('listitem').map((li) => li.textContent)
  assert.equal(texts(), ['Reason: spam', 'Reason: abuse', 'Reason: spam', 'The ban ends on 2026-01-05.', 'The ban is permanent.'])
  await act(async () => void (await i18n.changeLanguage('de-de')))
  assert.equal(texts(), ['Grund: spam', 'Grund: abuse', 'Grund: spam', 'Die Sperre endet am 2026-01-05.', 'Die Sperre ist dauerhaft.'])
})

test('useStoreSelection: several values under one subscription, rendered again only when one of them changes', async () => {
  const { services, ctx } = await testWidgetServices()
  const slice = ctx.store.slice('pair', { a: 1, b: { text: 'x' }, other: 0 })
  let renders = 0
  function View() {
    renders++
    const { a, b } = useStoreSelection((state) => {
      const pair = state.pair!
      return { a: pair.a, b: pair.b }
    })
    return (
      <span data-testid="pair">
        {a} {b.text}
      </span>
    )
  }
  render(
    <WidgetServicesProvider services={services}>
      <View />
    </WidgetServicesProvider>,
  )
  const before = renders
  await act(async () => slice.update((d) => void (d.other = 1)))
  assert.is(renders, before, 'an unselected change renders nothing')
  await act(async () => slice.update((d) => void (d.b.text = 'y')))
  assert.is(screen.getByTestId('pair').textContent, '1 y')
  await act(async () => slice.update((d) => void (d.a = 2)))
  assert.is(screen.getByTestId('pair').textContent, '2 y')
  assert.is(renders, before + 2)
})

test.run()
