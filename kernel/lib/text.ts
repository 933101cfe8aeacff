/**
 * The one rule for the text people write (comments and names), the same in the composer and in the
 * service: length is counted in graphemes — what a reader sees as one character (👨‍👩‍👧‍👦, 🇫🇷, é written
 * as e and an accent) — and text is never cut inside one; control characters and broken (unpaired)
 * surrogates are not text; a name carries no invisible character that reorders or disguises it.
 */

/** The most characters (graphemes) a comment may have. */
export const COMMENT_MAX = 5000
/** The most characters (graphemes) a name may have. */
export const NAME_MAX = 60

/**
 * Where each grapheme starts in `text`. Grapheme boundaries do not depend on the language (extended
 * grapheme clusters, UAX #29): `Intl.Segmenter` where the engine has it (Node, and browsers but
 * Firefox before 125), else a close approximation that keeps emoji sequences, flags, keycaps and
 * accents whole.
 */
type Starts = (text: string) => Iterable<number>

let starts: Starts | undefined
function graphemeStarts(): Starts {
  if (starts) return starts
  if (typeof Intl !== 'undefined' && typeof Intl.Segmenter === 'function') {
    const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' })
    starts = (text) => ({
      *[Symbol.iterator]() {
        for (const { index } of segmenter.segment(text)) yield index
      },
    })
  } else starts = approximateStarts
  return starts
}

/** One cluster: CR LF; a flag's two regional indicators; a character with its marks, modifiers, tags and joined characters. */
const CLUSTER = /\r\n|\p{Regional_Indicator}{2}|[^]\p{M}*(?:(?:\p{Emoji_Modifier}|[\u{E0020}-\u{E007F}])\p{M}*|\u200D[^]\p{M}*)*/gu

function* approximateStarts(text: string): Iterable<number> {
  for (const match of text.matchAll(CLUSTER)) yield match.index!
}

/** Exposed for its test: the approximation used where `Intl.Segmenter` is missing. */
export const approximateGraphemeStarts = approximateStarts

/** Nothing but printable ASCII and newlines/tabs: one grapheme per code unit (CR, joined with LF, is not in it). */
const SIMPLE = /^[\t\n\x20-\x7e]*$/

/** The graphemes of `text`, in order. */
export function graphemes(text: string): string[] {
  const at = [...graphemeStarts()(text), text.length]
  return at.slice(0, -1).map((start, i) => text.slice(start, at[i + 1]))
}

/** How many characters a reader sees in `text`. */
export function graphemeCount(text: string): number {
  if (SIMPLE.test(text)) return text.length
  let n = 0
  for (const _ of graphemeStarts()(text)) n++
  return n
}

/** `text` cut to its first `max` graphemes (unchanged when it has no more). */
export function truncateGraphemes(text: string, max: number): string {
  if (max <= 0) return ''
  if (SIMPLE.test(text)) return text.slice(0, max)
  let n = 0
  for (const index of graphemeStarts()(text)) {
    if (n === max) return text.slice(0, index)
    n++
  }
  return text
}

/**
 * C0 controls but tab, line feed and carriage return; DEL; C1 controls. NUL cannot be stored by
 * PostgreSQL at all, and the others (BEL, ESC, …) only make a comment show something it did not say.
 */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
const CONTROLS = new RegExp(CONTROL.source, 'g')
/** Surrogates: a pair (one character), or one alone, which no UTF-8 can hold (PostgreSQL, JSON on the wire). */
const SURROGATES = /[\uD800-\uDBFF][\uDC00-\uDFFF]|[\uD800-\uDFFF]/g
const LINE_BREAKS = /\r\n?/g

/** Does `text` hold a control character (tab and line breaks are fine)? */
export function hasControls(text: string): boolean {
  return CONTROL.test(text)
}

/** Does `text` hold half of a surrogate pair (a broken character)? */
export function hasUnpairedSurrogates(text: string): boolean {
  for (const [found] of text.matchAll(SURROGATES)) if (found.length === 1) return true
  return false
}

/** Line breaks as line feeds (CR LF and a lone CR as LF). */
export function normalizeLineBreaks(text: string): string {
  return text.replace(LINE_BREAKS, '\n')
}

/** `text` without control characters or unpaired surrogates, line breaks as line feeds; tabs are kept. */
export function stripControls(text: string): string {
  return normalizeLineBreaks(text).replace(CONTROLS, '').replace(SURROGATES, (found) => (found.length === 2 ? found : ''))
}

/**
 * Invisible characters a name is stored without: the bidirectional embeddings, overrides, isolates and
 * marks (U+202A–U+202E, U+2066–U+2069, U+200E, U+200F, U+061C), which reorder the text around them
 * even inside `<bdi>`, and the zero-width and blank ones that make two names look alike or a name look
 * empty (zero-width space, word joiner and invisible operators, byte-order mark, soft hyphen, Mongolian
 * vowel separator, Hangul fillers). The zero-width joiner and non-joiner stay: emoji sequences and
 * Persian or Indic spelling need them (the uniqueness key drops them).
 */
const NAME_INVISIBLE = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C\u200B\u2060-\u2064\uFEFF\u00AD\u180E\u115F\u1160\u3164\uFFA0]/g

/**
 * A name as it is stored and shown: no control or invisible reordering character, whitespace (tabs and
 * line breaks too) collapsed to single spaces, trimmed. Its look is otherwise kept as written.
 */
export function cleanName(name: string): string {
  return stripControls(name).replace(NAME_INVISIBLE, '').replace(/\s+/g, ' ').trim()
}

/**
 * The next value of a text box with room for `max` graphemes, after an edit turned `before` into
 * `after` (typing, pasting, dropping): what the edit inserted is cut at a grapheme boundary to the room
 * left, and the text around it is kept — as `maxlength` does, but without cutting a character in two.
 * `caret` is where the cursor belongs (the end of what was kept of the insertion) when the text was cut.
 */
export function fitEdit(before: string, after: string, max: number): { text: string; cut: boolean; caret?: number } {
  if (graphemeCount(after) <= max) return { text: after, cut: false }
  // The inserted part: what lies between the longest common start and end of the two values.
  const shortest = Math.min(before.length, after.length)
  let start = 0
  while (start < shortest && before.charCodeAt(start) === after.charCodeAt(start)) start++
  let end = 0
  while (end < shortest - start && before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)) end++
  // Never split a surrogate pair at either edge of it.
  if (start > 0 && isHighSurrogate(after.charCodeAt(start - 1))) start--
  if (end > 0 && isLowSurrogate(after.charCodeAt(after.length - end))) end--
  const prefix = after.slice(0, start)
  const suffix = after.slice(after.length - end)
  const kept = truncateGraphemes(after.slice(start, after.length - end), Math.max(0, max - graphemeCount(prefix + suffix)))
  let text = prefix + kept + suffix
  // Already over the limit before the edit (a draft from elsewhere): the end goes as well.
  if (graphemeCount(text) > max) text = truncateGraphemes(text, max)
  return { text, cut: true, caret: Math.min(prefix.length + kept.length, text.length) }
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff
