/**
 * A popup (a menu, a list box) placed next to its control by CSS alone: below it, lined up with the
 * control's inline-end edge (`data-align="end"`, the usual place for a "…" at the end of a row) or its
 * inline-start edge (`"start"`), in logical properties so right-to-left mirrors. Only what CSS cannot
 * know is measured once, when it opens: a popup that would leave the screen at the side lines up with
 * the other edge instead (or, wider than either side allows, is moved back in with a CSSOM `translate`,
 * which a strict Content-Security-Policy allows, unlike a `style` attribute), and one that would leave
 * it at the bottom opens above its control when there is room there (`data-side="top"`).
 */
export type PopupAlign = 'start' | 'end'

/** Space kept between a popup and the edge of the screen, in CSS pixels. */
const MARGIN = 8

export function placePopup(popup: HTMLElement, align: PopupAlign): void {
  popup.dataset.align = align
  delete popup.dataset.side
  popup.style.removeProperty('translate')
  const doc = popup.ownerDocument
  const view = doc.defaultView
  if (!view) return
  let rect = popup.getBoundingClientRect()
  // Not laid out (no layout engine, or hidden): nothing to measure.
  if (rect.width === 0 && rect.height === 0) return
  const width = doc.documentElement.clientWidth || view.innerWidth
  const height = doc.documentElement.clientHeight || view.innerHeight
  const overflow = (r: DOMRect) => Math.max(0, MARGIN - r.left) + Math.max(0, r.right - (width - MARGIN))

  if (overflow(rect) > 0) {
    popup.dataset.align = align === 'end' ? 'start' : 'end'
    const flipped = popup.getBoundingClientRect()
    if (overflow(flipped) < overflow(rect)) rect = flipped
    else popup.dataset.align = align
  }
  const shift = rect.left < MARGIN ? MARGIN - rect.left : rect.right > width - MARGIN ? width - MARGIN - rect.right : 0
  if (shift) popup.style.setProperty('translate', `${Math.round(shift)}px 0`)

  const anchor = popup.offsetParent?.getBoundingClientRect()
  if (anchor && rect.bottom > height - MARGIN && anchor.top - rect.height - MARGIN >= 0) popup.dataset.side = 'top'
}
