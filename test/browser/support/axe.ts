/**
 * axe-core in a browser test's page: the WCAG 2.1 A/AA rules run on the widgets a selector names, light
 * and dark (the widget's own `data-vf-theme`), so every widget's flow checks accessibility the same way.
 */
import * as assert from 'uvu/assert'
import { createRequire } from 'node:module'
import type { AxeResults, RunOptions } from 'axe-core'
import type { Page } from 'playwright-core'

const axeSource: string = createRequire(import.meta.url)('axe-core').source
export const WCAG: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] } }

/** What axe finds in the elements `selector` names, one line each (`rule: target (why)`); "axe checked nothing" when nothing was there to check. */
export async function axeViolations(page: Page, selector: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource })
  return page.evaluate(
    async ({ options, selector }) => {
      const axe = (window as unknown as { axe: { run(context: NodeListOf<Element>, options: RunOptions): Promise<AxeResults> } }).axe
      const result = await axe.run(document.querySelectorAll(selector), options)
      if (result.passes.length === 0) return ['axe checked nothing']
      return result.violations.flatMap((v) => v.nodes.map((node) => `${v.id}: ${node.target.join(' ')} (${node.failureSummary?.split('\n')[1]?.trim() ?? ''})`))
    },
    { options: WCAG, selector },
  )
}

/** axe finds nothing in the widgets `selector` names, in the light theme and then the dark one (put back after). */
export async function assertAccessible(page: Page, selector: string, state: string): Promise<void> {
  assert.equal(await axeViolations(page, selector), [], `${state}, light`)
  await page.evaluate((s) => document.querySelectorAll(s).forEach((e) => e.setAttribute('data-vf-theme', 'dark')), selector)
  assert.equal(await axeViolations(page, selector), [], `${state}, dark`)
  await page.evaluate((s) => document.querySelectorAll(s).forEach((e) => e.removeAttribute('data-vf-theme')), selector)
}
