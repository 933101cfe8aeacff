import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { applyBaseFontSize } from '../../../kernel/page/font-size'
import { recordingLogger } from '../../support/console'

test('the base is normalised to 10 px of the root font size', () => {
  document.documentElement.style.fontSize = '20px'
  const { logger } = recordingLogger()
  // The sheet's own text (happy-dom keeps a computed style it gave out, whatever a sheet's replaceSync changes).
  const base = () => {
    const rules = document.adoptedStyleSheets.flatMap((sheet) => Array.from(sheet.cssRules, (rule) => rule.cssText))
    return rules.filter((rule) => rule.includes('--base-font-size')).map((rule) => /--base-font-size:\s*([^;]+);/.exec(rule)?.[1])
  }
  assert.is(applyBaseFontSize(document, logger), 0.5)
  assert.equal(base(), ['0.5rem'])
  const sheets = document.adoptedStyleSheets.length
  document.documentElement.style.fontSize = '16px'
  applyBaseFontSize(document, logger)
  assert.is(document.adoptedStyleSheets.length, sheets, 'one sheet, updated in place')
  assert.equal(base(), ['0.625rem'])
  assert.is(document.head.querySelector('style'), null, 'no <style> element, which a strict style-src would refuse')
})

test('a root font size of 0 is reported with the exact message and the default base is kept', () => {
  document.documentElement.style.fontSize = '0px'
  const { logger, out } = recordingLogger()
  assert.is(applyBaseFontSize(document, logger), 0.625)
  assert.equal(out.error, ['[viafoura] The font size set in the root element cannot be 0'])
  document.documentElement.style.fontSize = ''
})

test.run()
