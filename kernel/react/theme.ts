/**
 * The widgets' look: CSS custom properties for a light and a dark theme (`[data-vf-theme="dark"]`, or
 * the reader's preference when the theme is `auto`), sized in the 10 px base (`--base-font-size`) and
 * written with logical properties only, so right-to-left pages mirror correctly, and the shared UI kit's
 * pieces (buttons, status lines, avatars, dialogs, forms, skeletons). A plugin's own CSS is its own sheet
 * (`ctx.styles`). Placed once per document as an adopted style sheet (no `<style>` element, so a strict
 * `style-src` allows it: ../page/style-sheets).
 */
import { ensureStyleSheet } from '../page/style-sheets'

export const THEME_CSS = `
.vf-widget{--vf-bg:#fff;--vf-fg:#1b1d21;--vf-muted:#5b6270;--vf-border:#d9dce3;--vf-accent:#1d5bd8;--vf-accent-fg:#fff;--vf-danger:#b3261e;--vf-success:#1e7d3c;--vf-warning:#8a5a00;--vf-focus:#1d5bd8;--vf-radius:calc(var(--base-font-size,0.625rem)*0.6);--vf-unit:var(--base-font-size,0.625rem);
  display:block;color:var(--vf-fg);background:var(--vf-bg);font:calc(var(--vf-unit)*1.6)/1.5 system-ui,-apple-system,'Segoe UI',sans-serif;max-inline-size:700px}
.vf-widget[data-vf-theme="dark"]{--vf-bg:#15171b;--vf-fg:#eceef2;--vf-muted:#a3a9b6;--vf-border:#343842;--vf-accent:#8fb1ff;--vf-accent-fg:#0b1020;--vf-danger:#ffb4ab;--vf-success:#7fd49a;--vf-warning:#f0c060;--vf-focus:#8fb1ff}
@media (prefers-color-scheme:dark){.vf-widget[data-vf-theme="auto"]{--vf-bg:#15171b;--vf-fg:#eceef2;--vf-muted:#a3a9b6;--vf-border:#343842;--vf-accent:#8fb1ff;--vf-accent-fg:#0b1020;--vf-danger:#ffb4ab;--vf-success:#7fd49a;--vf-warning:#f0c060;--vf-focus:#8fb1ff}}
.vf-widget{color-scheme:light}
.vf-widget[data-vf-theme="dark"]{color-scheme:dark}
.vf-widget[data-vf-theme="auto"]{color-scheme:light dark}
.vf-widget *{box-sizing:border-box}
/* A name or word longer than the line breaks instead of pushing the widget past the screen. */
.vf-widget bdi,.vf-widget h2,.vf-widget h3{overflow-wrap:anywhere}
.vf-widget select{font:inherit;padding-block:calc(var(--vf-unit)*0.3);padding-inline:calc(var(--vf-unit)*0.6);border:1px solid var(--vf-border);border-radius:var(--vf-radius);background:var(--vf-bg);color:var(--vf-fg)}
.vf-widget :focus-visible{outline:2px solid var(--vf-focus);outline-offset:2px}
.vf-button{display:inline-flex;align-items:center;gap:calc(var(--vf-unit)*0.6);padding-block:calc(var(--vf-unit)*0.6);padding-inline:calc(var(--vf-unit)*1.2);border:1px solid var(--vf-border);border-radius:var(--vf-radius);background:var(--vf-bg);color:var(--vf-fg);font:inherit;cursor:pointer}
.vf-button[data-variant="primary"]{background:var(--vf-accent);border-color:var(--vf-accent);color:var(--vf-accent-fg)}
.vf-button[data-variant="danger"]{color:var(--vf-danger);border-color:var(--vf-danger)}
.vf-button[aria-busy="true"],.vf-button:disabled{opacity:.6;cursor:default}
.vf-status{margin-block:calc(var(--vf-unit)*0.8);padding-block:calc(var(--vf-unit)*0.6);padding-inline:calc(var(--vf-unit)*1);border-inline-start:3px solid var(--vf-muted)}
.vf-status[data-status="error"]{border-inline-start-color:var(--vf-danger)}
.vf-status[data-status="success"]{border-inline-start-color:var(--vf-success)}
.vf-avatar{inline-size:calc(var(--vf-unit)*4);block-size:calc(var(--vf-unit)*4);border-radius:50%;object-fit:cover;display:inline-grid;place-items:center;background:var(--vf-border);color:var(--vf-fg);font-weight:600;flex:none}
.vf-dialog-backdrop{position:fixed;inset:0;background:rgb(0 0 0/.45);display:grid;place-items:center;z-index:2147483000}
.vf-dialog{background:var(--vf-bg);color:var(--vf-fg);border-radius:var(--vf-radius);padding:calc(var(--vf-unit)*2.4);inline-size:min(44rem,calc(100vw - 2rem));max-block-size:calc(100vh - 2rem);overflow:auto;position:relative}
.vf-dialog-close{position:absolute;inset-block-start:calc(var(--vf-unit)*1);inset-inline-end:calc(var(--vf-unit)*1)}
.vf-skeleton{min-block-size:calc(var(--vf-unit)*4);color:var(--vf-muted)}
.vf-widget-error{padding:calc(var(--vf-unit)*1.2);border:1px solid var(--vf-danger);border-radius:var(--vf-radius);color:var(--vf-danger)}
.vf-form{display:grid;gap:calc(var(--vf-unit)*0.8)}
.vf-form input{font:inherit;padding:calc(var(--vf-unit)*0.6);border:1px solid var(--vf-border);border-radius:var(--vf-radius);background:var(--vf-bg);color:var(--vf-fg)}
.vf-visually-hidden{position:absolute!important;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`

/** Places the theme once per document. */
export function ensureStyles(doc: Document): void {
  ensureStyleSheet(doc, 'styles', THEME_CSS)
}
