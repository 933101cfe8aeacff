/**
 * The comments widget's styles: logical properties (right-to-left works), theme variables, no layout
 * jumps. The plugin's own sheet (`ctx.styles`): it goes when the plugin is removed.
 */
import type { PluginContext } from '../../../contracts/plugin'

const CSS = `
.vf-conversations{display:grid;gap:calc(var(--vf-unit)*1.5)}
.vf-conversations__bar{display:flex;flex-wrap:wrap;gap:var(--vf-unit);align-items:center;justify-content:space-between}
.vf-conversations__tabs{display:flex;gap:calc(var(--vf-unit)*0.5)}
.vf-conversations__tabs [aria-pressed="true"]{border-color:var(--vf-accent);font-weight:600}
.vf-comment-list{list-style:none;margin:0;padding:0}
.vf-comment-list>li+li{margin-block-start:calc(var(--vf-unit)*1.5)}
.vf-conversations>.vf-comment-list>li:not(.vf-promo,.vf-list__spacer){content-visibility:auto;contain-intrinsic-size:auto 9rem}
.vf-comment-list .vf-comment-list>li:not(.vf-list__spacer){content-visibility:auto;contain-intrinsic-size:auto 7rem}
.vf-comment-list .vf-comment-list{padding-inline-start:calc(var(--vf-unit)*2.5);border-inline-start:2px solid var(--vf-border);margin-block-start:var(--vf-unit)}
.vf-comment{display:grid;grid-template-columns:auto minmax(0,1fr);gap:var(--vf-unit);align-items:start}
.vf-comment:focus{outline:2px solid var(--vf-accent);outline-offset:4px}
.vf-comment__head{display:flex;flex-wrap:wrap;gap:calc(var(--vf-unit)*0.8);align-items:baseline}
.vf-comment__name{font-weight:600}
.vf-comment__meta{color:var(--vf-muted);font-size:.875em}
.vf-comment__body{margin:calc(var(--vf-unit)*0.4) 0;white-space:pre-wrap;overflow-wrap:anywhere}
.vf-comment__note{font-size:.875em;color:var(--vf-muted);font-style:italic}
.vf-comment__actions{display:flex;flex-wrap:wrap;gap:calc(var(--vf-unit)*0.5)}
.vf-comment__actions .vf-button{padding-block:calc(var(--vf-unit)*0.3)}
.vf-comment__moderation{margin-block-start:calc(var(--vf-unit)*0.5);padding-block-start:calc(var(--vf-unit)*0.5);border-block-start:1px dashed var(--vf-border)}
.vf-comment__actions [aria-pressed="true"]{border-color:var(--vf-accent);color:var(--vf-accent)}
.vf-comment[data-state="disabled"] .vf-comment__body,.vf-comment[data-state="spam"] .vf-comment__body{opacity:.6}
.vf-composer{display:grid;gap:calc(var(--vf-unit)*0.6)}
.vf-composer textarea{font:inherit;min-block-size:5em;padding:calc(var(--vf-unit)*0.6);border:1px solid var(--vf-border);border-radius:var(--vf-radius);background:var(--vf-bg);color:var(--vf-fg);resize:vertical}
.vf-composer input{font:inherit;padding:calc(var(--vf-unit)*0.5);border:1px solid var(--vf-border);border-radius:var(--vf-radius);background:var(--vf-bg);color:var(--vf-fg)}
.vf-composer__row{display:flex;flex-wrap:wrap;gap:var(--vf-unit);justify-content:flex-end;align-items:center}
.vf-composer__row select{max-inline-size:100%}
/* A reply, report or edit form opened in a comment stands apart from the buttons above it. */
.vf-comment__actions~form,.vf-comment__actions~div>.vf-composer{margin-block-start:var(--vf-unit)}
.vf-promo{min-block-size:1px}
.vf-comment-list>li.vf-promo:empty{margin-block-start:-1px}
.vf-conversations__new{position:sticky;inset-block-start:var(--vf-unit);z-index:1;block-size:0;display:flex;flex-direction:column;align-items:center;gap:calc(var(--vf-unit)*0.5);overflow:visible}
.vf-conversations__link{margin:0;display:flex;flex-wrap:wrap;gap:var(--vf-unit);align-items:center;justify-content:center;padding:calc(var(--vf-unit)*0.5) var(--vf-unit);border:1px solid var(--vf-border);border-radius:var(--vf-radius);background:var(--vf-bg);color:var(--vf-fg);box-shadow:0 2px 8px rgb(0 0 0/.2)}
.vf-conversations__new .vf-button{box-shadow:0 2px 8px rgb(0 0 0/.2)}
.vf-counter{font-variant-numeric:tabular-nums}
`

export function ensureCommentStyles(ctx: Pick<PluginContext, 'styles'>, document: Document) {
  ctx.styles.ensure(document, 'comments', CSS)
}
