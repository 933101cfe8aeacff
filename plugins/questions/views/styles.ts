/**
 * The live questions' styles, in the design system's tokens (colours, spacing, text sizes, corners), so a
 * publisher's values and the dark theme apply; logical properties only (right-to-left mirrors); at 375 px
 * the votes column and the question stay side by side and everything wraps.
 */
import type { PluginContext } from '../../../contracts/plugin'

const CSS = `
.vf-questions{display:grid;gap:var(--vf-space-3);min-inline-size:0;position:relative}
.vf-questions__bar{display:flex;flex-wrap:wrap;gap:var(--vf-space-2);align-items:center;justify-content:space-between;padding-block-end:var(--vf-space-2);border-block-end:1px solid var(--vf-border)}
.vf-questions__title{display:flex;align-items:center;gap:var(--vf-space-2);margin:0;font-size:var(--vf-font-size-lg);font-weight:700;line-height:1.3}
.vf-questions__subtitle{margin:0 0 var(--vf-space-2);font-size:var(--vf-font-size-md);font-weight:700}
.vf-questions__live.vf-badge{color:var(--vf-danger);border-color:currentColor;text-transform:uppercase;letter-spacing:.04em}
.vf-questions__link{margin:0;padding-block:var(--vf-space-2);padding-inline:var(--vf-space-3);border-radius:var(--vf-radius);background:var(--vf-surface-muted);color:var(--vf-text);display:flex;flex-wrap:wrap;gap:var(--vf-space-2);align-items:center}
.vf-questions__pending{padding:var(--vf-space-3);border-radius:var(--vf-radius-lg);background:var(--vf-surface-muted)}
.vf-questions__order{display:flex;flex-wrap:wrap;gap:var(--vf-space-2);align-items:center}
.vf-questions__order-label{color:var(--vf-muted);font-size:var(--vf-font-size-sm)}
.vf-questions__list{list-style:none;margin:0;padding:0;display:grid;gap:var(--vf-space-2)}
.vf-questions__more{display:grid;justify-items:center;gap:var(--vf-space-1)}
.vf-q{display:grid;grid-template-columns:auto minmax(0,1fr);gap:var(--vf-space-3);align-items:start;padding:var(--vf-space-3);border:1px solid var(--vf-border);border-radius:var(--vf-radius-lg);background:var(--vf-surface);color:var(--vf-text);min-inline-size:0}
.vf-q[data-answered]{border-inline-start:4px solid var(--vf-success,var(--vf-accent))}
.vf-q[data-waiting]{border-style:dashed}
.vf-q[data-rejected]{border-style:dashed}
.vf-q__votes{display:grid;justify-items:center;gap:var(--vf-space-1);min-inline-size:5.5rem}
.vf-q__count{font-weight:700;font-variant-numeric:tabular-nums;font-size:var(--vf-font-size-sm);text-align:center}
.vf-q__main{display:grid;gap:var(--vf-space-2);min-inline-size:0}
.vf-q__by{display:flex;flex-wrap:wrap;gap:var(--vf-space-1) var(--vf-space-2);align-items:center;margin:0;font-size:var(--vf-font-size-sm);color:var(--vf-muted)}
.vf-q__name{font-weight:600;color:var(--vf-text)}
.vf-q__text p{margin:0;white-space:pre-wrap;overflow-wrap:anywhere;font-size:var(--vf-font-size-md);line-height:var(--vf-line-height)}
.vf-q__text a,.vf-q__answer-text a{color:var(--vf-accent)}
.vf-q__answers{display:grid;gap:var(--vf-space-2)}
.vf-q__answer{padding-block:var(--vf-space-2);padding-inline:var(--vf-space-3);border-inline-start:3px solid var(--vf-accent);border-radius:var(--vf-radius);background:var(--vf-surface-muted)}
.vf-q__answer-by{display:flex;flex-wrap:wrap;gap:var(--vf-space-1) var(--vf-space-2);align-items:center;margin:0 0 var(--vf-space-1);font-size:var(--vf-font-size-sm);font-weight:600}
.vf-q__answer-text{margin:0;white-space:pre-wrap;overflow-wrap:anywhere;line-height:var(--vf-line-height)}
.vf-q__moderation{display:flex;flex-wrap:wrap;gap:var(--vf-space-2)}
.vf-q-form{display:grid;gap:var(--vf-space-1);min-inline-size:0}
.vf-q-form__label{font-weight:600}
.vf-q-form__hint{margin:0;color:var(--vf-muted);font-size:var(--vf-font-size-sm)}
.vf-q-form__left{margin:0;color:var(--vf-muted);font-size:var(--vf-font-size-sm);font-variant-numeric:tabular-nums}
.vf-q-form__left[data-low]{color:var(--vf-danger);font-weight:600}
.vf-q-form__row{display:flex;flex-wrap:wrap;gap:var(--vf-space-2);justify-content:flex-end}
.vf-questions--loading .vf-questions__shapes{display:grid;gap:var(--vf-space-3)}
.vf-q--loading{display:grid;gap:var(--vf-space-2);grid-template-columns:minmax(0,1fr)}
@media (max-width:420px){.vf-q{grid-template-columns:minmax(0,1fr)}.vf-q__votes{display:flex;flex-wrap:wrap;align-items:center;justify-items:start;min-inline-size:0}}
`

export function ensureQuestionsStyles(ctx: Pick<PluginContext, 'styles'>, document: Document) {
  ctx.styles.ensure(document, 'livequestions', CSS)
}
