/** Badges: a small pill of text beside a name; a role's badge is coloured too, never by colour alone. */
export const BADGE_CSS = `
.vf-badge{display:inline-flex;align-items:center;gap:var(--vf-space-1);padding-inline:var(--vf-space-2);border:1px solid var(--vf-border);border-radius:999px;font-size:var(--vf-font-size-xs);font-weight:600;line-height:1.6;color:var(--vf-muted);white-space:nowrap;vertical-align:middle}
.vf-badge[data-kind="moderator"]{color:var(--vf-accent);border-color:currentColor;background:color-mix(in srgb,var(--vf-accent) 8%,transparent)}
.vf-badge[data-kind="trusted"]{color:var(--vf-success);border-color:currentColor;background:color-mix(in srgb,var(--vf-success) 8%,transparent)}
`
