/**
 * The UI kit's one style sheet, `ui`: every component's CSS, put together from the parts each component
 * file group exports (`*.css.ts`), placed once per document as an adopted sheet (no `<style>` element: a
 * strict Content-Security-Policy allows it) together with the icon sprite the kit's icons draw from.
 *
 * Who places it: `ensureKitStyles(element.ownerDocument)` in a widget module's `mount` (a one-line call
 * beside the plugin's own `ctx.styles.ensure`), before the view renders, so nothing flashes unstyled and no
 * component pays for it: a thread renders thousands of buttons and icons, none of them with an effect. A
 * dialog places it itself as it opens (a dialog may be shown by a widget that renders nothing else of the
 * kit). Placing it again is a lookup.
 *
 * The tokens the parts read (`--vf-accent`, `--vf-space-2`…) are the kernel's sheet (kernel/react/theme.ts),
 * which every React widget's mount places.
 */
import { ensureStyleSheet } from '../../kernel/page/style-sheets'
import { AVATAR_CSS } from './avatar.css'
import { BADGE_CSS } from './badge.css'
import { BUTTONS_CSS } from './buttons.css'
import { CONTROLS_CSS } from './controls.css'
import { ICON_CSS } from './icon.css'
import { ensureIconSprite } from './icons'
import { SKELETON_CSS } from './skeleton.css'
import { STATES_CSS } from './states.css'
import { TEXTAREA_CSS } from './textarea.css'
import { TIME_CSS } from './time.css'
import { TOAST_CSS } from './toast.css'

/** The sheet's parts, in cascade order: a component's part comes after the controls it builds on. */
export const KIT_CSS_PARTS: readonly string[] = [
  BUTTONS_CSS,
  ICON_CSS,
  AVATAR_CSS,
  BADGE_CSS,
  TEXTAREA_CSS,
  SKELETON_CSS,
  TOAST_CSS,
  STATES_CSS,
  TIME_CSS,
  // The menu button, tabs and select (their *.css.ts parts, gathered in controls.css.ts).
  CONTROLS_CSS,
]

/** The kit's CSS, as placed. */
export const KIT_CSS = KIT_CSS_PARTS.join('')

/** The name of the kit's sheet on a document. */
export const KIT_SHEET = 'ui'

/** Places the kit's sheet and icon sprite on `doc`, once; later calls only check they are still there. */
export function ensureKitStyles(doc: Document): void {
  ensureStyleSheet(doc, KIT_SHEET, KIT_CSS)
  try {
    ensureIconSprite(doc)
  } catch {
    // A document that refuses the sprite shows buttons without their pictures; their names stay.
  }
}
