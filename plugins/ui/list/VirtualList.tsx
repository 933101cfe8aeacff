/**
 * The UI kit's list: every widget that shows a list of items (comments and their replies, a live blog,
 * a chat, reviews, the notifications feed) renders it through here, which gives it
 *
 * - **slices**: the first items render at once, the others a slice per task (slices.ts), so no task
 *   passes the 50 ms long-task limit however long the list;
 * - **stable identity**: items are keys, grouped in blocks that keep their members (blocks.ts), so an item
 *   inserted at the top or the bottom renders that item alone (with items of memoised components, as
 *   `renderItem` should return: a block an item joins compares its other items' props);
 * - **windowing** from `windowFrom` items: blocks far from the viewport are one placeholder each, as tall
 *   as they were, so the scrollbar and the layout do not move (controller.ts);
 * - **scroll anchoring**: items inserted or grown above the reader move nothing they read (scrolling.ts);
 *   `stickToEnd` keeps a reader at the end of a chat there as messages arrive.
 *
 * Each item renders one `<li>` as its root, or nothing, with the ref `useListItem(key)` gives (or a
 * `<ListItem itemKey>`). The list is a `<ul role="list">` (Safari takes list semantics away from a list
 * without bullets otherwise).
 *
 * Accessibility of a windowed list: rendered items carry `aria-posinset`/`aria-setsize`, so assistive
 * technology tells the reader where they are in the whole list; placeholders are hidden from it; the item
 * holding the keyboard focus and the blocks just before and after it are never windowed out (Tab always
 * has a rendered next item to go to, and the focus is never on a removed node); `keep` holds items that
 * must be rendered whatever their place (a deep-linked item, one about to take the focus).
 *
 * Find-in-page and windowing: the browser finds only what is in the document. With `searchText`, a
 * windowed block's placeholder holds its items' words, hidden until found (`hidden="until-found"`, where
 * the browser has it): find-in-page finds them, and the block is rendered as the browser scrolls to it.
 * Where the browser lacks it, or without `searchText`, windowed items cannot be found until scrolled
 * near; that is why windowing starts only from `windowFrom` items, where the page could not hold them all.
 *
 * Shapes the list serves:
 * - a thread or live blog, newest first, live inserts on top: `keys` newest first; what arrives above the
 *   reader moves nothing (anchoring), what arrives while the top is on screen is seen;
 * - a chat, oldest first: `sliceFrom="end"` and `stickToEnd`, in a scrolling container of its own;
 * - a paged list ("load more"): append to `keys`; the new page enters in slices, and `keep` its first item
 *   when it is to take the focus.
 */
import { cloneElement, createContext, Fragment, isValidElement, memo, startTransition, useCallback, useContext, useLayoutEffect, useMemo, useState, type FocusEvent, type HTMLAttributes, type LiHTMLAttributes, type ReactNode, type Ref } from 'react'
import { useServices } from '../../../kernel/react/provider'
import { useBlocks, type Block } from './blocks'
import { ListController } from './controller'
import { Frame } from './Frame'
import { scrollerOf, type Anchoring } from './scrolling'
import { useSlices, type ListTimers, type SliceFrom } from './slices'
import { findable, Spacer } from './Spacer'

export interface VirtualListProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  /** The items' keys in the order shown: stable for an item, unique in the list. A new array when the list changes. */
  keys: readonly string[]
  /**
   * Renders an item: an element of a memoised component whose root is the item's `<li>` (see
   * `useListItem`), or nothing; given the item's key as its React key, it is used as it is (else copied
   * with it). Keep it stable (`useCallback`): a new function renders every item again.
   * An item then renders only when it changes itself (its own state, its store values).
   */
  renderItem: (key: string) => ReactNode
  /** Items rendered in the first render, counted from `sliceFrom` (5). `Infinity`: no slicing. */
  initialCount?: number
  /** Items added per later slice, one slice per task (100). */
  sliceSize?: number
  /** Which end renders first: `start` (a thread, a feed) or `end` (a chat). */
  sliceFrom?: SliceFrom
  /** Items rendered at once and never windowed out, wherever they are (compared by value). */
  keep?: readonly string[]
  /** From how many items the list windows (500). `Infinity`: never. */
  windowFrom?: number
  /** How far beyond the viewport items stay rendered when windowed: a CSS length or a percentage of the viewport (`100%`). */
  overscan?: string
  /** The height of an item never measured, in CSS pixels, until one has been (100). */
  estimateHeight?: number
  /** An item's words, for find-in-page to find it while it is windowed out. */
  searchText?: (key: string) => string
  /** How the reader's place is kept when items arrive above it (`auto`: the browser's anchoring where it has it). */
  anchoring?: Anchoring
  /** A reader at the end stays at the end as items are added (a chat). */
  stickToEnd?: boolean
  /** The timers slices are scheduled on: the widget's by default. */
  timers?: ListTimers
}

/** The list an item renders in (one provider per list, not per item: a thousand items cost no extra node each). */
const ListContext = createContext<ListController | null>(null)

/**
 * The ref an item puts on its root `<li>`, registering it with its list under `key` (its key in `keys`):
 * what the list windows, measures, numbers and follows the focus by. A hook in the item's own component,
 * so an item costs the list nothing but its `<li>`.
 */
export function useListItem(key: string): (element: HTMLLIElement | null) => (() => void) | undefined {
  const list = useContext(ListContext)
  return useCallback((element: HTMLLIElement | null) => (element && list ? list.attach(key, element) : undefined), [list, key])
}

export type ListItemProps = LiHTMLAttributes<HTMLLIElement> & { itemKey: string; ref?: Ref<HTMLLIElement> }

/** An item's `<li>` registered with its list (see {@link useListItem}), for items with no component of their own. */
export function ListItem({ itemKey, ref, ...props }: ListItemProps) {
  const register = useListItem(itemKey)
  const attach = useCallback(
    (element: HTMLLIElement | null) => {
      if (!element) return
      const detach = register(element)
      let release: (() => void) | undefined
      if (typeof ref === 'function') {
        const cleanup = ref(element)
        release = typeof cleanup === 'function' ? cleanup : () => ref(null)
      } else if (ref) {
        ref.current = element
        release = () => void (ref.current = null)
      }
      return () => {
        detach?.()
        release?.()
      }
    },
    [register, ref],
  )
  return <li {...props} ref={attach} />
}

/** `render(key)` keyed by the item's key, with no node of its own (an element takes the key directly). */
const keyed = (render: (key: string) => ReactNode, key: string) => {
  const element = render(key)
  if (!isValidElement(element)) return <Fragment key={key}>{element}</Fragment>
  return element.key === key ? element : cloneElement(element, { key })
}

/**
 * A block's items. Rendered again only when the block's members change (an item joins or leaves it);
 * then each item's element is compared as React compares any child: a memoised item component renders
 * only when its own props change.
 */
const BlockRows = memo(function BlockRows({ keys, render }: { keys: readonly string[]; render: (key: string) => ReactNode }) {
  return keys.map((key) => keyed(render, key))
})

const NONE: readonly string[] = []

/** The blocks holding the first (or last) `count` keys: rendered before the viewport has been looked at. */
function seedBlocks(blocks: readonly Block[], count: number, from: SliceFrom): ReadonlySet<string> {
  const seed = new Set<string>()
  let left = count
  for (let i = 0; i < blocks.length && left > 0; i++) {
    const block = blocks[from === 'start' ? i : blocks.length - 1 - i]!
    seed.add(block.key)
    left -= block.keys.length
  }
  return seed
}

function VirtualListView({
  keys,
  renderItem,
  initialCount = 5,
  sliceSize = 100,
  sliceFrom = 'start',
  keep = NONE,
  windowFrom = 500,
  overscan = '100%',
  estimateHeight = 100,
  searchText,
  anchoring = 'auto',
  stickToEnd = false,
  timers: ownTimers,
  onFocus,
  ...attributes
}: VirtualListProps) {
  const services = useServices()
  const timers = ownTimers ?? services.timers
  /** Blocks near the viewport, once it has been looked at. */
  const [near, setNear] = useState<ReadonlySet<string>>()
  const [list] = useState(() => new ListController((next) => startTransition(() => setNear(next))))
  list.estimate = estimateHeight
  const kept = useMemo(() => new Set(keep), [keep])
  const slices = useSlices(keys, { initialCount, sliceSize, from: sliceFrom, keep: kept, timers })
  const blocks = useBlocks(keys)
  const windowed = keys.length >= windowFrom && typeof IntersectionObserver === 'function'
  /** The item that last had the focus (with the blocks around it, never windowed out). */
  const [focused, setFocused] = useState<string>()

  const focusing = (event: FocusEvent<HTMLUListElement>) => {
    onFocus?.(event)
    // Only a windowed list has anything to keep for the focus.
    if (!windowed) return
    const key = list.keyFrom(event.target, event.currentTarget)
    if (key === undefined || key === focused) return
    // The blocks around the item that had it may be windowed out now: measured while they are there.
    list.measureRendered(near ?? new Set())
    setFocused(key)
  }

  useLayoutEffect(() => {
    list.setBlocks(blocks)
    list.setPositions(windowed ? keys : undefined)
  }, [list, blocks, windowed, keys])

  useLayoutEffect(() => {
    const element = list.element
    const win = element?.ownerDocument.defaultView as (Window & typeof globalThis) | null | undefined
    if (!windowed || !element || !win) return
    if (!list.startWindowing(win, { root: scrollerOf(element), overscan })) return
    // The focus may already be in the list when it starts windowing.
    const holding = list.keyFrom(element.ownerDocument.activeElement, element)
    if (holding !== undefined) setFocused(holding)
    return () => {
      list.stopWindowing()
      setNear(undefined)
    }
  }, [list, windowed, overscan])

  const text = windowed && searchText && findable() ? searchText : undefined
  const focusBlock = focused !== undefined ? list.blockKeyOf(focused) : undefined
  const rendered = useMemo(() => {
    if (!windowed) return undefined
    const shown = new Set(near ?? seedBlocks(blocks, initialCount, sliceFrom))
    blocks.forEach((block, i) => {
      if (block.key === focusBlock) for (let j = Math.max(0, i - 1); j <= Math.min(blocks.length - 1, i + 1); j++) shown.add(blocks[j]!.key)
      else if (kept.size > 0 && block.keys.some((key) => kept.has(key))) shown.add(block.key)
    })
    return shown
  }, [windowed, near, blocks, initialCount, sliceFrom, focusBlock, kept])

  const children = blocks.map((block) => {
    if (!rendered || rendered.has(block.key)) {
      // Its items rendered so far: all of them (the same array, so the block renders nothing again), none, or some.
      let count = block.keys.length
      if (!slices.all) {
        count = 0
        for (const key of block.keys) if (slices.has(key)) count++
      }
      if (count > 0) return <BlockRows key={block.key} keys={count === block.keys.length ? block.keys : block.keys.filter(slices.has)} render={renderItem} />
      if (!rendered) return null
    }
    return <Spacer key={block.key} block={block.key} list={list} height={list.reserved(block)} text={text ? list.textOf(block, text) : undefined} />
  })

  return (
    <Frame list={list} anchoring={anchoring} windowed={windowed} stickToEnd={stickToEnd} attributes={attributes} onFocus={focusing}>
      <ListContext.Provider value={list}>{children}</ListContext.Provider>
    </Frame>
  )
}

const sameKeep = (a: readonly string[] | undefined, b: readonly string[] | undefined) => a === b || ((a ?? NONE).length === (b ?? NONE).length && (a ?? NONE).every((key, i) => key === (b ?? NONE)[i]))

/** Shallow prop equality, with `keep` compared by its keys (callers pass a fresh array each render). */
function sameProps(a: VirtualListProps, b: VirtualListProps): boolean {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof VirtualListProps>
  for (const name of names) {
    if (name === 'keep') {
      if (!sameKeep(a.keep, b.keep)) return false
    } else if (!Object.is(a[name], b[name])) return false
  }
  return true
}

/** See the file's comment. */
export const VirtualList = memo(VirtualListView, sameProps)
