/**
 * Scrolling that respects a reader who asked for less motion (`prefers-reduced-motion: reduce`): they
 * are taken to the place at once, whatever the page's own `scroll-behavior`, never in a glide.
 */

/** Did the reader of `doc` ask for reduced motion? */
export function prefersReducedMotion(doc: Document | null | undefined): boolean {
  return doc?.defaultView?.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
}

/**
 * Scrolls `element` into view. `glide`: smoothly unless the reader asked for less motion; otherwise as the
 * page styles it, except that reduced motion is always instant.
 */
export function scrollToElement(element: Element, options: { block?: ScrollLogicalPosition; glide?: boolean } = {}): void {
  const still = prefersReducedMotion(element.ownerDocument)
  const behavior: ScrollBehavior | undefined = still ? 'instant' : options.glide ? 'smooth' : undefined
  element.scrollIntoView?.({ block: options.block ?? 'start', ...(behavior ? { behavior } : {}) })
}
