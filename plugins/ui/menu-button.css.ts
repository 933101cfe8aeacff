/**
 * The menu button's CSS, for the kit's sheet: the button (`.vf-menubutton__button`, a quiet icon button
 * in its wrapper `.vf-menubutton`, or alone when bare) and its open menu (`.vf-menu`, `.vf-menu__item`…). Written with the
 * theme's custom properties (`--vf-bg`, `--vf-fg`, `--vf-muted`, `--vf-border`, `--vf-accent`,
 * `--vf-accent-fg`, `--vf-focus`, `--vf-danger`, `--vf-radius`, `--vf-unit`), so the dark theme and a
 * publisher's values apply, and logical properties only, so right-to-left mirrors.
 */
import { DANGER, u, WASH } from './css-values'
import { popupCss } from './popup.css'

export const MENU_BUTTON_CSS = `
.vf-menubutton{position:relative;display:inline-flex;vertical-align:middle}
.vf-menubutton__button{display:inline-grid;place-items:center;min-inline-size:${u(3.2)};min-block-size:${u(3.2)};padding:${u(0.4)};border:1px solid transparent;border-radius:var(--vf-radius);background:transparent;color:var(--vf-muted);font:inherit;line-height:1;cursor:pointer}
.vf-menubutton__button:hover,.vf-menubutton__button[aria-expanded="true"]{background:var(--vf-border);background:${WASH};color:var(--vf-fg)}
.vf-menubutton__button svg{inline-size:${u(1.8)};block-size:${u(1.8)};fill:currentColor}
.vf-menubutton__button .vf-icon,.vf-menu__icon .vf-icon{fill:none}
${popupCss('.vf-menu')}
.vf-menu:focus{outline:none}
.vf-menu__item{display:flex;align-items:center;gap:${u(0.8)};box-sizing:border-box;inline-size:100%;min-block-size:${u(3.6)};margin:0;padding-block:${u(0.6)};padding-inline:${u(1.2)} ${u(1.6)};border:0;border-radius:0;background:none;color:inherit;font:inherit;line-height:1.3;text-align:start;text-decoration:none;cursor:pointer}
.vf-menu__item:hover{background:var(--vf-border);background:${WASH}}
.vf-menu .vf-menu__item:focus{outline:none;background:var(--vf-accent);color:var(--vf-accent-fg)}
.vf-menu .vf-menu__item:focus-visible{outline:2px solid var(--vf-focus);outline-offset:-2px}
.vf-menu__item[data-variant="danger"]{color:${DANGER}}
.vf-menu .vf-menu__item[data-variant="danger"]:focus{background:${DANGER};color:var(--vf-bg)}
.vf-menu__item[aria-disabled="true"]{color:var(--vf-muted);cursor:default}
.vf-menu .vf-menu__item[aria-disabled="true"]:focus{background:var(--vf-border);background:${WASH};color:var(--vf-muted)}
.vf-menu__label{flex:1;min-inline-size:0;overflow-wrap:anywhere}
.vf-menu__icon{display:inline-grid;place-items:center;flex:none;inline-size:${u(2)};block-size:${u(2)}}
.vf-menu__icon svg{inline-size:100%;block-size:100%;fill:currentColor}
.vf-menu__check{flex:none;inline-size:${u(1.6)};block-size:${u(1.6)}}
.vf-menu__item[aria-checked="false"] .vf-menu__check{visibility:hidden}
.vf-menu__separator{block-size:1px;margin-block:${u(0.4)};background:var(--vf-border)}
@media (forced-colors:active){.vf-menu .vf-menu__item:focus{outline:2px solid CanvasText;outline-offset:-2px}}
`
