/**
 * The kit's buttons, status lines and dialogs (forms and their fields are field.css.ts). Every value
 * from the design tokens (kernel/react/theme.ts); logical properties only.
 */
export const BUTTONS_CSS = `
.vf-button{display:inline-flex;align-items:center;justify-content:center;gap:var(--vf-space-2);min-block-size:calc(var(--vf-unit)*3.6);padding-block:var(--vf-space-1);padding-inline:var(--vf-space-3);border:1px solid var(--vf-border);border-radius:var(--vf-radius);background:var(--vf-surface);color:var(--vf-text);font:inherit;line-height:1.25;text-decoration:none;cursor:pointer}
.vf-button:hover:not(:disabled,[aria-disabled="true"]){background:var(--vf-surface-muted)}
.vf-button[data-variant="primary"]{background:var(--vf-accent);border-color:var(--vf-accent);color:var(--vf-accent-text);font-weight:600}
.vf-button[data-variant="primary"]:hover:not(:disabled,[aria-disabled="true"]){background:color-mix(in srgb,var(--vf-accent) 86%,var(--vf-text))}
.vf-button[data-variant="danger"]{color:var(--vf-danger);border-color:var(--vf-danger)}
.vf-button[data-variant="ghost"]{border-color:transparent;background:transparent;color:var(--vf-muted)}
.vf-button[data-variant="ghost"]:hover:not(:disabled,[aria-disabled="true"]){background:var(--vf-surface-muted);color:var(--vf-text)}
.vf-button[data-variant="link"]{min-block-size:0;padding:0;border-color:transparent;background:none;color:var(--vf-accent);text-decoration:underline}
.vf-button[data-variant="link"]:hover:not(:disabled,[aria-disabled="true"]){background:none;text-decoration-thickness:2px}
.vf-button[aria-busy="true"],.vf-button:disabled,.vf-button[aria-disabled="true"]{opacity:.6;cursor:default}
.vf-status{margin-block:var(--vf-space-2);padding-block:var(--vf-space-2);padding-inline:var(--vf-space-3);border-inline-start:3px solid var(--vf-muted);border-radius:var(--vf-radius);background:var(--vf-surface-muted)}
.vf-status[data-status="error"]{border-inline-start-color:var(--vf-danger)}
.vf-status[data-status="success"]{border-inline-start-color:var(--vf-success)}
.vf-status[data-status="warning"]{border-inline-start-color:var(--vf-warning)}
.vf-dialog-backdrop{position:fixed;inset:0;background:rgb(0 0 0/.45);display:grid;place-items:center;z-index:2147483000}
.vf-dialog{background:var(--vf-surface);color:var(--vf-text);border-radius:var(--vf-radius-lg);box-shadow:var(--vf-shadow);padding:var(--vf-space-5);inline-size:min(44rem,calc(100vw - 2rem));max-block-size:calc(100vh - 2rem);overflow:auto;position:relative}
.vf-dialog>h2{margin-block:0 var(--vf-space-4);padding-inline-end:var(--vf-space-6);font-size:var(--vf-font-size-lg)}
.vf-dialog-close{position:absolute;inset-block-start:var(--vf-space-3);inset-inline-end:var(--vf-space-3)}
`
