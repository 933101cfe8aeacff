/** The report form: the reason, then its buttons at the end of the line (wrapping on a phone). */
export const REPORT_FORM_CSS = `
.vf-report{display:grid;gap:var(--vf-space-2);margin-block:var(--vf-space-2)}
.vf-report__row{display:flex;flex-wrap:wrap;gap:var(--vf-space-2);justify-content:flex-end;align-items:center}
`
