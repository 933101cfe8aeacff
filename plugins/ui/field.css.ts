/**
 * Forms and their fields: a column of labelled inputs, each as tall as a button, bordered like the
 * text area, drawn in the danger colour when marked invalid; checkboxes in the accent colour. Theme
 * custom properties and logical properties only.
 */
export const FIELD_CSS = `
.vf-form{display:grid;gap:var(--vf-space-3)}
.vf-field{display:grid;gap:var(--vf-space-1);min-inline-size:0}
.vf-field__label{font-size:var(--vf-font-size-sm);font-weight:600;color:var(--vf-text)}
.vf-field__input{box-sizing:border-box;inline-size:100%;min-block-size:calc(var(--vf-unit)*4);margin:0;padding-block:var(--vf-space-2);padding-inline:var(--vf-space-3);border:1px solid var(--vf-border);border-radius:var(--vf-radius);background:var(--vf-surface);color:var(--vf-text);font:inherit;line-height:1.25}
.vf-field__input::placeholder{color:var(--vf-muted);opacity:1}
.vf-field__input:hover:not(:disabled,:focus){border-color:color-mix(in srgb,var(--vf-border),var(--vf-text) 30%)}
.vf-field__input:focus{border-color:var(--vf-focus)}
.vf-field__input[aria-invalid="true"]{border-color:var(--vf-danger)}
.vf-field__input:disabled{opacity:.6}
.vf-field__hint{margin:0;font-size:var(--vf-font-size-xs);color:var(--vf-muted)}
.vf-check-field{display:flex;align-items:flex-start;gap:var(--vf-space-2);inline-size:fit-content;cursor:pointer}
.vf-check-field__input{flex:none;inline-size:calc(var(--vf-unit)*1.8);block-size:calc(var(--vf-unit)*1.8);margin:0;margin-block-start:.2em;margin-block-start:calc((1lh - var(--vf-unit)*1.8)/2);accent-color:var(--vf-accent);cursor:pointer}
`
