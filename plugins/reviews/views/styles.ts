/**
 * The reviews' styles, in the design system's tokens (colours, spacing, text sizes, corners) over the UI
 * kit's components, so a publisher's values and the dark theme apply; logical properties only (right to
 * left mirrors: the stars fill from the inline start, the bars grow from it); nothing animates for a
 * reader who asked for less motion. The plugin's own sheet (`ctx.styles`): it goes with the plugin.
 *
 * The ratings sit at the top: the average large beside its stars, then a bar per number of stars. Each
 * review is a card: stars and title, who and when, its words, "Was this helpful?" and the reader's tools
 * on one row that wraps on a phone, replies indented under it.
 */
import type { PluginContext } from '../../../contracts/plugin'

const CSS = `
.vf-reviews{display:grid;gap:var(--vf-space-4);min-inline-size:0;color:var(--vf-text)}
.vf-reviews__bar{display:flex;flex-wrap:wrap;gap:var(--vf-space-2);align-items:center;justify-content:space-between;padding-block-end:var(--vf-space-3);border-block-end:1px solid var(--vf-border)}
.vf-reviews__title{display:flex;align-items:center;gap:var(--vf-space-2);margin:0;font-size:var(--vf-font-size-lg);font-weight:700;line-height:1.3}
.vf-reviews__subtitle{margin:0 0 var(--vf-space-2);font-size:var(--vf-font-size-md);font-weight:700}
.vf-reviews__live.vf-badge{color:var(--vf-danger);border-color:currentColor;text-transform:uppercase;letter-spacing:.04em}
.vf-reviews__closed{margin:0;padding-block:var(--vf-space-2);padding-inline:var(--vf-space-3);border-radius:var(--vf-radius);background:var(--vf-surface-muted)}
.vf-reviews__write,.vf-reviews__own{padding:var(--vf-space-4);border:1px solid var(--vf-border);border-radius:var(--vf-radius-lg);background:var(--vf-surface-muted);min-inline-size:0}
.vf-reviews__guest{display:flex;flex-wrap:wrap;gap:var(--vf-space-2) var(--vf-space-3);align-items:center}
.vf-reviews__guest>p{margin:0;flex:1 1 12rem}
.vf-reviews__sort{display:flex;justify-content:flex-end}
.vf-reviews__list{list-style:none;margin:0;padding:0;display:grid;gap:var(--vf-space-3)}
.vf-reviews__more{justify-self:center}
.vf-reviews__link{margin:0;display:flex;flex-wrap:wrap;gap:var(--vf-space-2);align-items:center;padding-block:var(--vf-space-1);padding-inline:var(--vf-space-3);border:1px solid var(--vf-border);border-radius:var(--vf-radius)}
.vf-stars{display:inline-flex;align-items:center;line-height:1}
.vf-stars__marks{display:inline-flex;gap:.08em;font-size:1.1em;color:var(--vf-border)}
.vf-stars[data-size="lg"] .vf-stars__marks{font-size:1.5em}
.vf-stars__mark[data-on]{color:var(--vf-warning)}
.vf-ratings{display:grid;gap:var(--vf-space-3);min-inline-size:0}
.vf-ratings--none{margin:0;color:var(--vf-muted)}
.vf-ratings__average{display:flex;flex-wrap:wrap;align-items:center;gap:var(--vf-space-2) var(--vf-space-3);margin:0}
.vf-ratings__number{font-size:calc(var(--vf-font-size-lg)*1.6);font-weight:700;line-height:1;font-variant-numeric:tabular-nums}
.vf-ratings__count{color:var(--vf-muted);font-size:var(--vf-font-size-sm)}
.vf-ratings__rows{list-style:none;margin:0;padding:0;display:grid;gap:var(--vf-space-1);max-inline-size:32rem}
.vf-ratings__row{display:grid;grid-template-columns:minmax(5.5rem,auto) minmax(4rem,1fr) minmax(5rem,auto);align-items:center;gap:var(--vf-space-2);font-size:var(--vf-font-size-sm)}
.vf-ratings__bar{block-size:.6rem;border-radius:999px;background:var(--vf-surface-muted);border:1px solid var(--vf-border);overflow:hidden}
.vf-ratings__fill{display:block;block-size:100%;inline-size:var(--vf-share,0%);background:var(--vf-warning)}
.vf-ratings__share{color:var(--vf-muted);font-variant-numeric:tabular-nums;text-align:end}
.vf-rating-input{margin:0;padding:0;border:0;min-inline-size:0}
.vf-rating-input__legend{padding:0;margin-block-end:var(--vf-space-1);font-weight:600;font-size:var(--vf-font-size-sm)}
.vf-rating-input__stars{display:flex;flex-wrap:wrap;align-items:center;gap:var(--vf-space-1)}
.vf-rating-input__star{position:relative;display:inline-flex;align-items:center;justify-content:center;min-inline-size:2.75rem;min-block-size:2.75rem;border-radius:var(--vf-radius);cursor:pointer;color:var(--vf-muted)}
.vf-rating-input__star[data-on]{color:var(--vf-warning)}
.vf-rating-input__mark{font-size:1.75rem;line-height:1}
.vf-rating-input__radio{position:absolute;inset:0;margin:0;opacity:0;cursor:pointer}
.vf-rating-input__star:has(.vf-rating-input__radio:focus-visible){outline:2px solid var(--vf-focus);outline-offset:1px}
.vf-rating-input__star:has(.vf-rating-input__radio:checked){background:var(--vf-surface)}
.vf-rating-input[disabled] .vf-rating-input__star{cursor:default;opacity:.6}
.vf-rating-input[aria-invalid="true"] .vf-rating-input__stars{outline:2px solid var(--vf-danger);outline-offset:2px;border-radius:var(--vf-radius)}
.vf-rating-input__chosen{margin-inline-start:var(--vf-space-2);color:var(--vf-muted);font-size:var(--vf-font-size-sm)}
.vf-review-form{display:grid;gap:var(--vf-space-3);min-inline-size:0}
.vf-review-form__body{display:grid;gap:var(--vf-space-1)}
.vf-review-form__label{font-weight:600;font-size:var(--vf-font-size-sm)}
.vf-review-form>.vf-status{margin:0}
.vf-review-form__row{display:flex;flex-wrap:wrap;gap:var(--vf-space-2);justify-content:flex-end;align-items:center}
.vf-review{display:grid;gap:var(--vf-space-2);padding:var(--vf-space-4);border:1px solid var(--vf-border);border-radius:var(--vf-radius-lg);background:var(--vf-surface);overflow-wrap:anywhere;min-inline-size:0}
.vf-reviews__own .vf-review{border-color:var(--vf-accent)}
.vf-review:focus,.vf-review-reply:focus{outline:2px solid var(--vf-focus);outline-offset:2px}
.vf-review__head{display:flex;flex-wrap:wrap;align-items:center;gap:var(--vf-space-1) var(--vf-space-3)}
.vf-review__title{margin:0;font-size:var(--vf-font-size-md);font-weight:700;line-height:1.3}
.vf-review__byline{display:flex;flex-wrap:wrap;align-items:center;gap:var(--vf-space-1) var(--vf-space-2);margin:0;font-size:var(--vf-font-size-sm)}
.vf-review__name{font-weight:600}
.vf-review__byline time,.vf-review__note{color:var(--vf-muted)}
.vf-review__body{margin:0;white-space:pre-wrap;line-height:var(--vf-line-height)}
.vf-review__body a{color:var(--vf-accent)}
.vf-review__actions{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--vf-space-1) var(--vf-space-3)}
.vf-review__helpful{display:flex;flex-wrap:wrap;align-items:center;gap:var(--vf-space-1);font-size:var(--vf-font-size-sm)}
.vf-review__helpful>span{color:var(--vf-muted);margin-inline-end:var(--vf-space-1)}
.vf-review__helpful-count{color:var(--vf-muted);font-size:var(--vf-font-size-sm)}
.vf-review__tools{display:flex;flex-wrap:wrap;gap:var(--vf-space-1);margin-inline-start:auto}
.vf-review>.vf-status{margin:0}
.vf-review__reply{display:grid;gap:var(--vf-space-2)}
.vf-review__more-replies{justify-self:start}
.vf-review__replies{list-style:none;margin:0;padding:0;padding-inline-start:var(--vf-space-3);border-inline-start:2px solid var(--vf-border);display:grid;gap:var(--vf-space-3)}
.vf-review-reply{display:grid;gap:var(--vf-space-1)}
.vf-review-reply__remove{justify-self:start}
.vf-review-reply .vf-review__tools{margin-inline-start:0;justify-self:start}
.vf-rating{gap:var(--vf-space-3)}
.vf-rating__mine{display:grid;gap:var(--vf-space-2)}
.vf-rating__write{justify-self:start;text-decoration:none}
.vf-review--loading{display:grid;gap:var(--vf-space-2)}
`

export function ensureReviewsStyles(ctx: Pick<PluginContext, 'styles'>, document: Document) {
  ctx.styles.ensure(document, 'reviews', CSS)
}
