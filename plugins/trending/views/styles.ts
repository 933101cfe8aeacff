/**
 * The trending lists' look, in the design system's tokens over the UI kit (a publisher's values and the
 * dark theme apply); logical properties only, so `left`/`right` thumbnails and the numbers mirror
 * right-to-left; one column that fits a 375 px phone. The plugin's own sheet (`ctx.styles`).
 */
import type { PluginContext } from '../../../contracts/plugin'

const CSS = `
.vf-trending{display:grid;gap:var(--vf-space-3);min-inline-size:0;font-family:var(--vf-font-family);color:var(--vf-text)}
.vf-trending__header{display:grid;gap:var(--vf-space-1);padding-block-end:var(--vf-space-2);border-block-end:1px solid var(--vf-border)}
.vf-trending__title{display:flex;align-items:center;gap:var(--vf-space-2);margin:0;font-size:var(--vf-font-size-lg);font-weight:700;line-height:1.3}
.vf-trending__title .vf-icon{color:var(--vf-accent);flex:none}
.vf-trending__window{margin:0;color:var(--vf-muted);font-size:var(--vf-font-size-sm)}
.vf-trending__list{list-style:none;margin:0;padding:0;display:grid;gap:var(--vf-space-3)}
.vf-trending__loading{display:grid;gap:var(--vf-space-3)}
.vf-trending__item{min-inline-size:0}
.vf-trending__item--loading,.vf-trending__link{display:flex;align-items:flex-start;gap:var(--vf-space-3)}
.vf-trending__link{color:inherit;text-decoration:none;border-radius:var(--vf-radius);padding:var(--vf-space-1)}
a.vf-trending__link:hover .vf-trending__headline{text-decoration:underline}
a.vf-trending__link:focus-visible{outline:2px solid var(--vf-focus);outline-offset:2px}
.vf-trending[data-thumbnail="right"] .vf-trending__link,.vf-trending[data-thumbnail="right"] .vf-trending__item--loading{flex-direction:row-reverse;justify-content:space-between}
.vf-trending__thumb{flex:none;display:inline-grid;place-items:center;inline-size:calc(var(--vf-unit)*9);aspect-ratio:4/3;block-size:auto;border-radius:var(--vf-radius);overflow:hidden;background:var(--vf-surface-muted);color:var(--vf-muted)}
.vf-trending[data-view="list"] .vf-trending__thumb{inline-size:calc(var(--vf-unit)*6)}
.vf-trending__thumb img{display:block;inline-size:100%;block-size:100%;object-fit:cover}
.vf-trending__text{flex:1;min-inline-size:0;display:grid;gap:var(--vf-space-1)}
.vf-trending__headline{font-weight:600;line-height:1.35;overflow-wrap:anywhere}
.vf-trending__summary{color:var(--vf-muted);font-size:var(--vf-font-size-sm);display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.vf-trending__activity{color:var(--vf-muted);font-size:var(--vf-font-size-xs)}
.vf-trending[data-view="condensed"] .vf-trending__list{gap:var(--vf-space-1)}
.vf-trending[data-view="condensed"] .vf-trending__headline{font-weight:500}
.vf-trending__rank{flex:none;min-inline-size:1.5em;font-weight:700;color:var(--vf-accent);font-variant-numeric:tabular-nums;text-align:end}
.vf-trending__ad:empty{display:none}
.vf-trending__ad{min-block-size:1px}
`

export function ensureTrendingStyles(ctx: Pick<PluginContext, 'styles'>, document: Document) {
  ctx.styles.ensure(document, 'trending', CSS)
}
