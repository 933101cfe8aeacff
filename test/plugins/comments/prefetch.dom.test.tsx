/**
 * The next page fetched ahead: once the reader nears the end of the list (the "load more" button within a
 * screen of view), the page after the loaded ones is asked for, shown only when they press "load more" —
 * which then finds it here instead of asking the service. Far from the end, nothing is fetched ahead.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react'
import { domService } from '../../support/dom-service'
import { memoryStorage } from '../../support/fake-service'
import { PREFETCH_FRESH_MS } from '../../../plugins/comments/thread'
import { rendered, startComments } from './support'

const served = domService(test)
const api = served.api

/** The page's IntersectionObserver: nothing intersects until the test says the reader scrolled near. */
class Watched {
  static all: Watched[] = []
  readonly elements: Element[] = []
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    Watched.all.push(this)
  }
  observe(element: Element) {
    this.elements.push(element)
  }
  unobserve() {}
  disconnect() {
    this.elements.length = 0
  }
  takeRecords() {
    return []
  }
  /** The observed elements come within (or leave) the observer's margin. */
  fire(isIntersecting: boolean) {
    this.callback(this.elements.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry), this as unknown as IntersectionObserver)
  }
}

const original = (window as { IntersectionObserver?: unknown }).IntersectionObserver
test.before.each(() => {
  Watched.all = []
  ;(window as { IntersectionObserver?: unknown }).IntersectionObserver = Watched
})
test.after.each(() => {
  cleanup()
  ;(window as { IntersectionObserver?: unknown }).IntersectionObserver = original
})

const comments = () => screen.getByRole('list', { name: 'Comments' })
const topLevel = () => within(comments()).getAllByRole('article').filter((a) => a.closest('ul') === comments())
/** The requests for a page after the first (`…/{container}/comments`). */
const pageRequests = () => api.calls.filter((call) => /^GET .*\/comments$/.test(call)).length
/** The observer watching the "load more" button. */
const loadMoreWatch = () => {
  const button = screen.getByRole('button', { name: 'Load more comments' })
  const watch = Watched.all.find((w) => w.elements.includes(button))
  assert.ok(watch, 'the load more button is watched')
  return watch!
}

test('near the end of the list the next page is fetched ahead, unseen; "load more" shows it without asking again, and the page after it is fetched ahead', async () => {
  let now = 1_000_000
  const { published } = await startComments(api, '<vf-conversations vf-container-id="riverside-park"></vf-conversations>', { storage: memoryStorage(), now: () => now })
  await rendered(() => assert.is(topLevel().length, 20))
  await act(() => api.settle())
  const before = pageRequests()
  assert.is(before, 0, 'far from the end, nothing is fetched ahead')

  await act(async () => loadMoreWatch().fire(true))
  await act(() => api.settle())
  assert.is(pageRequests(), 1, 'the next page, asked for ahead')
  assert.is(topLevel().length, 20, 'and not shown before the reader asks')
  assert.not.ok(published.includes('comments/more-loaded'))

  fireEvent.click(screen.getByRole('button', { name: 'Load more comments' }))
  await act(() => api.settle())
  await rendered(() => assert.is(topLevel().length, 30))
  assert.ok(published.includes('comments/more-loaded'))
  // The page shown was the one fetched ahead; the button is still near, so the next one is asked for.
  await act(() => api.settle())
  assert.is(pageRequests(), 2)

  // Fetched ahead too long ago (its comments may have changed since): "load more" asks again.
  now += PREFETCH_FRESH_MS
  fireEvent.click(screen.getByRole('button', { name: 'Load more comments' }))
  await act(() => api.settle())
  await rendered(() => assert.ok(topLevel().length > 30))
  assert.ok(pageRequests() >= 3, 'a stale page is not used')
})

test.run()
