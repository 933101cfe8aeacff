import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { applyBaseFontSize } from '../../../kernel/page/font-size'
import { recordingLogger } from '../../support/console'

test('the base is normalised to 10 px of the root font size', () => {
  document.documentElement.style.fontSize = '20px'
  const { logger } = recordingLogger()
  assert.is(applyBaseFontSize(document, logger), 0.5)
  assert.is(document.head.querySelector('style[data-vf-base-font]')?.textContent, ':root{--base-font-size:0.5rem}')
  document.documentElement.style.fontSize = '16px'
  applyBaseFontSize(document, logger)
  assert.is(document.head.querySelectorAll('style[data-vf-base-font]').length, 1, 'one style element, updated in place')
  assert.is(document.head.querySelector('style[data-vf-base-font]')?.textContent, ':root{--base-font-size:0.625rem}')
})

test('a root font size of 0 is reported with the exact message and the default base is kept', () => {
  document.documentElement.style.fontSize = '0px'
  const { logger, out } = recordingLogger()
  assert.is(applyBaseFontSize(document, logger), 0.625)
  assert.equal(out.error, ['[viafoura] The font size set in the root element cannot be 0'])
  document.documentElement.style.fontSize = ''
})

test.run()
