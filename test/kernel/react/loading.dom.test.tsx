/**
 * A React widget in the real widget host keeps the space reserved for it (`initial-height`) while any of
 * its components says it is loading (`useWidgetLoading`), and lets it go with the first commit in which
 * none does: its content, its empty state or its error message.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, cleanup } from '@testing-library/react'
import { useState, type ReactElement } from 'react'
import { useWidgetLoading } from '../../../kernel/react/loading'
import { reactWidget } from '../../../kernel/react/mount'
import { flushMicrotasks } from '../../support/fake-timers'
import { testWidgetServices } from '../../support/widget-services'
import { reserved, setup } from '../widgets/host-support'

test.after.each(() => cleanup())

type Phase = 'skeleton' | 'more-loading' | 'content' | 'broken'

/** A thread view whose phase the test sets: a skeleton, then (maybe) a second loading line, then its content. */
function threadView() {
  const control: { set?: (phase: Phase) => void } = {}
  function Skeleton() {
    useWidgetLoading(true)
    return <div className="skeleton">placeholder rows</div>
  }
  function LoadingMore() {
    useWidgetLoading(true)
    return <p>still loading</p>
  }
  function Thread() {
    const [phase, setPhase] = useState<Phase>('skeleton')
    control.set = setPhase
    if (phase === 'broken') throw new Error('render bug')
    return (
      <section>
        <h2>Comments</h2>
        {phase === 'skeleton' ? <Skeleton /> : phase === 'more-loading' ? <LoadingMore /> : <ul><li>First comment</li></ul>}
      </section>
    )
  }
  return { Thread, control }
}

async function mountInHost(View: () => ReactElement) {
  const { services } = await testWidgetServices()
  const t = setup('<vf-thread initial-height="800"></vf-thread>')
  t.define({ tag: 'vf-thread', load: async () => reactWidget(View, services) })
  await (await t.host.mountAll()).done
  const el = document.querySelector('vf-thread') as HTMLElement
  await act(async () => {
    t.io.enter(el)
    await flushMicrotasks()
  })
  return { t, el }
}

test('the reserved height holds while the view shows its loading state, and goes with the commit that shows its content', async () => {
  const { Thread, control } = threadView()
  const { el } = await mountInHost(Thread)
  assert.is(el.querySelector('.skeleton')?.textContent, 'placeholder rows', 'mounted and showing its skeleton')
  assert.is(reserved(el), '800px')
  assert.is(el.getAttribute('aria-busy'), 'true')
  await act(async () => control.set!('content'))
  assert.is(el.querySelector('li')?.textContent, 'First comment')
  assert.is(reserved(el), '')
  assert.is(el.getAttribute('aria-busy'), null)
})

test('one loading state replacing another in the same commit keeps the space; the space is released once', async () => {
  const { Thread, control } = threadView()
  const { el } = await mountInHost(Thread)
  await act(async () => control.set!('more-loading'))
  assert.is(el.textContent, 'Commentsstill loading')
  assert.is(reserved(el), '800px')
  await act(async () => control.set!('content'))
  assert.is(reserved(el), '')
  await act(async () => control.set!('skeleton'))
  assert.is(reserved(el), '', 'loading again later (a new sort) does not reserve the first screen again')
})

test('a view that never says it is loading has its content at its first commit: the space goes then', async () => {
  const { el } = await mountInHost(() => <p>Hello reader</p>)
  assert.is(el.textContent, 'Hello reader')
  assert.is(reserved(el), '')
  assert.is(el.getAttribute('aria-busy'), null)
})

test('a view that breaks while loading releases the space: its contained error message replaces the loading state', async () => {
  const { Thread, control } = threadView()
  const { el, t } = await mountInHost(Thread)
  const originalError = console.error
  console.error = () => {}
  try {
    await act(async () => control.set!('broken'))
  } finally {
    console.error = originalError
  }
  assert.is(el.querySelector('[role="alert"]')?.textContent, 'This section could not be loaded.')
  assert.is(reserved(el), '')
  assert.is(t.out.error.length, 0, 'nothing reported by the host: the widget contained it')
})

test.run()
