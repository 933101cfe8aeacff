/**
 * The example third-party plugin (examples/plugins/quiz), tested the way a publisher would test theirs:
 * through `testKernel()` (test/support/test-kernel.ts) — a fake clock, a bus recorder and HTTP replies.
 * Its React widget renders with the product's React from `vf/sdk`; the page's interceptor closes the quiz;
 * `vf.quiz.score()` answers; removal leaves the publisher's element as written.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { act, fireEvent, waitFor, within } from '@testing-library/react'
import { quizPlugin } from '../../../examples/plugins/quiz'
import type { Plugin } from '../../../contracts/plugin'
import { TEST_EPOCH, testKernel } from '../../support/test-kernel'

declare module '../../../contracts/actions' {
  interface Actions {
    /** The kit test's plugin action (test/examples/quiz/quiz.dom.test.tsx). */
    'daily.fetch': { params: Record<string, never>; result: { question: string } }
  }
}

const PAGE = '<main><vf-quiz vf-quiz-id="hours" class="publisher">Quiz fallback</vf-quiz><vf-quiz vf-quiz-id="plain" show-score="false"></vf-quiz></main>'

const quizzes = () => document.querySelectorAll('vf-quiz') as NodeListOf<HTMLElement>

test('the widget mounts with the product’s React once revealed, answers through its action, tallies in its slice and publishes its event', async () => {
  const { vf, kernel, bus, reveal } = await testKernel({ plugins: [quizPlugin()], page: PAGE })
  const [first, second] = quizzes()
  assert.is(first!.querySelector('h2'), null, 'nothing renders before the widget is revealed')
  await reveal()
  const quiz = within(first!)
  await waitFor(() => quiz.getByRole('heading', { name: 'Quick quiz' }))
  assert.ok(quiz.getByText('How many minutes are there in two hours?'))

  await act(async () => fireEvent.click(quiz.getByRole('button', { name: '60 minutes' })))
  await waitFor(() => quiz.getByText('Not quite. Try again.'))
  await act(async () => fireEvent.click(quiz.getByRole('button', { name: '120 minutes' })))
  await waitFor(() => quiz.getByText('Correct!'))
  await waitFor(() => quiz.getByText('Score: 1 of 2'))

  assert.equal(bus.of('quiz', 'answered'), [['hours', false], ['hours', true]])
  assert.equal(kernel.store.getState().quiz, { answered: 2, correct: 1 })
  assert.equal(vf.quiz.score(), { answered: 2, correct: 1 })
  // The second widget's typed attributes: its own id, no score line.
  await waitFor(() => within(second!).getByRole('heading', { name: 'Quick quiz' }))
  assert.is(second!.querySelector('.vf-quiz__score'), null)
  assert.is(second!.querySelector('[aria-labelledby]')!.getAttribute('aria-labelledby'), 'vf-quiz-plain')
})

test('a page’s interceptor closes the quiz: the reader is told, and nothing is tallied or published', async () => {
  const { vf, kernel, bus, reveal } = await testKernel({ plugins: [quizPlugin()], page: PAGE })
  vf.actions.addInterceptor('quiz.answer', (c: any) => c.intercept('closed by the page'))
  assert.equal(await vf.actions.call('quiz.answer', { params: { quizId: 'hours', choice: 120 } }), { error: 'closed by the page', code: 'Intercepted' })
  await reveal()
  const quiz = within(quizzes()[0]!)
  // Found first, then clicked: waiting inside act() would hold back the lazily loaded view's render.
  const answer = await waitFor(() => quiz.getByRole('button', { name: '120 minutes' }))
  await act(async () => fireEvent.click(answer))
  await waitFor(() => quiz.getByText('This quiz is closed.'))
  assert.equal(bus.of('quiz', 'answered'), [])
  assert.equal(kernel.store.getState().quiz, { answered: 0, correct: 0 })
})

test('the widget speaks the site’s language', async () => {
  const { reveal } = await testKernel({ plugins: [quizPlugin()], page: PAGE, settings: { language: 'fr-fr' } })
  await reveal()
  const quiz = within(quizzes()[0]!)
  await waitFor(() => quiz.getByRole('heading', { name: 'Quiz express' }))
  assert.ok(quiz.getByRole('button', { name: '120 minutes' }))
  assert.ok(quiz.getByText('Combien de minutes y a-t-il dans deux heures ?'))
})

test('vf.plugins.remove("quiz") leaves no trace: elements as written, ActionUndefined, vf.quiz gone, slice and sheet gone', async () => {
  const { vf, kernel, product, reveal } = await testKernel({ plugins: [quizPlugin()], page: PAGE })
  await reveal()
  await waitFor(() => within(quizzes()[0]!).getByRole('heading', { name: 'Quick quiz' }))
  const element = quizzes()[0]
  assert.ok(document.adoptedStyleSheets.some((sheet) => Array.from(sheet.cssRules).some((rule) => rule.cssText.includes('vf-quiz'))))

  assert.is(await act(async () => vf.plugins.remove('quiz')), true)
  assert.is(quizzes()[0], element, 'the same element, given back')
  // The page is as written. The UI kit's icon sprite is the document's, shared by every plugin that draws
  // the kit's icons (as the theme's sheet is), hidden from view and from assistive technology: it stays.
  const sprite = document.body.querySelector(':scope > svg[data-vf-icons]')
  if (sprite) assert.is(sprite.getAttribute('aria-hidden'), 'true')
  sprite?.remove()
  assert.is(document.body.innerHTML, PAGE)
  assert.equal(await vf.actions.call('quiz.answer', { params: { quizId: 'hours', choice: 120 } }), { error: 'ActionUndefined: quiz.answer', code: 'ActionUndefined' })
  assert.is(vf.quiz, undefined)
  assert.is(kernel.store.getState().quiz, undefined)
  assert.not.ok(product.i18n.namespaces().has('quiz'))
  assert.not.ok(document.adoptedStyleSheets.some((sheet) => Array.from(sheet.cssRules).some((rule) => rule.cssText.includes('vf-quiz'))))
})

test('the kit: HTTP replies answer the product’s requests and count them, and the clock moves only when told', async () => {
  const ticks: number[] = []
  const daily: Plugin = {
    name: 'daily',
    setup(ctx) {
      ctx.actions.register('daily.fetch', () => ctx.http.request<{ question: string }>({ url: 'https://service.test/v1/daily/question' }))
      ctx.clock.timers.setTimeout(() => ticks.push(ctx.clock.now()), 1000)
    },
  }
  const { api, vf, clock } = await testKernel({ plugins: [daily] })
  api.on('GET', '/daily/question').reply(200, { result: { question: 'How many minutes?' } })
  assert.equal(await vf.actions.call('daily.fetch', {}), { question: 'How many minutes?' })
  assert.is(api.calls('GET', '/daily/question'), 1)
  assert.is(api.requests.at(-1)!.url, 'https://service.test/v1/daily/question')
  await clock.tick(999)
  assert.equal(ticks, [])
  await clock.tick(1)
  assert.equal(ticks, [TEST_EPOCH + 1000])
})

test.run()
