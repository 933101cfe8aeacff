/**
 * Widgets size themselves in units of a 10 px base that still follows the reader's font-size setting:
 * `--base-font-size` is 10 px expressed in rem of the page's root font size (document 2 §5).
 */
import { Messages } from '../errors'
import type { Logger } from '../log'
import { setStyleSheet } from './style-sheets'

export const BASE_FONT_PX = 10

/** Reads the root font size and publishes `--base-font-size`; returns the rem factor used. */
export function applyBaseFontSize(doc: Document, logger: Logger): number {
  const view = doc.defaultView
  const px = Number.parseFloat(view?.getComputedStyle(doc.documentElement).fontSize ?? '')
  let factor = BASE_FONT_PX / 16
  if (px === 0) logger.error(Messages.fontSizeZero)
  else if (Number.isFinite(px) && px > 0) factor = BASE_FONT_PX / px
  setStyleSheet(doc, 'base-font', `:root{--base-font-size:${Number(factor.toFixed(4))}rem}`)
  return factor
}
