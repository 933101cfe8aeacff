/** Values the kit's control CSS parts share (menu button, select, tabs, segmented control). */

/** `n` times the base unit (`--vf-unit`, 10 px at the default font size). */
export const u = (n: number) => `calc(var(--vf-unit)*${n})`

/** A faint wash of the text colour: hover and pressed states, legible in light and dark. */
export const WASH = 'color-mix(in srgb,var(--vf-fg) 9%,transparent)'

export const DANGER = 'var(--vf-danger,#b3261e)'
