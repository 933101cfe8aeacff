/**
 * The space a widget keeps while it loads: a block of its `initial-height` (or skeleton height) from the
 * moment the host takes it until the widget says its content is there, never a timer; released on
 * failure and on unmount too, and given back as the publisher wrote it.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { WidgetMountContext } from '../../../contracts/widgets'
import { flushMicrotasks } from '../../support/fake-timers'
import { reserved, setup } from './host-support'

/** A widget that shows a loading line, holds its space, and shows its content when the test says so. */
function slowContent() {
  const widgets: Array<{ element: HTMLElement; show(text: string): void; context: WidgetMountContext }> = []
  const module = {
    mount(element: HTMLElement, _props: unknown, context: WidgetMountContext) {
      const contentReady = context.holdReservation()
      element.innerHTML = '<p>loading line</p>'
      widgets.push({
        element,
        context,
        show(text: string) {
          element.innerHTML = `<p>${text}</p>`
          contentReady()
        },
      })
      return () => void (element.innerHTML = '')
    },
  }
  return { widgets, load: async () => module }
}

test('a widget element that reserves a height is a block from the moment the host takes it; a small widget keeps its display', async () => {
  const t = setup('<p>Comments: <vf-count></vf-count></p><vf-thread></vf-thread><vf-plugin-box initial-height="200"></vf-plugin-box><vf-thread hidden></vf-thread>')
  t.define({ tag: 'vf-count' })
  t.define({ tag: 'vf-thread', skeletonHeight: 480 })
  t.define({ tag: 'vf-plugin-box' })
  await (await t.host.mountAll()).done
  const [count, thread, box, hidden] = ['vf-count', 'vf-thread', 'vf-plugin-box', 'vf-thread[hidden]'].map((selector) => document.querySelector(selector) as HTMLElement)
  assert.is(getComputedStyle(thread!).display, 'block', 'the skeleton height of its definition')
  assert.is(getComputedStyle(box!).display, 'block', 'its own initial-height')
  assert.is.not(getComputedStyle(count!).display, 'block', 'a count in a sentence stays in the sentence')
  assert.is.not(getComputedStyle(hidden!).display, 'block', 'a hidden widget stays hidden')
  assert.is(reserved(thread!), '480px')
  assert.is(reserved(box!), '200px')
  assert.is(reserved(count!), '')
})

test('initial-height is read as a number of pixels, at most 5,000; a malformed one falls back to the skeleton height', async () => {
  const t = setup('<vf-thread initial-height="9000"></vf-thread><vf-thread initial-height="tall"></vf-thread><vf-thread initial-height="-5"></vf-thread>')
  t.define({ tag: 'vf-thread', skeletonHeight: 480 })
  await (await t.host.mountAll()).done
  assert.equal([...document.querySelectorAll('vf-thread')].map((el) => reserved(el as HTMLElement)), ['5000px', '480px', '480px'])
})

test('a widget that holds its space keeps the reserved height and aria-busy past its mount, until its content is there', async () => {
  const t = setup('<vf-thread initial-height="800"></vf-thread>')
  const slow = slowContent()
  t.define({ tag: 'vf-thread', load: slow.load })
  await (await t.host.mountAll()).done
  const el = document.querySelector('vf-thread') as HTMLElement
  t.io.enter(el)
  await flushMicrotasks()
  assert.is(el.textContent, 'loading line', 'mounted, showing its loading state')
  assert.is(reserved(el), '800px')
  assert.is(el.getAttribute('aria-busy'), 'true')
  await t.timers.tick(120_000)
  assert.is(reserved(el), '800px', 'no timer lets it go')
  slow.widgets[0]!.show('the comments')
  assert.is(reserved(el), '')
  assert.is(el.getAttribute('aria-busy'), null)
  assert.is(getComputedStyle(el).display, 'block', 'still a block once its content is there')
  slow.widgets[0]!.show('the comments again')
  assert.is(reserved(el), '', 'a second signal changes nothing')
})

test('a widget that does not hold its space has it released as soon as its mount returned', async () => {
  const t = setup('<vf-thread initial-height="800"></vf-thread>')
  t.define({ tag: 'vf-thread' })
  await (await t.host.mountAll()).done
  const el = document.querySelector('vf-thread') as HTMLElement
  t.io.enter(el)
  await flushMicrotasks()
  assert.match(el.textContent!, 'vf-thread')
  assert.is(reserved(el), '')
  assert.is(el.getAttribute('aria-busy'), null)
})

test('a widget that releases its space during its own mount (its content was at hand) keeps none after it', async () => {
  const t = setup('<vf-thread initial-height="800"></vf-thread>')
  t.define({
    tag: 'vf-thread',
    load: async () => ({
      mount(element: HTMLElement, _props: unknown, context: WidgetMountContext) {
        const contentReady = context.holdReservation()
        assert.is(reserved(element), '800px', 'kept while the element is emptied and filled')
        element.textContent = 'at hand'
        contentReady()
        return () => {}
      },
    }),
  })
  await (await t.host.mountAll()).done
  const el = document.querySelector('vf-thread') as HTMLElement
  t.io.enter(el)
  await flushMicrotasks()
  assert.is(reserved(el), '')
})

test('a widget whose mount fails after holding its space releases it and says so', async () => {
  const t = setup('<vf-thread initial-height="800"></vf-thread>')
  t.define({
    tag: 'vf-thread',
    load: async () => ({
      mount(_element: HTMLElement, _props: unknown, context: WidgetMountContext) {
        context.holdReservation()
        throw new Error('boom')
      },
    }),
  })
  await (await t.host.mountAll()).done
  const el = document.querySelector('vf-thread') as HTMLElement
  t.io.enter(el)
  await flushMicrotasks()
  assert.is(el.textContent, 'This section could not be loaded.')
  assert.is(reserved(el), '')
  assert.is(el.getAttribute('aria-busy'), null)
})

test('unmounting a widget that still holds its space gives the element back as written; a late signal changes nothing', async () => {
  const t = setup('<main><vf-thread initial-height="800" style="color: red"><p>fallback</p></vf-thread></main>')
  const slow = slowContent()
  t.define({ tag: 'vf-thread', load: slow.load })
  const before = document.querySelector('main')!.innerHTML
  await (await t.host.mountAll()).done
  const el = document.querySelector('vf-thread') as HTMLElement
  t.io.enter(el)
  await flushMicrotasks()
  await (await t.host.unmount(el)).done
  assert.is(document.querySelector('main')!.innerHTML, before)
  slow.widgets[0]!.show('too late')
  assert.is(el.getAttribute('style'), 'color: red', 'the late signal writes nothing to the element')
  assert.is(el.getAttribute('aria-busy'), null)
})

test('a widget that holds its space and later releases it is still given back exactly as written', async () => {
  const t = setup('<main><vf-thread initial-height="800" style="color: red"></vf-thread></main>')
  const slow = slowContent()
  t.define({ tag: 'vf-thread', load: slow.load })
  const before = document.querySelector('main')!.innerHTML
  await (await t.host.mountAll()).done
  const el = document.querySelector('vf-thread') as HTMLElement
  t.io.enter(el)
  await flushMicrotasks()
  slow.widgets[0]!.show('content')
  await (await t.host.unmount(el)).done
  assert.is(document.querySelector('main')!.innerHTML, before)
})

test('a reset widget reserves its space again for its new mount', async () => {
  const t = setup('<vf-thread initial-height="800"></vf-thread>')
  const slow = slowContent()
  t.define({ tag: 'vf-thread', load: slow.load })
  await (await t.host.mountAll()).done
  const el = document.querySelector('vf-thread') as HTMLElement
  t.io.enter(el)
  await flushMicrotasks()
  slow.widgets[0]!.show('content')
  await (await t.host.resetWidget(el)).done
  assert.is(reserved(el), '800px')
  t.io.enter(el)
  await flushMicrotasks()
  slow.widgets[0]!.show('stale instance')
  assert.is(reserved(el), '800px', 'the old instance cannot release the new one')
  slow.widgets[1]!.show('content')
  assert.is(reserved(el), '')
})

test.run()
