/**
 * Avatars: round, four sizes, initials on a tint chosen from the name (the same name has the same tint
 * everywhere). The tints are mixed into the surface colour, so the text keeps its contrast in both themes.
 */
const TINTS = ['#1d5bd8', '#1e7d3c', '#b35c00', '#7b3fc4', '#00808a', '#c2185b']

export const AVATAR_CSS = `
.vf-avatar{--vf-avatar-size:calc(var(--vf-unit)*4);inline-size:var(--vf-avatar-size);block-size:var(--vf-avatar-size);border-radius:50%;object-fit:cover;display:inline-grid;place-items:center;flex:none;overflow:hidden;background:var(--vf-surface-muted);color:var(--vf-text);font-size:calc(var(--vf-avatar-size)*0.4);font-weight:600;line-height:1;user-select:none}
.vf-avatar[data-size="xs"]{--vf-avatar-size:calc(var(--vf-unit)*2)}
.vf-avatar[data-size="sm"]{--vf-avatar-size:calc(var(--vf-unit)*2.8)}
.vf-avatar[data-size="lg"]{--vf-avatar-size:calc(var(--vf-unit)*6.4)}
.vf-avatar[data-initials]::before{content:attr(data-initials)}
${TINTS.map((tint, i) => `.vf-avatar[data-tint="${i}"]{background:color-mix(in srgb,${tint} 22%,var(--vf-surface))}`).join('\n')}
`

/** How many tints there are (Avatar picks one by the name). */
export const AVATAR_TINTS = TINTS.length
