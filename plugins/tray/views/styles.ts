/**
 * The tray's own look: the panel at the page's inline end (a full-screen sheet on a phone), its header,
 * tabs and scrolling panel, the forms, the profile's card and activity, the account's details, and the
 * bell (in its place, or floating) with its count. The kit draws the controls themselves (plugins/ui);
 * this sheet only arranges them. Design tokens and logical properties only (right-to-left and the dark
 * theme work as elsewhere); placed through `ctx.styles`, a sheet the document adopts, so a strict policy
 * allows it.
 *
 * Rules that adjust a kit control carry the kit's class too (`.vf-button.…`): the kit's sheet may be
 * adopted after this one (the bell places it as it first renders), so equal specificity is not enough.
 */
const SHEET = 'calc(var(--vf-unit)*42)'

const PANEL = `
.vf-tray{position:fixed;inset-block:0;inset-inline-end:0;z-index:2147482000;display:flex;flex-direction:column;inline-size:min(${SHEET},100vw);background:var(--vf-surface);color:var(--vf-text);border-inline-start:1px solid var(--vf-border);box-shadow:var(--vf-shadow);font-family:var(--vf-font-family);font-size:var(--vf-font-size-md);line-height:var(--vf-line-height);overflow:hidden}
.vf-tray__header{flex:none;display:flex;align-items:center;gap:var(--vf-space-3);padding-block:var(--vf-space-3);padding-inline:var(--vf-space-4) var(--vf-space-3)}
.vf-tray__identity{flex:1;display:flex;align-items:center;gap:var(--vf-space-2);min-inline-size:0}
.vf-tray__guest{flex:none;display:inline-grid;place-items:center;inline-size:calc(var(--vf-unit)*2.8);block-size:calc(var(--vf-unit)*2.8);border-radius:50%;background:var(--vf-surface-muted);color:var(--vf-muted)}
.vf-tray__name{margin:0;display:flex;flex-wrap:wrap;align-items:center;gap:var(--vf-space-1) var(--vf-space-2);min-inline-size:0;font-weight:600;line-height:1.3}
.vf-tray__name>bdi{overflow-wrap:anywhere}
.vf-tray .vf-button.vf-tray__close{flex:none;color:var(--vf-text)}
.vf-tray__tabs{flex:1;display:flex;flex-direction:column;min-block-size:0}
.vf-tray__tabs>.vf-tabs__list{flex:none;padding-inline:var(--vf-space-3)}
.vf-tray__tabs>.vf-tabs__panel:not([hidden]){flex:1;min-block-size:0;overflow:auto;overscroll-behavior:contain;padding:var(--vf-space-4)}
.vf-tray__tabs>.vf-tabs__panel:focus-visible{outline-offset:-2px}
.vf-tray h2{margin:0;font-size:var(--vf-font-size-lg);line-height:1.3}
.vf-tray h3{margin:0;font-size:var(--vf-font-size-sm);font-weight:600;color:var(--vf-muted)}
@media (max-width:40em){.vf-tray{inset:0;inline-size:auto;border-inline-start:0;box-shadow:none}.vf-tray__tabs>.vf-tabs__list{justify-content:stretch}.vf-tray__tabs .vf-tabs__tab{flex:1;justify-content:center}}
`

const FORMS = `
.vf-tray .vf-form>.vf-status{margin-block:0}
.vf-tray .vf-form>p[role="status"]:empty{margin-block:0 calc(var(--vf-space-3)*-1)}
.vf-tray .vf-button.vf-tray__submit{inline-size:100%;min-block-size:calc(var(--vf-unit)*4.4)}
.vf-form-links{display:flex;flex-direction:column;align-items:flex-start;gap:var(--vf-space-2);margin-block-start:var(--vf-space-4);padding-block-start:var(--vf-space-4);border-block-start:1px solid var(--vf-border)}
`

const PROFILE = `
.vf-profile{display:grid;gap:var(--vf-space-5)}
.vf-profile__card{display:grid;justify-items:center;gap:var(--vf-space-3);text-align:center}
.vf-profile__name{max-inline-size:100%}
.vf-profile__picture{display:flex;flex-wrap:wrap;justify-content:center;gap:var(--vf-space-2)}
.vf-profile__picture>.vf-status{flex-basis:100%;margin:0;text-align:start}
.vf-profile__card>.vf-toast-region:empty{margin-block-start:calc(var(--vf-space-3)*-1)}
.vf-profile__activity{display:grid;gap:var(--vf-space-2)}
.vf-profile__counts{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:var(--vf-space-2);margin:0}
.vf-profile__count{display:flex;flex-direction:column-reverse;justify-content:flex-end;gap:var(--vf-space-1);padding:var(--vf-space-3);border:1px solid var(--vf-border);border-radius:var(--vf-radius)}
.vf-profile__counts[data-loading] .vf-profile__count{flex-direction:column}
.vf-profile__count dt{font-size:var(--vf-font-size-xs);color:var(--vf-muted);line-height:1.3}
.vf-profile__count dd{margin:0;font-size:var(--vf-font-size-xl);font-weight:700;line-height:1.2;font-variant-numeric:tabular-nums}
.vf-profile__count>.vf-skeleton-shape[data-shape="block"]{block-size:calc(var(--vf-font-size-xl)*1.2)}
.vf-profile__activity>.vf-state{padding-block:var(--vf-space-4);border:1px solid var(--vf-border);border-radius:var(--vf-radius)}
.vf-tray .vf-button.vf-profile__log-out{justify-self:start}
.vf-account{display:grid;gap:var(--vf-space-3)}
.vf-account__details{margin:0;border:1px solid var(--vf-border);border-radius:var(--vf-radius)}
.vf-account__details>div{display:grid;gap:var(--vf-space-1);padding:var(--vf-space-3)}
.vf-account__details>div+div{border-block-start:1px solid var(--vf-border)}
.vf-account__details dt{font-size:var(--vf-font-size-xs);color:var(--vf-muted)}
.vf-account__details dd{margin:0;overflow-wrap:anywhere}
.vf-account>.vf-status{margin:0}
`

const BELL = `
.vf-tray-trigger{position:relative;display:inline-flex;vertical-align:middle}
.vf-tray-trigger .vf-button.vf-tray-trigger__button{min-inline-size:calc(var(--vf-unit)*4);min-block-size:calc(var(--vf-unit)*4);padding-inline:var(--vf-space-2);border-radius:50%;color:var(--vf-text);font-size:var(--vf-font-size-lg)}
.vf-tray-trigger .vf-button.vf-tray-trigger__button[aria-expanded="true"]{color:var(--vf-accent);background:var(--vf-surface-muted)}
.vf-tray-trigger--floating{position:fixed;inset-block-end:var(--vf-space-4);inset-inline-end:var(--vf-space-4);z-index:2147481000}
.vf-tray-trigger--floating .vf-button.vf-tray-trigger__button{min-inline-size:calc(var(--vf-unit)*4.8);min-block-size:calc(var(--vf-unit)*4.8);border-color:var(--vf-border);background:var(--vf-surface);box-shadow:var(--vf-shadow)}
.vf-tray-trigger__count{position:absolute;inset-block-start:calc(var(--vf-space-1)*-1);inset-inline-end:calc(var(--vf-space-1)*-1);pointer-events:none}
.vf-tray-trigger__count>.vf-badge{justify-content:center;min-inline-size:calc(var(--vf-unit)*2);padding-inline:var(--vf-space-1);border:2px solid var(--vf-surface);background:var(--vf-danger);color:var(--vf-surface);line-height:1.4}
@media (forced-colors:active){.vf-tray-trigger__count>.vf-badge{border-color:CanvasText}}
`

export const TRAY_CSS = PANEL + FORMS + PROFILE + BELL
