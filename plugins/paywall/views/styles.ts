/**
 * The wall's look in the design tokens over the UI kit (a publisher's values and the dark theme apply);
 * logical properties only, so it mirrors right-to-left; one column that fits a 375 px phone.
 */
import type { PluginContext } from '../../../contracts/plugin'

const CSS = `
.vf-wall-slot{display:block;min-inline-size:0}
.vf-wall-slot[data-vf-wall-mode="wall"]:empty{min-block-size:calc(var(--vf-unit)*16)}
.vf-wall{display:flex;align-items:flex-start;gap:var(--vf-space-3);margin-block:var(--vf-space-3);padding:var(--vf-space-4);border:1px solid var(--vf-border);border-inline-start:4px solid var(--vf-accent);border-radius:var(--vf-radius-lg);background:var(--vf-surface);color:var(--vf-text);font-family:var(--vf-font-family)}
.vf-wall:focus{outline:none}
.vf-wall:focus-visible{outline:2px solid var(--vf-focus);outline-offset:2px}
.vf-wall>.vf-icon{flex:none;color:var(--vf-accent);margin-block-start:2px}
.vf-wall__body{flex:1;min-inline-size:0;display:grid;gap:var(--vf-space-2)}
.vf-wall__title{margin:0;font-size:var(--vf-font-size-lg);font-weight:700;line-height:1.3}
.vf-wall__text{margin:0;color:var(--vf-text);overflow-wrap:anywhere}
.vf-wall__choices{display:flex;flex-wrap:wrap;align-items:center;gap:var(--vf-space-2)}
.vf-wall__offer:empty{display:none}
.vf-wall__offer{min-inline-size:0;max-inline-size:100%}
.vf-wall-note{display:flex;align-items:center;gap:var(--vf-space-2);margin-block:var(--vf-space-2);padding:var(--vf-space-2) var(--vf-space-3);border-radius:var(--vf-radius);background:var(--vf-surface-muted);color:var(--vf-text);font-size:var(--vf-font-size-sm)}
.vf-wall-note>.vf-icon{flex:none;color:var(--vf-warning)}
`

export function ensurePaywallStyles(ctx: Pick<PluginContext, 'styles'>, document: Document) {
  ctx.styles.ensure(document, 'paywall', CSS)
}
