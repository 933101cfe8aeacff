/**
 * Promo slots reserved before they are asked for (part of the plugin's first chunk: the sheet must be
 * there before the widgets paint their slots).
 */
import type { PluginStyles } from '../../contracts/plugin'

/** The label line above the frame and its gap (part of what a slot reserves). */
export const LABEL_BLOCK = 'calc(var(--vf-font-size-xs, 12px) * 1.5 + var(--vf-space-1, 4px))'

/**
 * Promo slots reserved before they are asked for, where the site's settings will put an ad in them: the
 * slot (the other widgets' element, found by their tags) holds the label and the frame's height at once,
 * unless its ad failed (collapsed).
 */
export function ensureReservations(styles: PluginStyles, document: Document, selectors: readonly string[], height: number, options: { display?: boolean } = {}) {
  if (selectors.length === 0) return
  const list = selectors.map((s) => `${s}:not([data-vf-ad="collapsed"])`).join(',')
  // A slot its widget hides while empty is shown, so the space is there before the ad.
  const display = options.display ? 'display:block;' : ''
  styles.ensure(document, `ads-reserve-${height}-${selectors.join('|')}`, `${list}{${display}min-block-size:calc(${height}px + ${LABEL_BLOCK} + 2 * var(--vf-space-3, 12px))}`)
}
