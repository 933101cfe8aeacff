/**
 * The feed's look: day headings, each notification a row (picture, sentence and excerpt, time and the
 * new marker, the two actions), new ones on the quieter fill with the accent's edge. Design tokens and
 * logical properties only; placed through `ctx.styles`.
 */
export const FEED_CSS = `
.vf-feed{display:grid;gap:var(--vf-space-3)}
.vf-feed__header{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--vf-space-2)}
.vf-feed__bucket{display:grid;gap:var(--vf-space-2)}
.vf-feed__list{list-style:none;margin:0;padding:0;display:grid;gap:var(--vf-space-1)}
.vf-feed__failure{margin:0;color:var(--vf-danger);font-size:var(--vf-font-size-sm)}
.vf-feed__loading{display:grid;gap:var(--vf-space-2)}
.vf-notification{display:flex;align-items:flex-start;gap:var(--vf-space-3);padding:var(--vf-space-2);border-radius:var(--vf-radius);border-inline-start:3px solid transparent}
.vf-notification[data-status="pending"],.vf-notification[data-status="seen"]{background:var(--vf-surface-muted);border-inline-start-color:var(--vf-accent)}
.vf-notification__site{flex:none;display:inline-grid;place-items:center;inline-size:calc(var(--vf-unit)*3.2);block-size:calc(var(--vf-unit)*3.2);border-radius:50%;background:var(--vf-surface-muted);color:var(--vf-accent)}
.vf-notification__main{flex:1;min-inline-size:0;display:grid;gap:var(--vf-space-1)}
.vf-notification__text{margin:0;display:grid;gap:var(--vf-space-1);color:var(--vf-text);text-decoration:none;overflow-wrap:anywhere}
a.vf-notification__text:hover .vf-notification__sentence,a.vf-notification__text:focus-visible .vf-notification__sentence{text-decoration:underline}
a.vf-notification__text:focus-visible{outline:2px solid var(--vf-focus);outline-offset:2px;border-radius:var(--vf-radius)}
.vf-notification__sentence{font-weight:600}
.vf-notification[data-status="read"] .vf-notification__sentence{font-weight:400}
.vf-notification__excerpt{color:var(--vf-muted);font-size:var(--vf-font-size-sm);display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.vf-notification__meta{margin:0;display:flex;flex-wrap:wrap;gap:var(--vf-space-2);color:var(--vf-muted);font-size:var(--vf-font-size-xs)}
.vf-notification__new{color:var(--vf-accent);font-weight:600}
.vf-notification__actions{flex:none;display:flex;gap:var(--vf-space-1)}
.vf-community{display:grid;gap:var(--vf-space-4)}
.vf-community__group{display:grid;gap:var(--vf-space-2)}
.vf-community__empty{margin:0;color:var(--vf-muted);font-size:var(--vf-font-size-sm)}
.vf-community__list{list-style:none;margin:0;padding:0;display:grid;gap:var(--vf-space-2)}
.vf-community__person{display:flex;flex-wrap:wrap;align-items:center;gap:var(--vf-space-2) var(--vf-space-3)}
.vf-community__name{flex:1;min-inline-size:8em;font-weight:600;overflow-wrap:anywhere}
.vf-community__actions{display:flex;flex-wrap:wrap;gap:var(--vf-space-2)}
.vf-settings{display:grid;gap:var(--vf-space-4)}
.vf-settings__group{display:grid;gap:var(--vf-space-2);margin:0;padding:0;border:0;min-inline-size:0}
.vf-settings__group>legend{padding:0;margin-block-end:var(--vf-space-2);font-size:var(--vf-font-size-sm);font-weight:600;color:var(--vf-muted)}
.vf-settings__name{display:flex;flex-wrap:wrap;align-items:flex-end;gap:var(--vf-space-2)}
.vf-settings__name>.vf-field{flex:1;min-inline-size:12em}
.vf-settings__name>[role="status"]{flex-basis:100%;margin:0}
.vf-settings__note{margin:0;color:var(--vf-muted);font-size:var(--vf-font-size-sm)}
.vf-page-follow{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:var(--vf-space-2) var(--vf-space-3);padding:var(--vf-space-3);border:1px solid var(--vf-border);border-radius:var(--vf-radius)}
.vf-page-follow__text{flex:1;min-inline-size:12em;margin:0;display:grid;gap:var(--vf-space-1);font-size:var(--vf-font-size-sm);color:var(--vf-muted)}
.vf-page-follow__title{font-weight:600;color:var(--vf-text);overflow-wrap:anywhere}
.vf-page-follow__failed{flex-basis:100%;margin:0;color:var(--vf-danger);font-size:var(--vf-font-size-sm)}
.vf-topic-follow{display:flex;flex-wrap:wrap;align-items:center;gap:var(--vf-space-2) var(--vf-space-3);font-family:var(--vf-font-family);color:var(--vf-text)}
.vf-topic-follow__count{color:var(--vf-muted);font-size:var(--vf-font-size-sm)}
.vf-topic-follow__failed{flex-basis:100%;margin:0;color:var(--vf-danger);font-size:var(--vf-font-size-sm)}
`
