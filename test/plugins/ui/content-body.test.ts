/** User text with web addresses: only http(s) is linked, punctuation ending a sentence stays text. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { linkPieces } from '../../../plugins/ui/ContentBody'

test('addresses become links; the sentence around them stays text', () => {
  assert.equal(linkPieces('See https://city.example/park-plan.pdf, page 4.'), [
    { text: 'See ' },
    { href: 'https://city.example/park-plan.pdf', text: 'https://city.example/park-plan.pdf' },
    { text: ', page 4.' },
  ])
  assert.equal(linkPieces('(source: http://a.example/x)'), [{ text: '(source: ' }, { href: 'http://a.example/x', text: 'http://a.example/x' }, { text: ')' }])
  assert.equal(linkPieces('https://en.wikipedia.org/wiki/Park_(disambiguation)'), [{ href: 'https://en.wikipedia.org/wiki/Park_(disambiguation)', text: 'https://en.wikipedia.org/wiki/Park_(disambiguation)' }])
})

test('nothing but http(s) is linked, and markup stays text', () => {
  assert.equal(linkPieces('javascript:alert(1) <b>hi</b> data:text/html,x'), [{ text: 'javascript:alert(1) <b>hi</b> data:text/html,x' }])
  assert.equal(linkPieces('plain words'), [{ text: 'plain words' }])
  assert.equal(linkPieces(''), [])
})

test.run()
