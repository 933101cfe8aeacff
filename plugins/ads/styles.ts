/**
 * The ads' look, in the design tokens (a publisher's values and the dark theme apply), logical properties
 * only. A slot is a labelled block whose frame keeps the ad's size from the moment the slot is taken, so
 * the ad arriving moves nothing; a frame never overflows a 375 px phone. Each ad size gets its own
 * one-rule sheet (no `style` attribute: a strict policy refuses them).
 */
import type { PluginStyles } from '../../contracts/plugin'

const CSS = `
.vf-ad{display:grid;justify-items:center;align-content:start;gap:var(--vf-space-1,4px);padding-block:var(--vf-space-3,12px);font-family:var(--vf-font-family);color:var(--vf-text);max-inline-size:100%;overflow:hidden}
.vf-ad__label{margin:0;block-size:calc(var(--vf-font-size-xs, 12px) * 1.5);font-size:var(--vf-font-size-xs,12px);line-height:1.5;letter-spacing:.04em;text-transform:uppercase;color:var(--vf-muted)}
.vf-ad__frame{display:block;max-inline-size:100%;overflow:hidden;background:var(--vf-surface-muted);border-radius:var(--vf-radius)}
.vf-ad[data-state="ready"] .vf-ad__frame{background:transparent}
.vf-ad[data-state="collapsed"],[data-vf-ad="collapsed"]>.vf-ad{display:none}
.vf-ad__frame img{max-inline-size:100%;block-size:auto}
.vf-ad__sr{position:absolute;inline-size:1px;block-size:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap;border:0}
.vf-ad-outbrain{list-style:none;margin:0;padding:var(--vf-space-2,8px);display:grid;gap:var(--vf-space-2,8px);text-align:start}
.vf-ad-outbrain__link{display:flex;gap:var(--vf-space-2,8px);align-items:flex-start;color:inherit;text-decoration:none;border-radius:var(--vf-radius)}
.vf-ad-outbrain__link:hover .vf-ad-outbrain__title{text-decoration:underline}
.vf-ad-outbrain__link:focus-visible{outline:2px solid var(--vf-focus);outline-offset:2px}
.vf-ad-outbrain__thumb{flex:none;inline-size:calc(var(--vf-unit, 10px) * 8);aspect-ratio:4/3;object-fit:cover;border-radius:var(--vf-radius)}
.vf-ad-outbrain__text{display:grid;gap:2px;min-inline-size:0}
.vf-ad-outbrain__title{font-weight:600;font-size:var(--vf-font-size-sm,14px);line-height:1.35;overflow-wrap:anywhere}
.vf-ad-outbrain__source{font-size:var(--vf-font-size-xs,12px);color:var(--vf-muted)}
.vf-ad-bait{position:absolute;inset-block-start:-10000px;inset-inline-start:-10000px;inline-size:1px;block-size:1px;overflow:hidden}
vf-standalone-ad{display:block}
`

export function ensureAdStyles(styles: PluginStyles, document: Document) {
  styles.ensure(document, 'ads', CSS)
}

/** The frame's size for `width`×`height`, one sheet per size: `data-size="300x250"`. */
export function ensureSize(styles: PluginStyles, document: Document, width: number, height: number): string {
  const size = `${width}x${height}`
  styles.ensure(document, `ads-size-${size}`, `.vf-ad__frame[data-size="${size}"]{inline-size:${width}px;block-size:${height}px}`)
  return size
}
