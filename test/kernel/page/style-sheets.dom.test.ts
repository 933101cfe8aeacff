import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { ensureStyleSheet, setStyleSheet } from '../../../kernel/page/style-sheets'

const rules = (sheet: CSSStyleSheet) => Array.from(sheet.cssRules, (rule) => rule.cssText).join('\n')
const adoptedWith = (text: string) => document.adoptedStyleSheets.filter((sheet) => rules(sheet).includes(text))

test('a sheet is adopted by the document once per name, with no <style> element a strict style-src would refuse', () => {
  ensureStyleSheet(document, 'test-once', '.vf-test-once{color:red}')
  ensureStyleSheet(document, 'test-once', '.vf-test-once{color:red}')
  assert.is(adoptedWith('.vf-test-once').length, 1)
  assert.is(document.head.querySelector('style'), null)
  const element = document.createElement('p')
  element.className = 'vf-test-once'
  document.body.append(element)
  assert.is(getComputedStyle(element).color, 'red')
  element.remove()
})

test("the page's own adopted sheets stay, and a page that replaces them all gets ours back on the next call", () => {
  const own = new CSSStyleSheet()
  own.replaceSync('.publisher{color:blue}')
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, own]
  ensureStyleSheet(document, 'test-kept', '.vf-test-kept{color:red}')
  assert.ok(document.adoptedStyleSheets.includes(own))
  document.adoptedStyleSheets = [own]
  ensureStyleSheet(document, 'test-kept', '.vf-test-kept{color:red}')
  assert.equal(document.adoptedStyleSheets.slice(0, 1), [own])
  assert.is(adoptedWith('.vf-test-kept').length, 1)
})

test('setStyleSheet replaces the CSS of its name in place', () => {
  setStyleSheet(document, 'test-set', '.vf-test-set{color:red}')
  const count = document.adoptedStyleSheets.length
  setStyleSheet(document, 'test-set', '.vf-test-set{color:green}')
  assert.is(document.adoptedStyleSheets.length, count)
  assert.is(adoptedWith('.vf-test-set').length, 1)
  assert.ok(rules(adoptedWith('.vf-test-set')[0]!).includes('green'))
})

test('where no sheet can be constructed (a document without a window) a <style data-vf-NAME> element is the fallback, once', () => {
  const doc = document.implementation.createHTMLDocument('no window')
  ensureStyleSheet(doc, 'test-fallback', '.a{color:red}')
  ensureStyleSheet(doc, 'test-fallback', '.a{color:red}')
  assert.is(doc.head.querySelectorAll('style[data-vf-test-fallback]').length, 1)
  setStyleSheet(doc, 'test-fallback', '.a{color:green}')
  assert.is(doc.head.querySelectorAll('style[data-vf-test-fallback]').length, 1)
  assert.is(doc.head.querySelector('style[data-vf-test-fallback]')?.textContent, '.a{color:green}')
})

test.run()
