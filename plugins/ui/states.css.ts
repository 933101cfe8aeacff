/** Empty and error states: a centred icon, a line in the text colour, an explanation and an action. */
export const STATES_CSS = `
.vf-state{display:grid;justify-items:center;gap:var(--vf-space-2);padding-block:var(--vf-space-6);padding-inline:var(--vf-space-4);text-align:center;color:var(--vf-muted)}
.vf-state>.vf-icon{font-size:calc(var(--vf-unit)*2.8)}
.vf-state[data-kind="error"]>.vf-icon{color:var(--vf-danger)}
.vf-state__title{margin:0;font-weight:600;color:var(--vf-text)}
.vf-state__text{margin:0;max-inline-size:45ch}
.vf-state>.vf-button{margin-block-start:var(--vf-space-2)}
`
