/**
 * What a list knows about its rendered items outside React: their elements (each item's `<ListItem>`
 * registers itself), their measured heights, their places in the whole list, and which blocks are near
 * the viewport (an IntersectionObserver over the items and the placeholders of windowed blocks).
 *
 * Windowing works by block (blocks.ts): a block far from the viewport is one placeholder `<li>` as tall
 * as the block was when last on screen (or as its items are estimated to be), so the scrollbar and the
 * layout around it do not move. Heights are measured just before a block is replaced, when its items are
 * still there to measure; an item never rendered counts as the average of those measured.
 */
import type { Block } from './blocks'

/** The key an item's element was registered under, kept on the element (cheaper than a WeakMap for thousands). */
const ITEM_KEY = Symbol('vf-list-item')
type Keyed = Element & { [ITEM_KEY]?: string }

export interface WindowOptions {
  /** The scroll container (null: the page). */
  root: Element | null
  /** How far beyond the viewport items stay rendered, as a CSS length or a percentage of the viewport. */
  overscan: string
}

/** The positions the list gives its rendered items when some are windowed out. */
interface Positions {
  index: ReadonlyMap<string, number>
  size: number
}

export class ListController {
  /** The list's `<ul>`, once mounted. */
  element: HTMLUListElement | null = null
  /** Each rendered item's element, by key. */
  private readonly elements = new Map<string, Element>()
  /** The placeholders of windowed blocks, by element. */
  private readonly spacerOf = new WeakMap<Element, string>()
  private readonly spacers = new Set<Element>()
  /** Targets near the viewport now. */
  private readonly near = new Set<Element>()
  private observer: IntersectionObserver | undefined
  private positions: Positions | undefined
  /** Whether positions were ever given (until then, no item has any to take away). */
  private labelled = false
  /** Each block's height when last measured, with the members it had then. */
  private readonly heights = new Map<string, { keys: readonly string[]; px: number }>()
  /** Each item's height when last measured. */
  private readonly sizes = new Map<string, number>()
  private sizeTotal = 0
  /** The space between two items (their margins), when last measured. */
  private gap = 0
  /** The list's blocks as last committed, and each item's block (made when first asked, after a change). */
  private blocks: readonly Block[] = []
  private blockMap: Map<string, string> | undefined
  /**
   * Blocks find-in-page is about to show (`beforematch`), rendered until they have been near the
   * viewport and left it again: the browser scrolls to the match after the event, so the block is not
   * near yet when it asks.
   */
  private readonly revealed = new Map<string, { seen: boolean }>()
  /** The estimate for an item never measured, when no item has been. */
  estimate = 100
  private lastNear: ReadonlySet<string> | undefined

  /** `onNear` is told which blocks to render (near the viewport, or revealed), whenever that changes. */
  constructor(private readonly onNear: (near: ReadonlySet<string>) => void) {}

  /** The item rendered as `element` (or holding it), if it is one of this list's. */
  keyFrom(target: EventTarget | null, list: Element): string | undefined {
    for (let node = target instanceof Element ? target : null; node && node !== list; node = node.parentElement) {
      const key = (node as Keyed)[ITEM_KEY]
      if (key !== undefined && this.elements.get(key) === node) return key
    }
    return undefined
  }

  /** An item's `<ListItem>` mounted; returns its unmount. */
  attach(key: string, element: Element): () => void {
    this.elements.set(key, element)
    ;(element as Keyed)[ITEM_KEY] = key
    this.label(element, key)
    this.observer?.observe(element)
    return () => {
      if (this.elements.get(key) === element) this.elements.delete(key)
      this.observer?.unobserve(element)
      this.near.delete(element)
    }
  }

  /** A windowed block's placeholder mounted; returns its unmount. */
  attachSpacer(block: string, element: Element): () => void {
    this.spacerOf.set(element, block)
    this.spacers.add(element)
    this.observer?.observe(element)
    const reveal = () => {
      this.revealed.set(block, { seen: false })
      this.emit()
    }
    element.addEventListener('beforematch', reveal)
    return () => {
      element.removeEventListener('beforematch', reveal)
      this.spacers.delete(element)
      this.observer?.unobserve(element)
      this.near.delete(element)
    }
  }

  /** The committed blocks (from the list's layout effect). */
  setBlocks(blocks: readonly Block[]) {
    if (blocks === this.blocks) return
    this.blocks = blocks
    this.blockMap = undefined
    // What left the list is forgotten once it outnumbers what is in it (a chat runs for hours).
    if (this.sizes.size > 64 && this.sizes.size > 2 * blocks.length * 32) {
      const blockOf = this.blockOf
      for (const [key, px] of this.sizes) {
        if (blockOf.has(key)) continue
        this.sizes.delete(key)
        this.sizeTotal -= px
      }
      const names = new Set(blocks.map((block) => block.key))
      for (const block of this.heights.keys()) if (!names.has(block)) this.heights.delete(block)
    }
  }

  /** Each item's block. */
  private get blockOf(): ReadonlyMap<string, string> {
    if (!this.blockMap) {
      this.blockMap = new Map()
      for (const block of this.blocks) for (const key of block.keys) this.blockMap.set(key, block.key)
    }
    return this.blockMap
  }

  blockKeyOf(key: string): string | undefined {
    return this.blockOf.get(key)
  }

  /**
   * Gives every rendered item its place in the whole list (`aria-posinset` of `aria-setsize`), which
   * assistive technology cannot count when items are windowed out; `undefined` takes them away.
   */
  setPositions(keys: readonly string[] | undefined) {
    if (!keys && !this.positions) return
    if (keys) {
      const index = new Map<string, number>()
      keys.forEach((key, i) => index.set(key, i))
      this.positions = { index, size: keys.length }
      this.labelled = true
    } else this.positions = undefined
    for (const [key, element] of this.elements) this.label(element, key)
  }

  private label(element: Element, key: string) {
    if (!this.labelled) return
    const at = this.positions?.index.get(key)
    if (this.positions && at !== undefined) {
      const setSize = String(this.positions.size)
      const posInSet = String(at + 1)
      if (element.getAttribute('aria-setsize') !== setSize) element.setAttribute('aria-setsize', setSize)
      if (element.getAttribute('aria-posinset') !== posInSet) element.setAttribute('aria-posinset', posInSet)
    } else if (element.hasAttribute('aria-posinset')) {
      element.removeAttribute('aria-setsize')
      element.removeAttribute('aria-posinset')
    }
  }

  /** Starts following which blocks are near the viewport (when the list starts windowing). */
  startWindowing(win: Window & typeof globalThis, options: WindowOptions): boolean {
    if (this.observer) return true
    if (typeof win.IntersectionObserver !== 'function') return false
    this.observer = new win.IntersectionObserver((entries) => this.observed(entries), { root: options.root, rootMargin: `${options.overscan} 0px` })
    for (const element of this.elements.values()) this.observer.observe(element)
    for (const element of this.spacers) this.observer.observe(element)
    return true
  }

  stopWindowing() {
    this.observer?.disconnect()
    this.observer = undefined
    this.near.clear()
    this.nearBlocks = new Set()
    this.revealed.clear()
    this.lastNear = undefined
  }

  private observed(entries: IntersectionObserverEntry[]) {
    for (const entry of entries) {
      if (entry.isIntersecting) this.near.add(entry.target)
      else this.near.delete(entry.target)
    }
    const near = new Set<string>()
    for (const element of this.near) {
      const key = (element as Keyed)[ITEM_KEY]
      const block = key !== undefined ? this.blockOf.get(key) : this.spacerOf.get(element)
      if (block !== undefined) near.add(block)
    }
    for (const [block, state] of this.revealed) {
      if (near.has(block)) state.seen = true
      else if (state.seen) this.revealed.delete(block)
    }
    this.nearBlocks = near
    this.emit()
  }

  private nearBlocks: ReadonlySet<string> = new Set()

  /** Tells the list which blocks to render, when that changed. */
  private emit() {
    const shown = new Set([...this.nearBlocks, ...this.revealed.keys()])
    const last = this.lastNear
    if (last && last.size === shown.size && [...shown].every((block) => last.has(block))) return
    this.lastNear = shown
    // Measured now, while they are still there: the blocks about to be replaced by placeholders.
    this.measureRendered(shown)
    this.onNear(shown)
  }

  /** Measures every rendered block but those in `except` (they stay). */
  measureRendered(except: ReadonlySet<string>) {
    for (const block of this.blocks) if (!except.has(block.key)) this.measure(block)
  }

  private measure(block: Block) {
    let first: DOMRect | undefined
    let previous: DOMRect | undefined
    let all = true
    for (const key of block.keys) {
      const element = this.elements.get(key)
      if (!element) {
        all = false
        previous = undefined
        continue
      }
      const box = element.getBoundingClientRect()
      const was = this.sizes.get(key)
      this.sizeTotal += box.height - (was ?? 0)
      this.sizes.set(key, box.height)
      if (previous) this.gap = Math.max(0, box.top - previous.bottom)
      first ??= box
      previous = box
    }
    if (first && previous && all) this.heights.set(block.key, { keys: block.keys, px: previous.bottom - first.top })
  }

  private texts = new WeakMap<Block, string>()
  private textFrom: ((key: string) => string) | undefined

  /** A windowed block's words for find-in-page, made once per block (a block changes when its members do). */
  textOf(block: Block, text: (key: string) => string): string {
    if (text !== this.textFrom) {
      this.texts = new WeakMap()
      this.textFrom = text
    }
    let words = this.texts.get(block)
    if (words === undefined) this.texts.set(block, (words = block.keys.map(text).join('\n')))
    return words
  }

  /** How tall a block's placeholder is: as measured when its members were the same, else the sum of its items. */
  reserved(block: Block): number {
    const measured = this.heights.get(block.key)
    if (measured && measured.keys === block.keys) return measured.px
    const average = this.sizes.size > 0 ? this.sizeTotal / this.sizes.size : this.estimate
    let px = this.gap * (block.keys.length - 1)
    for (const key of block.keys) px += this.sizes.get(key) ?? average
    return Math.round(px)
  }
}
