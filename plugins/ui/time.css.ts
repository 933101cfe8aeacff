/**
 * A focusable relative time (RelativeTime's `focusable`): while the keyboard's focus is on it, its full
 * date (the title) shows under it as a tooltip, in the inverse colours of the toasts. Logical properties
 * only, so right-to-left mirrors; no motion.
 */
export const TIME_CSS = `
.vf-time{position:relative;border-radius:calc(var(--vf-radius)*0.5)}
.vf-time:focus-visible{outline:2px solid var(--vf-focus);outline-offset:2px}
.vf-time:focus-visible::after{content:attr(title);position:absolute;z-index:2147482000;inset-block-start:calc(100% + var(--vf-space-1));inset-inline-start:0;inline-size:max-content;max-inline-size:min(calc(var(--vf-unit)*30),80vw);padding-block:var(--vf-space-1);padding-inline:var(--vf-space-2);border-radius:var(--vf-radius);background:var(--vf-text);color:var(--vf-surface);box-shadow:var(--vf-shadow);font-size:var(--vf-font-size-xs);font-weight:400;line-height:1.4;white-space:normal;pointer-events:none}
`
