/**
 * Icons (an `<svg>` using a symbol of the document's sprite, sized to the text around it) and icon
 * buttons: quiet round buttons with an optional count, coloured and filled when pressed.
 */
export const ICON_CSS = `
.vf-icon-sprite{position:absolute;inline-size:0;block-size:0;overflow:hidden}
.vf-icon{display:inline-block;inline-size:1.25em;block-size:1.25em;flex:none;vertical-align:-0.25em;fill:none;stroke:currentColor;stroke-width:2;stroke-linecap:round;stroke-linejoin:round}
.vf-icon--mirror:dir(rtl){transform:scaleX(-1)}
.vf-icon-button{gap:var(--vf-space-1);min-inline-size:calc(var(--vf-unit)*3.6);padding-inline:var(--vf-space-2);border-radius:calc(var(--vf-unit)*1.8);font-size:var(--vf-font-size-sm);font-variant-numeric:tabular-nums}
.vf-icon-button[aria-pressed="true"]{color:var(--vf-accent)}
.vf-icon-button[aria-pressed="true"] .vf-icon{fill:currentColor;fill-opacity:.2}
`
