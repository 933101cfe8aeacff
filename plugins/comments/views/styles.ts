/**
 * The comments widget's styles, in the design system's tokens (kernel/react/theme.ts: colours, spacing,
 * text sizes, corners) over the UI kit's components, so a publisher's values and the dark theme apply;
 * logical properties only (right-to-left mirrors); no layout jumps. The plugin's own sheet
 * (`ctx.styles`): it goes when the plugin is removed.
 *
 * A comment is its picture in the inline-start margin, then its author line as the article's own inline
 * content (name, badges, time, states), its words, and one quiet row of icon buttons ending with "…".
 */
import type { PluginContext } from '../../../contracts/plugin'

/** The comment's picture (the kit's `sm` avatar) and the space between it and the words. */
const AVATAR = 'calc(var(--vf-unit)*2.8)'
const GUTTER = `calc(${AVATAR} + var(--vf-space-3))`

const CSS = `
.vf-conversations{display:grid;gap:var(--vf-space-4)}
.vf-conversations__bar{display:flex;flex-wrap:wrap;gap:var(--vf-space-2) var(--vf-space-3);align-items:center;justify-content:space-between;padding-block-end:var(--vf-space-3);border-block-end:1px solid var(--vf-border)}
.vf-conversations__title{display:flex;align-items:baseline;gap:var(--vf-space-2);margin:0;font-size:var(--vf-font-size-lg);font-weight:700;line-height:1.3}
.vf-conversations__count{color:var(--vf-muted);font-size:var(--vf-font-size-md);font-weight:600;font-variant-numeric:tabular-nums}
.vf-conversations>.vf-segmented{justify-self:start}
.vf-conversations__closed{margin:0;padding-block:var(--vf-space-2);padding-inline:var(--vf-space-3);border-radius:var(--vf-radius);background:var(--vf-surface-muted);color:var(--vf-muted)}
.vf-conversations__more{justify-self:center}
.vf-comment-list{list-style:none;margin:0;padding:0}
.vf-comment-list>li+li{margin-block-start:var(--vf-space-4)}
.vf-conversations>.vf-comment-list>li:not(.vf-promo,.vf-list__spacer){content-visibility:auto;contain-intrinsic-size:auto 9rem}
.vf-comment-list .vf-comment-list>li:not(.vf-list__spacer){content-visibility:auto;contain-intrinsic-size:auto 7rem}
/* An open menu or list box, or the time's tooltip, reaches past its comment: no containment clips it then. */
.vf-conversations .vf-comment-list>li:has([aria-expanded="true"],.vf-time:focus-visible){content-visibility:visible}
.vf-comment .vf-comment-list{margin-block-start:var(--vf-space-3);padding-inline-start:var(--vf-space-3);border-inline-start:2px solid var(--vf-border)}
.vf-comment{position:relative;padding-inline-start:${GUTTER};overflow-wrap:anywhere}
.vf-comment:focus{outline:2px solid var(--vf-focus);outline-offset:4px;border-radius:var(--vf-radius)}
.vf-comment>.vf-avatar,.vf-comment>.vf-loading__avatar{position:absolute;inset-inline-start:0;inset-block-start:0}
/* The space goes before what follows the name: the name's own direction (an English name on an Arabic page) is its words', not the line's. */
.vf-comment__name{font-weight:600}
.vf-comment>.vf-badge,.vf-comment>time{margin-inline-start:var(--vf-space-2)}
.vf-comment>time{color:var(--vf-muted);font-size:var(--vf-font-size-sm);white-space:nowrap}
.vf-comment__note{margin-inline-start:var(--vf-space-2);color:var(--vf-muted);font-size:var(--vf-font-size-sm);font-style:italic}
.vf-comment__body{margin-block:var(--vf-space-1) 0;white-space:pre-wrap}
.vf-comment__body a{color:var(--vf-accent)}
.vf-comment[data-state="disabled"]>.vf-comment__body,.vf-comment[data-state="spam"]>.vf-comment__body{opacity:.6}
.vf-comment__actions{position:relative;display:flex;flex-wrap:wrap;align-items:center;gap:var(--vf-space-1);margin-block-start:var(--vf-space-1);margin-inline-start:calc(var(--vf-space-2)*-1)}
.vf-comment__actions>.vf-comment__more{margin-inline-start:auto}
.vf-comment__form{margin-block-start:var(--vf-space-2)}
.vf-comment__flag,.vf-comment__share{display:grid;gap:var(--vf-space-2)}
.vf-comment__link{flex:1;min-inline-size:0;font:inherit;padding-block:var(--vf-space-2);padding-inline:var(--vf-space-3);border:1px solid var(--vf-border);border-radius:var(--vf-radius);background:var(--vf-surface);color:var(--vf-text)}
.vf-comment__more-replies{margin-block-start:var(--vf-space-2)}
.vf-comment>.vf-status{margin-block-end:0}
.vf-composer{display:grid;grid-template-columns:minmax(0,1fr);gap:var(--vf-space-3);align-items:start}
.vf-composer[data-writer]{grid-template-columns:auto minmax(0,1fr)}
.vf-composer>.vf-avatar{margin-block-start:var(--vf-space-2)}
.vf-composer__main{display:grid;gap:var(--vf-space-2);min-inline-size:0}
.vf-composer__writer{margin:0;font-size:var(--vf-font-size-sm);font-weight:600}
.vf-composer__name{display:grid;gap:var(--vf-space-1)}
.vf-composer__name input{font:inherit;padding-block:var(--vf-space-2);padding-inline:var(--vf-space-3);border:1px solid var(--vf-border);border-radius:var(--vf-radius);background:var(--vf-surface);color:var(--vf-text)}
.vf-composer__main>.vf-status{margin:0}
.vf-composer__row{display:flex;flex-wrap:wrap;gap:var(--vf-space-2);justify-content:flex-end;align-items:center}
.vf-composer__count{margin-inline-end:auto;color:var(--vf-muted);font-size:var(--vf-font-size-sm);font-variant-numeric:tabular-nums}
.vf-composer__count[data-low]{color:var(--vf-danger);font-weight:600}
.vf-conversations--loading .vf-loading__title{inline-size:calc(var(--vf-unit)*12);block-size:1.1em}
.vf-conversations--loading .vf-loading__sort{inline-size:calc(var(--vf-unit)*16)}
.vf-comment--loading>.vf-loading__avatar+.vf-skeleton-shape{margin-block-start:0}
.vf-comment--loading>.vf-comment__actions{margin-inline-start:0;gap:var(--vf-space-2);min-block-size:calc(var(--vf-unit)*3.6)}
.vf-comment__actions>.vf-loading__action[data-shape][data-size]{inline-size:calc(var(--vf-unit)*4.4);block-size:calc(var(--vf-unit)*2.8);border-radius:999px}
.vf-promo{min-block-size:1px}
.vf-comment-list>li.vf-promo:empty{margin-block-start:-1px}
.vf-conversations__new{position:sticky;inset-block-start:var(--vf-space-2);z-index:1;block-size:0;display:flex;flex-direction:column;align-items:center;gap:var(--vf-space-1);overflow:visible}
.vf-conversations__link{margin:0;display:flex;flex-wrap:wrap;gap:var(--vf-space-2);align-items:center;justify-content:center;padding-block:var(--vf-space-1);padding-inline:var(--vf-space-3);border:1px solid var(--vf-border);border-radius:var(--vf-radius);background:var(--vf-surface);color:var(--vf-text);box-shadow:var(--vf-shadow)}
.vf-conversations__new .vf-button{box-shadow:var(--vf-shadow);border-radius:999px}
.vf-counter{display:inline-flex;align-items:center;gap:var(--vf-space-1);font-variant-numeric:tabular-nums}
`

export function ensureCommentStyles(ctx: Pick<PluginContext, 'styles'>, document: Document) {
  ctx.styles.ensure(document, 'comments', CSS)
}
