/** The one rule for people's text, shared by the composer and the service: graphemes, controls, names. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { approximateGraphemeStarts, cleanName, COMMENT_MAX, fitEdit, graphemeCount, graphemes, hasControls, hasUnpairedSurrogates, NAME_MAX, normalizeLineBreaks, stripControls, truncateGraphemes } from '../../../kernel/lib/text'

const FAMILY = '👨‍👩‍👧‍👦' // four people joined by three zero-width joiners: 11 UTF-16 code units, 7 code points
const FLAG = '🇫🇷' // two regional indicators
const SCOTLAND = '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}' // a tag sequence
const ACCENTED = 'e\u0301' // e and a combining acute
const KEYCAP = '1\uFE0F\u20E3'
const WAVE = '👋🏽' // with a skin tone

test('limits: 5000 characters a comment, 60 a name', () => {
  assert.is(COMMENT_MAX, 5000)
  assert.is(NAME_MAX, 60)
})

test('graphemeCount counts what a reader sees as one character, not code units or code points', () => {
  assert.is(FAMILY.length, 11)
  assert.is(graphemeCount(FAMILY), 1)
  assert.is(graphemeCount(FLAG), 1)
  assert.is(graphemeCount(SCOTLAND), 1)
  assert.is(graphemeCount(ACCENTED), 1)
  assert.is(graphemeCount(KEYCAP), 1)
  assert.is(graphemeCount(WAVE), 1)
  assert.is(graphemeCount(`a${FAMILY} ${FLAG}\n\tb`), 7)
  assert.is(graphemeCount(''), 0)
  assert.is(graphemeCount('plain ascii, with\ttabs\nand lines'), 32)
  assert.is(graphemeCount('\r\n'), 1, 'CR LF is one line break')
  assert.equal(graphemes(`x${FAMILY}${FLAG}${ACCENTED}`), ['x', FAMILY, FLAG, ACCENTED])
})

test('truncateGraphemes never cuts inside a cluster: no family without its last member, no half flag', () => {
  const text = `ab${FAMILY}${FLAG}${FLAG}`
  assert.is(truncateGraphemes(text, 0), '')
  assert.is(truncateGraphemes(text, 2), 'ab')
  assert.is(truncateGraphemes(text, 3), `ab${FAMILY}`)
  assert.is(truncateGraphemes(text, 4), `ab${FAMILY}${FLAG}`)
  assert.is(truncateGraphemes(text, 5), text)
  assert.is(truncateGraphemes(text, 99), text)
  assert.is(truncateGraphemes('abcdef', 3), 'abc')
  // Two flags side by side pair up as flags, never as the middle indicators.
  assert.is(truncateGraphemes(`${FLAG}${FLAG}`, 1), FLAG)
})

test('the approximation for engines without Intl.Segmenter finds the same clusters in common text', () => {
  const text = `a${FAMILY}${FLAG}🇩🇪${ACCENTED}${KEYCAP}${SCOTLAND}${WAVE}👩🏽‍👩🏽‍👧🏽\r\nz é ü`
  const segmented = Array.from(new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text), (s) => s.index)
  assert.equal([...approximateGraphemeStarts(text)], segmented)
})

test('control characters: C0 but tab and line breaks, DEL and C1 are controls; line breaks and tabs are text', () => {
  for (const c of ['\u0000', '\u0007', '\u0008', '\u000B', '\u000C', '\u001B', '\u001F', '\u007F', '\u0080', '\u0085', '\u009F']) assert.ok(hasControls(`a${c}b`), JSON.stringify(c))
  for (const ok of ['a\tb', 'a\nb', 'a\r\nb', 'a\rb', 'é ü', FAMILY, '\u00A0', '\u200D']) assert.not.ok(hasControls(ok), JSON.stringify(ok))
})

test('stripControls keeps tabs and line breaks (as line feeds), drops every control and broken character', () => {
  assert.is(stripControls('Ring\u0007 the\u0000 bell\u001B[31m'), 'Ring the bell[31m')
  assert.is(stripControls('one\ttwo\r\nthree\rfour\nfive'), 'one\ttwo\nthree\nfour\nfive')
  assert.is(stripControls('a\u007Fb\u0085c\u009Fd'), 'abcd')
  assert.is(stripControls(`half \uD83D pair \uDE00 whole ${FAMILY}${FLAG}`), `half  pair  whole ${FAMILY}${FLAG}`)
  assert.is(stripControls(''), '')
  assert.is(normalizeLineBreaks('a\r\nb\rc\n'), 'a\nb\nc\n')
})

test('hasUnpairedSurrogates finds half of a pair at either end or alone, and not a whole pair', () => {
  assert.ok(hasUnpairedSurrogates('\uD83D'))
  assert.ok(hasUnpairedSurrogates('a\uDE00'))
  assert.ok(hasUnpairedSurrogates('\uDE00\uD83D'), 'low before high is two halves')
  assert.ok(hasUnpairedSurrogates(`${FLAG}\uD83C`))
  assert.not.ok(hasUnpairedSurrogates(`😀${FAMILY}${FLAG}`))
  assert.not.ok(hasUnpairedSurrogates('plain'))
})

test('cleanName drops bidi controls and invisible characters, collapses whitespace, keeps the look otherwise', () => {
  assert.is(cleanName('\u202Egnp.exe\u202C'), 'gnp.exe', 'a right-to-left override')
  for (const c of ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C']) assert.is(cleanName(`a${c}b`), 'ab', `U+${c.charCodeAt(0).toString(16)}`)
  for (const c of ['\u200B', '\u2060', '\uFEFF', '\u00AD', '\u3164']) assert.is(cleanName(`ad${c}min`), 'admin', `U+${c.charCodeAt(0).toString(16)}`)
  assert.is(cleanName('  Ada \t\n Lovelace\u0007 '), 'Ada Lovelace')
  assert.is(cleanName('\u3164'), '', 'a Hangul filler alone is an empty name')
  // Joiners stay: emoji sequences and Persian spelling need them.
  assert.is(cleanName(`Dad ${FAMILY}`), `Dad ${FAMILY}`)
  assert.is(cleanName('می\u200Cخواهم'), 'می\u200Cخواهم')
  assert.is(cleanName('ｆｕｌｌ Ünïcödé'), 'ｆｕｌｌ Ünïcödé', 'no compatibility folding for display')
})

test('fitEdit cuts what a paste inserted at a grapheme boundary and keeps the text around it', () => {
  assert.equal(fitEdit('abc', 'abcd', 5), { text: 'abcd', cut: false })
  // Pasted at the end: the family is kept whole or not at all.
  assert.equal(fitEdit('abc', `abc${FAMILY}${FLAG}`, 4), { text: `abc${FAMILY}`, cut: true, caret: 3 + FAMILY.length })
  assert.equal(fitEdit('abc', `abc${FLAG}${FAMILY}`, 4), { text: `abc${FLAG}`, cut: true, caret: 3 + FLAG.length })
  // Pasted in the middle: the words after the cursor stay.
  assert.equal(fitEdit('ab cd', `ab ${FAMILY}xyzcd`, 7), { text: `ab ${FAMILY}xcd`, cut: true, caret: 3 + FAMILY.length + 1 })
  // Replacing a selection: the room is what is left without it.
  assert.equal(fitEdit('aaXXbb', 'aa12345bb', 6), { text: 'aa12bb', cut: true, caret: 4 })
  // No room at all: nothing is inserted.
  assert.equal(fitEdit('abcd', `ab${FLAG}cd`, 4), { text: 'abcd', cut: true, caret: 2 })
  // Sharing half a surrogate pair with the old text does not split it.
  assert.equal(fitEdit('😀', '😀😁😂', 2), { text: '😀😁', cut: true, caret: 4 })
  // A draft already over the limit is cut at its end too.
  assert.equal(fitEdit('abcdef', 'abcdefg', 3), { text: 'abc', cut: true, caret: 3 })
})

test('fitEdit keeps the limit with long text: 5000 characters, family emoji and flags included', () => {
  const before = 'a'.repeat(4998)
  const after = `${before}${FAMILY}${FLAG}🇩🇪`
  const fitted = fitEdit(before, after, COMMENT_MAX)
  assert.is(fitted.text, `${before}${FAMILY}${FLAG}`)
  assert.is(graphemeCount(fitted.text), COMMENT_MAX)
  assert.ok(fitted.cut)
})

test.run()
