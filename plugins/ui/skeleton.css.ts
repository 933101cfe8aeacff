/**
 * Skeleton shapes: lines, blocks and circles in the muted surface colour, which callers arrange like the
 * content that will replace them. They pulse only for a reader who has not asked for reduced motion.
 */
export const SKELETON_CSS = `
.vf-skeleton-shape{display:block;background:var(--vf-surface-muted);border-radius:var(--vf-radius)}
.vf-skeleton-shape[data-shape="line"]{block-size:0.8em;margin-block:0.35em;border-radius:999px}
.vf-skeleton-shape[data-width="short"]{inline-size:35%}
.vf-skeleton-shape[data-width="medium"]{inline-size:60%}
.vf-skeleton-shape[data-width="long"]{inline-size:85%}
.vf-skeleton-shape[data-shape="block"]{block-size:calc(var(--vf-unit)*4.8)}
.vf-skeleton-shape[data-shape="block"][data-size="sm"]{block-size:calc(var(--vf-unit)*3.6)}
.vf-skeleton-shape[data-shape="block"][data-size="lg"]{block-size:calc(var(--vf-unit)*9.6)}
.vf-skeleton-shape[data-shape="circle"]{flex:none;border-radius:50%;inline-size:calc(var(--vf-unit)*4);block-size:calc(var(--vf-unit)*4)}
.vf-skeleton-shape[data-shape="circle"][data-size="xs"]{inline-size:calc(var(--vf-unit)*2);block-size:calc(var(--vf-unit)*2)}
.vf-skeleton-shape[data-shape="circle"][data-size="sm"]{inline-size:calc(var(--vf-unit)*2.8);block-size:calc(var(--vf-unit)*2.8)}
.vf-skeleton-shape[data-shape="circle"][data-size="lg"]{inline-size:calc(var(--vf-unit)*6.4);block-size:calc(var(--vf-unit)*6.4)}
@keyframes vf-skeleton-pulse{50%{opacity:.5}}
@media (prefers-reduced-motion:no-preference){.vf-skeleton-shape{animation:vf-skeleton-pulse 1.6s ease-in-out infinite}}
`
