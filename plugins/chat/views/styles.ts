/**
 * The chat's styles, in the design system's tokens (colours, spacing, text sizes, corners), so a
 * publisher's values and the dark theme apply; logical properties only (right-to-left mirrors); nothing
 * animates for a reader who asked for less motion. The widget fills the height the host gives it: the
 * messages scroll inside, the composer stays at the bottom; at 375 px everything fits (bubbles wrap).
 * A run of one author's messages reads as one block: tighter gaps inside it, the name and avatar once.
 */
import type { PluginContext } from '../../../contracts/plugin'

const CSS = `
.vf-chat{display:flex;flex-direction:column;gap:var(--vf-space-2);block-size:100%;min-block-size:20rem;min-inline-size:0;position:relative}
.vf-chat__bar{display:flex;flex-wrap:wrap;gap:var(--vf-space-2);align-items:center;justify-content:space-between;padding-block-end:var(--vf-space-2);border-block-end:1px solid var(--vf-border)}
.vf-chat__title{display:flex;align-items:center;gap:var(--vf-space-2);margin:0;font-size:var(--vf-font-size-lg);font-weight:700;line-height:1.3}
.vf-chat__live.vf-badge{color:var(--vf-danger);border-color:currentColor;text-transform:uppercase;letter-spacing:.04em}
.vf-chat__closed,.vf-chat__link{margin:0;padding-block:var(--vf-space-2);padding-inline:var(--vf-space-3);border-radius:var(--vf-radius);background:var(--vf-surface-muted);color:var(--vf-text);display:flex;flex-wrap:wrap;gap:var(--vf-space-2);align-items:center}
.vf-chat__frame{position:relative;flex:1 1 auto;min-block-size:0;display:flex;flex-direction:column}
.vf-chat__scroller{flex:1 1 auto;min-block-size:0;overflow-y:auto;overscroll-behavior:contain;padding-block:var(--vf-space-2);padding-inline:var(--vf-space-1);border-radius:var(--vf-radius)}
.vf-chat__scroller:focus-visible{outline:2px solid var(--vf-focus);outline-offset:-2px}
.vf-chat__older,.vf-chat__start{display:grid;justify-items:center;gap:var(--vf-space-1);margin:0 0 var(--vf-space-2);color:var(--vf-muted);font-size:var(--vf-font-size-sm);text-align:center}
.vf-chat__messages{list-style:none;margin:0;padding:0}
.vf-msg{display:grid;grid-template-columns:auto minmax(0,1fr) auto;gap:var(--vf-space-2);align-items:start;margin-block-start:var(--vf-space-3);min-inline-size:0}
.vf-msg[data-position="middle"],.vf-msg[data-position="last"]{margin-block-start:var(--vf-space-1)}
.vf-msg__gutter{inline-size:calc(var(--vf-unit)*2.4)}
.vf-msg__bubble{min-inline-size:0;padding-block:var(--vf-space-1);padding-inline:var(--vf-space-3);border-radius:var(--vf-radius-lg);background:var(--vf-surface-muted);color:var(--vf-text);overflow-wrap:anywhere;justify-self:start;max-inline-size:100%}
.vf-msg[data-own] .vf-msg__bubble{background:color-mix(in srgb,var(--vf-accent) 14%,var(--vf-surface))}
.vf-msg[data-position="first"] .vf-msg__bubble{border-end-start-radius:var(--vf-radius)}
.vf-msg[data-position="middle"] .vf-msg__bubble{border-start-start-radius:var(--vf-radius);border-end-start-radius:var(--vf-radius)}
.vf-msg[data-position="last"] .vf-msg__bubble{border-start-start-radius:var(--vf-radius)}
.vf-msg[data-state] .vf-msg__body{opacity:.6}
.vf-msg__by{display:flex;flex-wrap:wrap;gap:var(--vf-space-1);align-items:center;margin:0;font-size:var(--vf-font-size-sm)}
.vf-msg__name{font-weight:600}
.vf-msg__quote{margin:var(--vf-space-1) 0 0;padding-inline-start:var(--vf-space-2);border-inline-start:2px solid var(--vf-border);color:var(--vf-muted);font-size:var(--vf-font-size-sm)}
.vf-msg__body{margin:0;white-space:pre-wrap;font-size:var(--vf-font-size-md);line-height:var(--vf-line-height)}
.vf-msg__body a{color:var(--vf-accent)}
.vf-msg__meta{margin:0;color:var(--vf-muted);font-size:var(--vf-font-size-xs,var(--vf-font-size-sm))}
.vf-msg__menu{align-self:center}
.vf-chat__typing{display:flex;align-items:center;gap:var(--vf-space-2);margin:var(--vf-space-2) 0 0;color:var(--vf-muted);font-size:var(--vf-font-size-sm);font-style:italic}
.vf-chat__typing[data-position="last"]{margin-block-start:var(--vf-space-1);padding-inline-start:calc(var(--vf-unit)*2.4 + var(--vf-space-2))}
.vf-chat__dots{inline-size:1.6em;block-size:.5em;background:radial-gradient(circle,currentColor 40%,transparent 45%) 0 50%/.5em .5em repeat-x}
@media (prefers-reduced-motion:no-preference){.vf-chat__dots{animation:vf-chat-dots 1.2s ease-in-out infinite}}
@keyframes vf-chat-dots{50%{opacity:.3}}
.vf-chat__end{position:relative;block-size:48px;margin-block-start:-48px;pointer-events:none}
.vf-chat__new{position:absolute;inset-block-end:var(--vf-space-2);inset-inline-start:50%;translate:-50% 0;box-shadow:var(--vf-shadow);border-radius:999px}
.vf-chat__new:dir(rtl){translate:50% 0}
.vf-chat__composer{display:grid;gap:var(--vf-space-1);padding-block-start:var(--vf-space-2);border-block-start:1px solid var(--vf-border)}
.vf-chat__row{display:flex;gap:var(--vf-space-2);align-items:end}
.vf-chat__input{flex:1 1 auto;min-inline-size:0}
.vf-chat__send{flex:none}
.vf-chat__replying{display:flex;align-items:center;justify-content:space-between;gap:var(--vf-space-2);margin:0;color:var(--vf-muted);font-size:var(--vf-font-size-sm)}
.vf-chat__left{margin:0;color:var(--vf-muted);font-size:var(--vf-font-size-sm);font-variant-numeric:tabular-nums}
.vf-chat__left[data-low]{color:var(--vf-danger);font-weight:600}
.vf-chat__confirm{display:flex;flex-wrap:wrap;gap:var(--vf-space-2);justify-content:flex-end}
.vf-chat--loading .vf-msg--loading{margin-block-start:var(--vf-space-3)}
@media (max-width:420px){.vf-chat__send>span{position:absolute;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}}
`

export function ensureChatStyles(ctx: Pick<PluginContext, 'styles'>, document: Document) {
  ctx.styles.ensure(document, 'livechat', CSS)
}
