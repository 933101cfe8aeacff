/**
 * Type-ahead for menus and list boxes (WAI-ARIA APG): typing moves to the next item whose label starts
 * with what was typed. Characters typed less than half a second apart make one search text ("ol" finds
 * "Oldest" past "Most liked"); the same character typed again cycles through the items starting with
 * it. Case and accents are ignored, by a collator in the reader's language at base strength ("a" finds
 * "Älteste"). Time comes from the key events' own time stamps, so no timer is left running.
 */
export const TYPE_AHEAD_MS = 500

/** What has been typed so far and when (the time stamp of its last key). */
export interface TypeAhead {
  text: string
  at: number
}

export const typeAheadState = (): TypeAhead => ({ text: '', at: Number.NEGATIVE_INFINITY })

interface KeyLike {
  key: string
  timeStamp: number
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
}

/**
 * The character `event` types into the search, if any: one character without a command modifier
 * (Shift is a capital letter). Space only continues a search under way (where it is part of a label:
 * "Most liked"); on its own it is the key that activates or selects.
 */
export function typedCharacter(event: KeyLike, state: TypeAhead): string | undefined {
  if (event.ctrlKey || event.metaKey || event.altKey) return undefined
  const { key } = event
  if (Array.from(key).length !== 1) return undefined
  if (key === ' ' && !(state.text && event.timeStamp - state.at <= TYPE_AHEAD_MS)) return undefined
  return key
}

let collator: Intl.Collator | undefined

function startsWith(label: string, text: string): boolean {
  collator ??= new Intl.Collator(undefined, { usage: 'search', sensitivity: 'base' })
  return collator.compare(label.trimStart().slice(0, text.length), text) === 0
}

const sameLetter = (a: string, b: string) => a.toLocaleLowerCase() === b.toLocaleLowerCase()

/**
 * The index to move to once `char` was typed at `at` (ms) with the item at `from` current (-1 for none),
 * or undefined when no usable item matches (the current one stays). A new search, or the same letter
 * again, starts after the current item; a longer search text keeps the current item while it matches.
 */
export function typeAhead(state: TypeAhead, char: string, at: number, labels: readonly string[], from: number, usable: (index: number) => boolean = () => true): number | undefined {
  state.text = at - state.at > TYPE_AHEAD_MS ? char : state.text + char
  state.at = at
  const count = labels.length
  if (count === 0) return undefined
  const repeated = Array.from(state.text).every((c) => sameLetter(c, char))
  const search = repeated ? char : state.text
  const start = repeated ? from + 1 : Math.max(from, 0)
  for (let step = 0; step < count; step++) {
    const index = (((start + step) % count) + count) % count
    if (usable(index) && startsWith(labels[index]!, search)) return index
  }
  return undefined
}
