/**
 * The in-page half of the layout benchmark (bundled to a classic script and added before the page's own
 * scripts, so its observer sees every shift from the first paint). It records the page's layout shifts
 * as the Layout Instability API reports them, leaving out those within 500 ms of the reader's input
 * (`hadRecentInput`, as CLS does), each with the elements that moved; and the widget's height each time
 * it changes, to say where a shift came from.
 *
 * `?vf-layout=widget` in the address is a reader who is at the discussion while the product loads it:
 * the widget element is scrolled to the top of the viewport (as far as the page goes) as soon as a frame
 * has shown the space the product reserved for it (`data-vf-id` set), so every later shift of the
 * product's own is seen: the loading state replacing the reservation, the content replacing both, and
 * whatever of the page below the widget they push while it is in view. What moves before the product
 * takes the element is the page's own doing (it is an empty inline element until then: only a
 * stylesheet of the page's can reserve its space from the first paint, an async script runs after it).
 */

export interface Shift {
  /** Ms since navigation. */
  at: number
  value: number
  /** The elements that moved (`tag.class`), the largest first. */
  sources: string[]
}

export interface LayoutHarness {
  shifts(): Shift[]
  /** The widget's border-box height after each change, with the ms since navigation. */
  heights(): Array<[at: number, height: number]>
  /** Is the discussion's content there (a comment, or the empty or error state replacing the loading state)? */
  content(): boolean
}

const WIDGET = 'vf-conversations'
const scrolled = new URLSearchParams(location.search).get('vf-layout') === 'widget'

const name = (node: Node | null | undefined): string => {
  if (!node) return '(gone)'
  if (node.nodeType !== Node.ELEMENT_NODE) return '#text'
  const element = node as Element
  const classes = [...element.classList].slice(0, 2).map((c) => `.${c}`).join('')
  return `${element.tagName.toLowerCase()}${classes}`
}

const shifts: Shift[] = []
new PerformanceObserver((list) => {
  for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Array<{ node?: Node | null }> }>) {
    if (entry.hadRecentInput) continue
    shifts.push({ at: Math.round(entry.startTime), value: entry.value, sources: (entry.sources ?? []).map((source) => name(source.node)) })
  }
}).observe({ type: 'layout-shift', buffered: true })

const heights: Array<[number, number]> = []
const content = () => {
  const widget = document.querySelector(WIDGET)
  if (!widget) return false
  return !!widget.querySelector('.vf-comment-list > li > article') || (!widget.hasAttribute('aria-busy') && !!widget.querySelector('.vf-conversations') && !widget.querySelector('.vf-conversations[aria-busy="true"]'))
}

document.addEventListener('DOMContentLoaded', () => {
  const widget = document.querySelector<HTMLElement>(WIDGET)
  if (!widget) return
  new ResizeObserver(([entry]) => {
    heights.push([Math.round(performance.now()), Math.round(entry?.borderBoxSize?.[0]?.blockSize ?? widget.getBoundingClientRect().height)])
  }).observe(widget)
  if (!scrolled) return
  // Scrolled in the frame after the one that showed the reservation: scrolled in the same frame, the
  // page below the widget would count as moved by the reservation itself, which no reader saw.
  const toWidget = () => requestAnimationFrame(() => requestAnimationFrame(() => widget.scrollIntoView({ block: 'start' })))
  if (widget.hasAttribute('data-vf-id')) toWidget()
  else {
    const taken = new MutationObserver(() => {
      if (!widget.hasAttribute('data-vf-id')) return
      taken.disconnect()
      toWidget()
    })
    taken.observe(widget, { attributes: true, attributeFilter: ['data-vf-id'] })
  }
})

;(window as unknown as { vfLayout: LayoutHarness }).vfLayout = { shifts: () => shifts, heights: () => heights, content }
