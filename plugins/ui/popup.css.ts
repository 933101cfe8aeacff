/** What the kit's popup controls (menu button, select) share in their CSS: see popup.ts for the placement. */
import { u } from './css-values'

const SHADOW = `0 ${u(0.4)} ${u(1.6)} rgb(0 0 0/.18)`

/**
 * A popup under its control, lined up by `data-align` with the control's inline end (the default) or
 * inline start, opened above it with `data-side="top"` (placePopup sets both). Never wider than the
 * screen less a margin, so a phone's 375 px is enough; scrolls when taller than the screen allows.
 */
export const popupCss = (selector: string) => `
${selector}{position:absolute;z-index:2147482000;inset-block-start:calc(100% + ${u(0.4)});inset-inline-end:0;box-sizing:border-box;inline-size:max-content;min-inline-size:${u(18)};max-inline-size:calc(100vw - ${u(2)});max-block-size:min(${u(40)},70vh);overflow-y:auto;margin:0;padding-block:${u(0.4)};padding-inline:0;background:var(--vf-bg);color:var(--vf-fg);border:1px solid var(--vf-border);border-radius:var(--vf-radius);box-shadow:${SHADOW};text-align:start;white-space:normal}
${selector}[data-align="start"]{inset-inline-end:auto;inset-inline-start:0}
${selector}[data-side="top"]{inset-block-start:auto;inset-block-end:calc(100% + ${u(0.4)})}`
