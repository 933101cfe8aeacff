/**
 * The select's CSS, for the kit's sheet: a label and a compact combobox showing the chosen option with
 * a chevron, and its list box (placed as the menu is: popup.css.ts), the option the keys are on filled
 * with the accent, the chosen one ticked. Theme custom properties and logical properties only.
 */
import { u, WASH } from './css-values'
import { popupCss } from './popup.css'

export const SELECT_CSS = `
.vf-select{display:inline-flex;align-items:center;flex-wrap:wrap;gap:${u(0.8)};max-inline-size:100%;vertical-align:middle}
.vf-select__label{color:var(--vf-muted)}
.vf-select__field{position:relative;display:inline-flex;min-inline-size:0;max-inline-size:100%}
.vf-select__combo{display:inline-flex;align-items:center;gap:${u(0.6)};box-sizing:border-box;max-inline-size:100%;min-block-size:${u(3.2)};padding-block:${u(0.4)};padding-inline:${u(1)} ${u(0.8)};border:1px solid var(--vf-border);border-radius:var(--vf-radius);background:var(--vf-bg);color:var(--vf-fg);font:inherit;font-weight:600;line-height:1.25;white-space:nowrap;cursor:pointer;user-select:none}
.vf-select__combo:hover{background:var(--vf-border);background:${WASH}}
.vf-select .vf-select__combo:focus-visible{outline:2px solid var(--vf-focus);outline-offset:2px}
.vf-select__combo[aria-disabled="true"]{opacity:.6;cursor:default;background:var(--vf-bg)}
.vf-select__value{min-inline-size:0;overflow:hidden;text-overflow:ellipsis}
.vf-select__chevron{flex:none;inline-size:${u(1.2)};block-size:${u(1.2)};color:var(--vf-muted);transition:rotate .15s}
.vf-select__combo[aria-expanded="true"] .vf-select__chevron{rotate:180deg}
@media (prefers-reduced-motion:reduce){.vf-select__chevron{transition:none}}
${popupCss('.vf-select__listbox')}
.vf-select__listbox{min-inline-size:max(100%,${u(14)})}
.vf-select__listbox[hidden]{display:none}
.vf-select__listbox:focus{outline:none}
.vf-select__option{display:flex;align-items:center;gap:${u(0.8)};min-block-size:${u(3.6)};padding-block:${u(0.6)};padding-inline:${u(1)} ${u(1.6)};line-height:1.3;cursor:pointer;overflow-wrap:anywhere}
.vf-select__option:hover{background:var(--vf-border);background:${WASH}}
.vf-select__option[data-active]{background:var(--vf-accent);color:var(--vf-accent-fg)}
.vf-select__option[aria-disabled="true"]{color:var(--vf-muted);cursor:default;background:none}
.vf-select__check{flex:none;inline-size:${u(1.6)};block-size:${u(1.6)}}
.vf-select__option[aria-selected="false"] .vf-select__check{visibility:hidden}
@media (forced-colors:active){.vf-select__option[data-active]{outline:2px solid Highlight;outline-offset:-2px}}
`
