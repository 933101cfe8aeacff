/**
 * Toasts: a short message in the inverse colours, in the widget's flow or floating at the bottom of the
 * window; it slides in only for a reader who has not asked for reduced motion.
 */
export const TOAST_CSS = `
.vf-toast-region[data-floating]{position:fixed;inset-block-end:var(--vf-space-4);inset-inline:var(--vf-space-4);display:flex;justify-content:center;pointer-events:none;z-index:2147483001}
.vf-toast{display:flex;align-items:center;gap:var(--vf-space-2);inline-size:fit-content;max-inline-size:100%;margin-block:var(--vf-space-2);padding-block:var(--vf-space-2);padding-inline:var(--vf-space-3);border-radius:var(--vf-radius);background:var(--vf-text);color:var(--vf-surface);box-shadow:var(--vf-shadow);font-size:var(--vf-font-size-sm);pointer-events:auto}
.vf-toast-region[data-floating] .vf-toast{margin:0}
@keyframes vf-toast-in{from{opacity:0;translate:0 .6rem}}
@media (prefers-reduced-motion:no-preference){.vf-toast{animation:vf-toast-in .2s ease-out}}
`
