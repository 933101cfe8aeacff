/**
 * The plugin author's kit in Chromium (issue 17): the example third-party plugin (examples/plugins/quiz,
 * built by build.mjs into dist/plugins/quiz.js) installed on a publisher's page (plugin-demo.html) with
 * `vf.plugins.use`. Its React widget mounts lazily with the product's React (the SDK registered on the
 * page, no copy in the plugin's files), the page intercepts its action, `vf.quiz.score()` answers, and
 * `vf.plugins.remove('quiz')` leaves no trace.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { demoSite } from './support/service'

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const site = demoSite(test)

type Win = Window & { vf: any; quizInstalled?: unknown; quizRemoved?: unknown; quizAnswers: number[] }
const AS_WRITTEN = '<vf-quiz vf-quiz-id="two-hours" initial-height="220">Our quiz appears here.</vf-quiz>'

test('the quiz plugin on a publisher page: lazy React widget, intercepted action, vf.quiz.score, removal without a trace', async () => {
  const page = await site.browser.context.newPage()
  const problems: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text())
  })
  page.on('pageerror', (error) => problems.push(error.message))
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await page.goto(`${site.service.origin}/plugin-demo.html`)
  await page.waitForFunction(() => (window as unknown as Win).quizInstalled === true)

  // Lazily: placed and waiting, nothing rendered, until the reader scrolls near it.
  const waiting = await page.evaluate(() => {
    const el = document.querySelector('vf-quiz') as HTMLElement
    return { busy: el.getAttribute('aria-busy'), minHeight: el.style.minBlockSize, heading: !!el.querySelector('h2') }
  })
  assert.equal(waiting, { busy: 'true', minHeight: '220px', heading: false })
  assert.not.ok(scripts.some((path) => /\/plugins\/chunks\/Quiz-/.test(path)), 'the view is not fetched before the widget comes near')
  await page.evaluate(() => document.querySelector('vf-quiz')!.scrollIntoView())
  const quiz = page.locator('vf-quiz')
  await quiz.getByRole('heading', { name: 'Quick quiz' }).waitFor()
  assert.ok(await page.evaluate(() => !!(globalThis as any)[Symbol.for('vf.sdk')]?.React?.version), 'the product’s SDK is registered on the page')

  // The page's interceptor hears every answer; then the page closes the quiz.
  await quiz.getByRole('button', { name: '120 minutes' }).click()
  await quiz.getByText('Correct!').waitFor()
  await quiz.getByText('Score: 1 of 1').waitFor()
  assert.is(await quiz.getByRole('button', { name: '120 minutes' }).getAttribute('aria-pressed'), 'true', 'the view’s own state, through react’s shim')
  assert.equal(await page.evaluate(() => (window as unknown as Win).quizAnswers), [120])
  assert.equal(await page.evaluate(() => (window as unknown as Win).vf.quiz.score()), { answered: 1, correct: 1 })
  await page.evaluate(() => (window as unknown as Win).vf.actions.addInterceptor('quiz.answer', (call: any) => call.intercept('closed')))
  await quiz.getByRole('button', { name: '60 minutes' }).click()
  await quiz.getByText('This quiz is closed.').waitFor()
  assert.equal(await page.evaluate(() => (window as unknown as Win).vf.quiz.score()), { answered: 1, correct: 1 })

  // Removal: the element as the publisher wrote it, the action undefined, the method gone.
  await page.getByRole('button', { name: 'Remove the quiz plugin' }).click()
  await page.waitForFunction(() => (window as unknown as Win).quizRemoved === true)
  assert.is(await page.evaluate(() => document.querySelector('vf-quiz')!.outerHTML), AS_WRITTEN)
  assert.equal(await page.evaluate(() => (window as unknown as Win).vf.actions.call('quiz.answer', { params: { quizId: 'two-hours', choice: 120 } })), {
    error: 'ActionUndefined: quiz.answer',
    code: 'ActionUndefined',
  })
  assert.is(await page.evaluate(() => typeof (window as unknown as Win).vf.quiz), 'undefined')
  assert.is(await page.evaluate(() => document.adoptedStyleSheets.some((sheet) => Array.from(sheet.cssRules).some((rule) => rule.cssText.includes('.vf-quiz')))), false)
  assert.equal(problems, [])
  await page.close()
})

test('the plugin’s files carry no copy of React (the build fails when one does)', () => {
  const dir = join(root, 'dist', 'plugins')
  const files = readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.js'))
  assert.ok(files.some((entry) => entry.name === 'quiz.js'))
  // Several example plugins share dist/plugins/ now (the quiz, the gallery, the analytics report): each
  // file is far smaller than React's DOM runtime alone (≈ 180 KB minified, one module esbuild cannot split).
  for (const entry of files) {
    const text = readFileSync(join(entry.parentPath, entry.name), 'utf8')
    assert.not.match(text, '__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE', entry.name)
    assert.not.match(text, 'react.transitional.element', entry.name)
    assert.ok(text.length < 60_000, `${entry.name} is ${text.length} bytes: no room for React in it`)
  }
  const quiz = readFileSync(join(dir, 'quiz.js'), 'utf8')
  assert.ok(quiz.length < 20_000, `the quiz's entry is ${quiz.length} bytes`)
})

test.run()
