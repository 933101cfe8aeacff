/**
 * The tray's own look: the off-canvas panel, its tab list, the floating bell and the links under its
 * forms. Logical properties and the theme's custom properties only (right-to-left and the dark theme work
 * as elsewhere); placed through `ctx.styles`, a sheet the document adopts, so a strict policy allows it.
 */
export const TRAY_CSS = `
.vf-tray{position:fixed;inset-block:0;inset-inline-end:0;inline-size:min(28rem,100vw);background:var(--vf-bg);color:var(--vf-fg);border-inline-start:1px solid var(--vf-border);box-shadow:0 0 24px rgb(0 0 0/.18);padding:calc(var(--vf-unit)*2);overflow:auto;z-index:2147482000}
.vf-tray [role="tablist"]{display:flex;gap:calc(var(--vf-unit)*0.6);margin-block:calc(var(--vf-unit)*1.6)}
.vf-tray [role="tab"][aria-selected="true"]{border-color:var(--vf-accent);color:var(--vf-accent)}
.vf-tray-trigger--floating{position:fixed;inset-block-end:calc(var(--vf-unit)*2);inset-inline-end:calc(var(--vf-unit)*2);border-radius:50%;z-index:2147481000}
.vf-form-links{display:flex;flex-wrap:wrap;gap:calc(var(--vf-unit)*0.6) calc(var(--vf-unit)*1.2);margin-block:calc(var(--vf-unit)*0.8)}
`
