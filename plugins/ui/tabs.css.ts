/**
 * The tabs' CSS, for the kit's sheet: a row of tabs over a rule (a column beside the panel when
 * vertical), the selected one marked by a bar as well as its colour; a row wider than a phone scrolls.
 * Theme custom properties and logical properties only.
 */
import { u, WASH } from './css-values'

export const TABS_CSS = `
.vf-tabs[data-orientation="vertical"]{display:grid;grid-template-columns:auto minmax(0,1fr);gap:${u(1.6)}}
.vf-tabs__list{display:flex;gap:${u(0.4)};border-block-end:1px solid var(--vf-border);overflow-x:auto;scrollbar-width:thin}
.vf-tabs[data-orientation="vertical"] .vf-tabs__list{flex-direction:column;align-items:stretch;border-block-end:0;border-inline-end:1px solid var(--vf-border);overflow-x:visible}
.vf-tabs__tab{position:relative;flex:none;display:inline-flex;align-items:center;gap:${u(0.6)};min-block-size:${u(4)};margin:0;padding-block:${u(0.8)};padding-inline:${u(1.2)};border:0;border-start-start-radius:var(--vf-radius);border-start-end-radius:var(--vf-radius);background:none;color:var(--vf-muted);font:inherit;font-weight:600;line-height:1.25;text-align:start;white-space:nowrap;cursor:pointer}
.vf-tabs[data-orientation="vertical"] .vf-tabs__tab{border-radius:0;border-start-start-radius:var(--vf-radius);border-end-start-radius:var(--vf-radius)}
.vf-tabs__tab:hover{color:var(--vf-fg);background:${WASH}}
.vf-tabs__tab[aria-selected="true"]{color:var(--vf-accent)}
.vf-tabs__tab[aria-selected="true"]::after{content:"";position:absolute;inset-inline:${u(0.8)};inset-block-end:0;block-size:3px;border-start-start-radius:3px;border-start-end-radius:3px;background:currentColor}
.vf-tabs[data-orientation="vertical"] .vf-tabs__tab[aria-selected="true"]::after{inset-block:${u(0.6)};inset-inline:auto 0;block-size:auto;inline-size:3px;border-radius:0;border-start-start-radius:3px;border-end-start-radius:3px}
.vf-tabs__tab[aria-disabled="true"]{opacity:.5;cursor:default;background:none}
.vf-tabs .vf-tabs__tab:focus-visible{outline:2px solid var(--vf-focus);outline-offset:-2px}
.vf-tabs__panel{padding-block:${u(1.6)}}
.vf-tabs__panel[hidden]{display:none}
@media (forced-colors:active){.vf-tabs__tab[aria-selected="true"]::after{background:Highlight}}
`
