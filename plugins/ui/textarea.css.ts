/**
 * The growing text area: as tall as its text (`field-sizing: content`; elsewhere TextArea sets the height
 * through the CSSOM) between its minimum and maximum rows, then it scrolls. The rows are custom properties
 * TextArea sets when it is given others than the defaults (1 and 10).
 */
export const TEXTAREA_CSS = `
.vf-textarea{display:block;inline-size:100%;box-sizing:border-box;font:inherit;line-height:var(--vf-line-height);padding-block:var(--vf-space-2);padding-inline:var(--vf-space-3);border:1px solid var(--vf-border);border-radius:var(--vf-radius);background:var(--vf-surface);color:var(--vf-text);resize:none;overflow:auto;field-sizing:content;
  min-block-size:calc(1.5em*var(--vf-textarea-rows,1) + var(--vf-space-2)*2 + 2px);max-block-size:calc(1.5em*var(--vf-textarea-max-rows,10) + var(--vf-space-2)*2 + 2px);
  min-block-size:calc(1lh*var(--vf-textarea-rows,1) + var(--vf-space-2)*2 + 2px);max-block-size:calc(1lh*var(--vf-textarea-max-rows,10) + var(--vf-space-2)*2 + 2px)}
.vf-textarea::placeholder{color:var(--vf-muted);opacity:1}
.vf-textarea:hover:not(:disabled,:focus){border-color:color-mix(in srgb,var(--vf-border),var(--vf-text) 30%)}
.vf-textarea[aria-invalid="true"]{border-color:var(--vf-danger)}
.vf-textarea:disabled{opacity:.6}
`
