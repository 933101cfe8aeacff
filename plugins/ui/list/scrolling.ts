/**
 * Where a list scrolls and how to keep what the reader reads in place while the list changes above it.
 *
 * Browsers with scroll anchoring (CSS `overflow-anchor`, on by default where it exists) keep the reader's
 * place themselves: content inserted or grown above the viewport shifts the scroll position by as much.
 * Elsewhere (Safari), and in a windowed list (see VirtualList's Frame), the list does it: just before a
 * change reaches the DOM it notes where the first item on screen is, and just after, scrolls by as much
 * as that item moved.
 */

/** How a list keeps the reader's place: the browser's scroll anchoring where it has it (`auto`), always its own measuring, or not at all. */
export type Anchoring = 'auto' | 'measure' | 'none'

type Win = Window & typeof globalThis

/** Does this browser anchor scrolling itself (CSS `overflow-anchor`)? */
export function anchorsNatively(win: Win | null | undefined): boolean {
  try {
    return win?.CSS?.supports?.('overflow-anchor', 'auto') === true
  } catch {
    return false
  }
}

/** The element `element` scrolls in, or null for the page itself. */
export function scrollerOf(element: Element): HTMLElement | null {
  const doc = element.ownerDocument
  const win = doc.defaultView
  if (!win) return null
  for (let node = element.parentElement; node && node !== doc.body && node !== doc.documentElement; node = node.parentElement) {
    const overflow = win.getComputedStyle(node).overflowY
    if (overflow === 'auto' || overflow === 'scroll' || overflow === 'overlay') return node
  }
  return null
}

/** The top of the scroller's visible area, in viewport coordinates. */
const viewportTop = (scroller: HTMLElement | null) => (scroller ? scroller.getBoundingClientRect().top + scroller.clientTop : 0)

/** Is the scroller scrolled to its end (within a pixel or two)? */
export function atEnd(scroller: HTMLElement | null, doc: Document): boolean {
  if (scroller) return scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight <= 2
  const root = doc.scrollingElement
  const win = doc.defaultView
  return !!root && !!win && root.scrollHeight - win.scrollY - win.innerHeight <= 2
}

/** Scrolls by `delta` pixels at once, whatever the page's `scroll-behavior`. */
function scrollBy(scroller: HTMLElement | null, doc: Document, delta: number) {
  if (scroller) scroller.scrollTop += delta
  else doc.defaultView?.scrollBy({ top: delta, behavior: 'instant' })
}

/** Scrolls to the end at once. */
export function scrollToEnd(scroller: HTMLElement | null, doc: Document) {
  if (scroller) scroller.scrollTop = scroller.scrollHeight
  else doc.defaultView?.scrollTo({ top: doc.scrollingElement?.scrollHeight ?? 0, behavior: 'instant' })
}

/** Where the reader was, noted before a change. */
export interface ScrollSnapshot {
  /** At the end of a list that sticks to its end: stay there. */
  stick: boolean
  /** The list's bottom, when the whole list was above the viewport (all of it pushes down what is read). */
  edge?: number
  /** The first items on screen and their tops, when the reader was inside the list. */
  anchors?: Array<{ element: Element; top: number }>
}

/**
 * Notes where the reader is relative to `list` (its children are its items and placeholders, in order).
 * `measure`: note the anchors for a correction; `stick`: note whether the scroller is at its end.
 */
export function snapshot(list: HTMLElement, scroller: HTMLElement | null, options: { measure: boolean; stick: boolean }): ScrollSnapshot | null {
  const stick = options.stick && atEnd(scroller, list.ownerDocument)
  if (!options.measure) return stick ? { stick } : null
  const top = viewportTop(scroller)
  const box = list.getBoundingClientRect()
  // The list starts on screen: what arrives at its start is there to be seen.
  if (box.top >= top) return stick ? { stick } : null
  if (box.bottom <= top) return { stick, edge: box.bottom }
  // The reader is inside the list: the first child whose bottom is below the viewport's top (binary search).
  const children = list.children
  let low = 0
  let high = children.length - 1
  while (low < high) {
    const middle = (low + high) >> 1
    if (children[middle]!.getBoundingClientRect().bottom > top) high = middle
    else low = middle + 1
  }
  const anchors: Array<{ element: Element; top: number }> = []
  // A few, in case the first is the one the change takes out.
  for (let i = low; i < children.length && anchors.length < 3; i++) anchors.push({ element: children[i]!, top: children[i]!.getBoundingClientRect().top })
  return { stick, anchors }
}

/** After the change: back where the reader was (the anchor where it was), or at the end. */
export function restore(list: HTMLElement, scroller: HTMLElement | null, noted: ScrollSnapshot | null): void {
  if (!noted) return
  const doc = list.ownerDocument
  if (noted.stick) return scrollToEnd(scroller, doc)
  let delta = 0
  if (noted.edge !== undefined) delta = list.getBoundingClientRect().bottom - noted.edge
  else {
    const anchor = noted.anchors?.find((a) => a.element.isConnected)
    if (anchor) delta = anchor.element.getBoundingClientRect().top - anchor.top
  }
  if (Math.abs(delta) >= 1) scrollBy(scroller, doc, delta)
}
