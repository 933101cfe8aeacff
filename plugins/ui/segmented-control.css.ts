/**
 * The segmented control's CSS, for the kit's sheet: joined choices in one rounded frame, the checked one
 * filled with the accent; a row wider than a phone scrolls. Theme custom properties and logical
 * properties only.
 */
import { u, WASH } from './css-values'

export const SEGMENTED_CONTROL_CSS = `
.vf-segmented{display:inline-flex;gap:${u(0.2)};max-inline-size:100%;overflow-x:auto;scrollbar-width:thin;padding:${u(0.3)};border:1px solid var(--vf-border);border-radius:calc(var(--vf-radius)*1.5);background:var(--vf-bg);vertical-align:middle}
.vf-segmented__option{flex:none;display:inline-flex;align-items:center;gap:${u(0.6)};min-block-size:${u(3.2)};margin:0;padding-block:${u(0.4)};padding-inline:${u(1.2)};border:0;border-radius:var(--vf-radius);background:none;color:var(--vf-muted);font:inherit;font-weight:600;line-height:1.25;white-space:nowrap;cursor:pointer}
.vf-segmented__option:hover{color:var(--vf-fg);background:${WASH}}
.vf-segmented__option[aria-checked="true"]{background:var(--vf-accent);color:var(--vf-accent-fg)}
.vf-segmented__option[aria-disabled="true"]{opacity:.5;cursor:default;background:none}
.vf-segmented .vf-segmented__option:focus-visible{outline:2px solid var(--vf-focus);outline-offset:1px}
@media (forced-colors:active){.vf-segmented__option[aria-checked="true"]{outline:2px solid Highlight;outline-offset:-2px}}
`
