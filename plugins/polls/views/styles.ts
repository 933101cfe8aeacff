/**
 * The poll's styles, in the design system's tokens (colours, spacing, text sizes, corners), so a
 * publisher's values and the dark theme apply; logical properties only (right-to-left mirrors: the bars
 * fill from the start). The bars are `<meter>` elements drawn in the accent colour on the muted surface;
 * the reader's choice is marked by a tick and words, the leading option by weight, never by colour alone.
 * At 375 px the label and its value wrap onto two lines. Nothing moves for a reader who asked for less motion.
 */
import type { PluginContext } from '../../../contracts/plugin'

const CSS = `
.vf-poll{display:grid;gap:var(--vf-space-3);min-inline-size:0;padding:var(--vf-space-4);border:1px solid var(--vf-border);border-radius:var(--vf-radius-lg);background:var(--vf-surface);color:var(--vf-text)}
.vf-poll__head{display:flex;flex-wrap:wrap;gap:var(--vf-space-2);align-items:center;justify-content:space-between}
.vf-poll__kicker{display:flex;align-items:center;gap:var(--vf-space-2);margin:0;color:var(--vf-muted);font-size:var(--vf-font-size-sm);font-weight:600;text-transform:uppercase;letter-spacing:.04em}
.vf-poll__live.vf-badge{color:var(--vf-danger);border-color:currentColor}
.vf-poll__question{margin:0;font-size:var(--vf-font-size-lg);font-weight:700;line-height:1.3;overflow-wrap:anywhere}
.vf-poll__meta,.vf-poll__hint,.vf-poll__note,.vf-poll__voters{margin:0;color:var(--vf-muted);font-size:var(--vf-font-size-sm)}
.vf-poll__link,.vf-poll__hidden{display:flex;flex-wrap:wrap;gap:var(--vf-space-2);align-items:center;margin:0;padding-block:var(--vf-space-2);padding-inline:var(--vf-space-3);border-radius:var(--vf-radius);background:var(--vf-surface-muted)}
.vf-poll__hidden p{margin:0}
.vf-poll__thanks{margin:0;font-weight:600}
.vf-poll__thanks:focus-visible{outline:2px solid var(--vf-focus);outline-offset:2px}
.vf-poll__ballot{display:grid;gap:var(--vf-space-3)}
.vf-poll__options{display:grid;gap:var(--vf-space-2);margin:0;padding:0;border:0;min-inline-size:0}
.vf-poll__option{display:flex;align-items:flex-start;gap:var(--vf-space-2);padding-block:var(--vf-space-2);padding-inline:var(--vf-space-3);border:1px solid var(--vf-border);border-radius:var(--vf-radius);cursor:pointer;overflow-wrap:anywhere}
.vf-poll__option:has(input:checked){border-color:var(--vf-accent);box-shadow:inset 0 0 0 1px var(--vf-accent)}
.vf-poll__option:has(input:focus-visible){outline:2px solid var(--vf-focus);outline-offset:2px}
.vf-poll__option input{flex:none;inline-size:calc(var(--vf-unit)*1.8);block-size:calc(var(--vf-unit)*1.8);margin:0;margin-block-start:.15em;accent-color:var(--vf-accent);cursor:pointer}
.vf-poll__actions{display:flex;flex-wrap:wrap;gap:var(--vf-space-2);align-items:center}
.vf-poll__results{display:grid;gap:var(--vf-space-3);margin:0;padding:0;list-style:none}
.vf-poll__result{display:grid;gap:var(--vf-space-1)}
.vf-poll__line{display:flex;flex-wrap:wrap;gap:var(--vf-space-1) var(--vf-space-3);justify-content:space-between;align-items:baseline;margin:0}
.vf-poll__label{display:inline-flex;flex-wrap:wrap;align-items:center;gap:var(--vf-space-1);min-inline-size:0;overflow-wrap:anywhere}
.vf-poll__result[data-leading] .vf-poll__label{font-weight:700}
.vf-poll__yours{padding-inline:var(--vf-space-1);border:1px solid currentColor;border-radius:var(--vf-radius);font-size:var(--vf-font-size-xs,var(--vf-font-size-sm));font-weight:600}
.vf-poll__value{color:var(--vf-text);font-size:var(--vf-font-size-sm);font-variant-numeric:tabular-nums;white-space:nowrap}
.vf-poll__bar{display:block;inline-size:100%;block-size:.75rem;margin:0;border:1px solid var(--vf-border);border-radius:999px;background:var(--vf-surface-muted);appearance:none;-webkit-appearance:none;overflow:hidden}
.vf-poll__bar::-webkit-meter-inner-element{display:block}
.vf-poll__bar::-webkit-meter-bar{block-size:100%;border:0;border-radius:999px;background:var(--vf-surface-muted)}
.vf-poll__bar::-webkit-meter-optimum-value,.vf-poll__bar::-webkit-meter-suboptimum-value,.vf-poll__bar::-webkit-meter-even-less-good-value{border-radius:999px;background:var(--vf-accent)}
.vf-poll__bar::-moz-meter-bar{border-radius:999px;background:var(--vf-accent)}
.vf-poll__result[data-chosen] .vf-poll__bar{border-color:var(--vf-accent)}
@media (prefers-reduced-motion:no-preference){.vf-poll__bar::-webkit-meter-optimum-value{transition:inline-size .3s ease}}
.vf-poll__moderation,.vf-poll__confirm{display:flex;flex-wrap:wrap;gap:var(--vf-space-1);align-items:center}
.vf-poll__create{display:grid;gap:var(--vf-space-3)}
.vf-poll__create-title{margin:0;font-size:var(--vf-font-size-md);font-weight:700}
.vf-poll__create-options{display:grid;gap:var(--vf-space-2);margin:0;padding:0;list-style:none}
.vf-poll__create-option{display:flex;gap:var(--vf-space-2);align-items:flex-end}
.vf-poll__create-option>.vf-field{flex:1 1 auto;min-inline-size:0}
.vf-poll--loading .vf-poll__skeleton{display:grid;gap:var(--vf-space-3)}
@media (max-width:420px){.vf-poll{padding:var(--vf-space-3)}}
`

export function ensurePollStyles(ctx: Pick<PluginContext, 'styles'>, document: Document) {
  ctx.styles.ensure(document, 'polls', CSS)
}
