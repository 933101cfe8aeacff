/**
 * The live blog's styles, in the design system's tokens (kernel/react/theme.ts: colours, spacing, text
 * sizes, corners) over the UI kit's components, so a publisher's values and the dark theme apply;
 * logical properties only (right-to-left mirrors); nothing animates for a reader who asked for less
 * motion. The plugin's own sheet (`ctx.styles`): it goes when the plugin is removed.
 *
 * An update is a card on a timeline: its author line with the time, its words, its images at the
 * width of the column (never wider: a 375 px phone shows them whole), one quiet row of actions, and its
 * replies indented under it.
 */
import type { PluginContext } from '../../../contracts/plugin'

const CSS = `
.vf-liveblog{display:grid;gap:var(--vf-space-4);min-inline-size:0}
.vf-liveblog__bar{display:flex;flex-wrap:wrap;gap:var(--vf-space-2) var(--vf-space-3);align-items:center;justify-content:space-between;padding-block-end:var(--vf-space-3);border-block-end:1px solid var(--vf-border)}
.vf-liveblog__title{display:flex;align-items:center;gap:var(--vf-space-2);margin:0;font-size:var(--vf-font-size-lg);font-weight:700;line-height:1.3}
.vf-liveblog__count{color:var(--vf-muted);font-size:var(--vf-font-size-sm);font-variant-numeric:tabular-nums}
.vf-liveblog__live.vf-badge{color:var(--vf-danger);border-color:currentColor;text-transform:uppercase;letter-spacing:.04em}
.vf-liveblog__live::before{content:"";inline-size:.5em;block-size:.5em;border-radius:50%;background:currentColor}
@media (prefers-reduced-motion:no-preference){.vf-liveblog__live::before{animation:vf-live-pulse 2s ease-in-out infinite}}
@keyframes vf-live-pulse{50%{opacity:.35}}
.vf-liveblog__closed{margin:0;padding-block:var(--vf-space-2);padding-inline:var(--vf-space-3);border-radius:var(--vf-radius);background:var(--vf-surface-muted);color:var(--vf-text)}
.vf-editor-panel{display:grid;gap:var(--vf-space-3);padding:var(--vf-space-4);border:1px solid var(--vf-border);border-radius:var(--vf-radius-lg);background:var(--vf-surface-muted)}
.vf-editor-panel__title{margin:0;font-size:var(--vf-font-size-md);font-weight:700}
.vf-editor-panel__status{justify-self:start}
.vf-writer{display:grid;gap:var(--vf-space-2);min-inline-size:0}
.vf-writer__label{font-weight:600;font-size:var(--vf-font-size-sm)}
.vf-writer__name{display:grid;gap:var(--vf-space-1)}
.vf-writer__name input{font:inherit;padding-block:var(--vf-space-2);padding-inline:var(--vf-space-3);border:1px solid var(--vf-border);border-radius:var(--vf-radius);background:var(--vf-surface);color:var(--vf-text)}
.vf-writer>.vf-status{margin:0}
.vf-writer__row{display:flex;flex-wrap:wrap;gap:var(--vf-space-2);justify-content:flex-end;align-items:center}
.vf-writer__count{margin-inline-end:auto;color:var(--vf-muted);font-size:var(--vf-font-size-sm);font-variant-numeric:tabular-nums}
.vf-writer__count[data-low]{color:var(--vf-danger);font-weight:600}
.vf-editor__images{display:grid;gap:var(--vf-space-2);margin:0;padding:var(--vf-space-3);border:1px dashed var(--vf-border);border-radius:var(--vf-radius);min-inline-size:0}
.vf-editor__images>legend{padding-inline:var(--vf-space-1);font-weight:600;font-size:var(--vf-font-size-sm)}
.vf-editor__attached{list-style:none;margin:0;padding:0;display:grid;gap:var(--vf-space-2)}
.vf-editor__attached>li{display:flex;align-items:center;gap:var(--vf-space-2);min-inline-size:0}
.vf-editor__thumb{inline-size:calc(var(--vf-unit)*6.4);block-size:calc(var(--vf-unit)*4.8);object-fit:cover;border-radius:var(--vf-radius);flex:none}
.vf-editor__caption{flex:1;min-inline-size:0;overflow-wrap:anywhere;font-size:var(--vf-font-size-sm)}
.vf-editor__file{font:inherit;max-inline-size:100%;color:var(--vf-text)}
.vf-editor__file:focus-visible{outline:2px solid var(--vf-focus);outline-offset:2px}
.vf-posts,.vf-replies{list-style:none;margin:0;padding:0}
.vf-posts>li+li{margin-block-start:var(--vf-space-4)}
.vf-posts>li:not(.vf-promo,.vf-list__spacer){content-visibility:auto;contain-intrinsic-size:auto 14rem}
.vf-posts>li:has([aria-expanded="true"],.vf-time:focus-visible){content-visibility:visible}
.vf-post{position:relative;padding-block:var(--vf-space-3) var(--vf-space-2);padding-inline:var(--vf-space-4);border-inline-start:3px solid var(--vf-border);overflow-wrap:anywhere;min-inline-size:0}
.vf-post[data-pinned]{border-inline-start-color:var(--vf-accent);background:color-mix(in srgb,var(--vf-accent) 5%,transparent);border-radius:var(--vf-radius)}
.vf-post:focus,.vf-reply:focus{outline:2px solid var(--vf-focus);outline-offset:4px;border-radius:var(--vf-radius)}
.vf-post__byline{display:flex;flex-wrap:wrap;align-items:center;gap:var(--vf-space-1) var(--vf-space-2)}
.vf-post__name,.vf-reply__name{font-weight:600}
.vf-post__byline>time,.vf-reply>time{color:var(--vf-muted);font-size:var(--vf-font-size-sm);white-space:nowrap}
.vf-post__pin{color:var(--vf-accent)}
.vf-liveblog__note{color:var(--vf-muted);font-size:var(--vf-font-size-sm);font-style:italic}
.vf-post__body{margin-block:var(--vf-space-2) 0;white-space:pre-wrap;font-size:var(--vf-font-size-md);line-height:var(--vf-line-height)}
.vf-post__body a,.vf-reply__body a{color:var(--vf-accent)}
.vf-post[data-state="disabled"]>.vf-post__body,.vf-post[data-state="spam"]>.vf-post__body,.vf-reply[data-state="disabled"]>.vf-reply__body,.vf-reply[data-state="spam"]>.vf-reply__body{opacity:.6}
.vf-post__figure{margin-block:var(--vf-space-3) 0;margin-inline:0}
.vf-post__figure>img{display:block;max-inline-size:100%;block-size:auto;border-radius:var(--vf-radius);background:var(--vf-surface-muted)}
.vf-post__figure>figcaption{margin-block-start:var(--vf-space-1);color:var(--vf-muted);font-size:var(--vf-font-size-sm);font-family:inherit}
.vf-liveblog__actions{position:relative;display:flex;flex-wrap:wrap;align-items:center;gap:var(--vf-space-1);margin-block-start:var(--vf-space-2);margin-inline-start:calc(var(--vf-space-2)*-1)}
.vf-liveblog__actions>.vf-liveblog__more{margin-inline-start:auto}
.vf-liveblog__form{margin-block-start:var(--vf-space-2)}
.vf-liveblog__flag{display:grid;gap:var(--vf-space-2)}
.vf-post>.vf-status,.vf-reply>.vf-status{margin-block-end:0}
.vf-post__more-replies{margin-block-start:var(--vf-space-2)}
.vf-replies{margin-block-start:var(--vf-space-3);padding-inline-start:var(--vf-space-3);border-inline-start:2px solid var(--vf-border);display:grid;gap:var(--vf-space-3)}
.vf-reply{position:relative;padding-inline-start:calc(var(--vf-unit)*2.4 + var(--vf-space-2))}
.vf-reply>.vf-avatar{position:absolute;inset-inline-start:0;inset-block-start:0}
.vf-reply>.vf-reply__name,.vf-reply>.vf-badge{margin-inline-end:var(--vf-space-2)}
.vf-reply__body{margin-block:var(--vf-space-1) 0;white-space:pre-wrap;font-size:var(--vf-font-size-md);line-height:var(--vf-line-height)}
.vf-liveblog__new{position:sticky;inset-block-start:var(--vf-space-2);z-index:1;block-size:0;display:flex;flex-direction:column;align-items:center;gap:var(--vf-space-1);overflow:visible}
.vf-liveblog__new .vf-button{box-shadow:var(--vf-shadow);border-radius:999px}
.vf-liveblog__link{margin:0;display:flex;flex-wrap:wrap;gap:var(--vf-space-2);align-items:center;justify-content:center;padding-block:var(--vf-space-1);padding-inline:var(--vf-space-3);border:1px solid var(--vf-border);border-radius:var(--vf-radius);background:var(--vf-surface);color:var(--vf-text);box-shadow:var(--vf-shadow)}
.vf-liveblog__top{block-size:0}
/* The floating control and the top's sentinel take no room: nor does the grid's gap after them. */
.vf-liveblog__new,.vf-liveblog__top{margin-block-end:calc(var(--vf-space-4)*-1)}
.vf-liveblog__more-posts{justify-self:center}
.vf-promo{min-block-size:1px}
.vf-posts>li.vf-promo:empty{margin-block-start:-1px}
.vf-liveblog--loading .vf-loading__title{inline-size:calc(var(--vf-unit)*14);block-size:1.1em}
.vf-post--loading{display:grid;gap:var(--vf-space-2)}
`

export function ensureLiveblogStyles(ctx: Pick<PluginContext, 'styles'>, document: Document) {
  ctx.styles.ensure(document, 'liveblog', CSS)
}
