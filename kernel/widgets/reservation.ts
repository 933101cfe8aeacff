/**
 * The space a widget keeps while it loads (document 1 §2; DESIGN "Loading and weight": reserve the
 * widget's height before it renders so the host page does not jump). From the moment the host takes an
 * element until the widget's content replaces its loading state, the element is a block at least
 * `initial-height` (or its definition's `skeletonHeight`) tall and `aria-busy`.
 *
 * The space is released by the widget, never by a timer: a module that asks to keep it
 * (`context.holdReservation()`) releases it when its content is there; one that does not ask has it
 * released as soon as its `mount` has returned (its content is what it mounted). A widget that fails to
 * load or to mount, or that is unmounted, releases it too, so nothing waits forever on a widget that
 * never says it is ready.
 *
 * The height is CSSOM on the element (not markup: a strict `style-src` allows it); that the element is
 * a block is a rule of the host's own constructed sheet, since a custom element is inline and an inline
 * element ignores `min-block-size`.
 */
import { setStyleSheet } from '../page/style-sheets'

/** The most an `initial-height` may reserve, in CSS pixels. */
export const MAX_RESERVED_HEIGHT = 5000
/** The host's sheet (kernel/page/style-sheets). */
export const RESERVATION_SHEET = 'widget-space'
const HEIGHT_PROPERTY = 'min-block-size'

/** The height `element` reserves: its `initial-height` (1–5000), else the definition's skeleton height. */
export function reservedHeight(element: Element, skeletonHeight: number | undefined): number | undefined {
  const initial = Number.parseInt(element.getAttribute('initial-height') ?? '', 10)
  if (Number.isFinite(initial) && initial > 0) return Math.min(initial, MAX_RESERVED_HEIGHT)
  return skeletonHeight && skeletonHeight > 0 ? Math.min(skeletonHeight, MAX_RESERVED_HEIGHT) : undefined
}

/**
 * The rule that makes every widget element that may reserve a height a block from the moment the host
 * takes it (`data-vf-id`): any with an `initial-height`, and the tags whose definition has a skeleton
 * height. A `hidden` element stays hidden. Small widgets (a count in a sentence, the tray's bell) keep
 * the display the page gave them.
 */
export function reservationCss(skeletonTags: readonly string[]): string {
  const safe = skeletonTags.filter((tag) => /^[a-z][a-z0-9]*-[a-z0-9-]*$/.test(tag))
  const selectors = ['[initial-height]', ...safe].map((selector) => `${selector}[data-vf-id]:not([hidden])`)
  return `:is(${selectors.join(',')}){display:block}`
}

/** Places (or updates) the host's sheet on `doc`. */
export function placeReservationCss(doc: Document, skeletonTags: readonly string[]): void {
  setStyleSheet(doc, RESERVATION_SHEET, reservationCss(skeletonTags))
}

/** Reserves `height` on `element` (or nothing) and marks it busy. */
export function reserve(element: HTMLElement, height: number | undefined): void {
  if (height) element.style.setProperty(HEIGHT_PROPERTY, `${height}px`)
  element.setAttribute('aria-busy', 'true')
}

/** Does `element` hold a reserved height? */
export const isReserving = (element: HTMLElement): boolean => element.style.getPropertyValue(HEIGHT_PROPERTY) !== ''

/** Gives the space back and ends the busy state. */
export function unreserve(element: HTMLElement): void {
  element.removeAttribute('aria-busy')
  element.style.removeProperty(HEIGHT_PROPERTY)
}

/** One mounted widget's reservation, from mount until its content is there. */
export interface Reservation {
  /** What the mount context's `holdReservation` does: keeps the space until the returned function is called. */
  hold(): () => void
  /** The widget's `mount` has returned: the space goes now, unless the widget holds it. */
  mounted(): void
  /** The space goes now, whatever holds it (the widget failed, or was unmounted). */
  release(): void
  readonly released: boolean
}

/** Tracks who holds `element`'s space; `onRelease` runs once, when the last hold goes after mount returned. */
export function createReservation(onRelease: () => void): Reservation {
  let holds = 0
  let mountReturned = false
  let released = false
  const release = () => {
    if (released) return
    released = true
    onRelease()
  }
  return {
    hold() {
      if (released) return () => {}
      holds++
      let done = false
      return () => {
        if (done) return
        done = true
        holds--
        if (holds === 0 && mountReturned) release()
      }
    },
    mounted() {
      mountReturned = true
      if (holds === 0) release()
    },
    release,
    get released() {
      return released
    },
  }
}
