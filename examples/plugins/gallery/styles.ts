/**
 * The gallery's CSS: its sections, the components' variants in rows that wrap, the icon set in a grid, and
 * the widgets' frames two to a row on a wide screen, one on a phone. It reads the product's design tokens
 * (so the gallery is light or dark with its widget) and uses logical properties only (an Arabic gallery is
 * mirrored). Placed with `ctx.styles.ensure` (an adopted sheet: nothing for a strict style-src).
 */
export const GALLERY_CSS = [
  // A page of its own, not a widget beside an article: as wide as the page lets it be.
  'vf-gallery{max-inline-size:none}',
  '.vf-gallery{display:block;color:var(--vf-text);background:var(--vf-surface);font-family:var(--vf-font-family);font-size:var(--vf-font-size-md);line-height:var(--vf-line-height);',
  'padding:var(--vf-space-5);border-radius:var(--vf-radius-lg)}',
  '.vf-gallery h1{font-size:2.1em;line-height:1.2;margin:0 0 var(--vf-space-3)}',
  '.vf-gallery h2{font-size:var(--vf-font-size-xl);margin:0 0 var(--vf-space-2)}',
  '.vf-gallery h3{font-size:var(--vf-font-size-lg);margin:0 0 var(--vf-space-1)}',
  '.vf-gallery__lead{font-size:var(--vf-font-size-lg);margin:0 0 var(--vf-space-4);max-inline-size:48em}',
  '.vf-gallery__note{color:var(--vf-muted);font-size:var(--vf-font-size-sm);margin:0 0 var(--vf-space-3);max-inline-size:60em}',
  '.vf-gallery__view{display:flex;flex-wrap:wrap;gap:var(--vf-space-4);align-items:end;margin-block-end:var(--vf-space-4)}',
  '.vf-gallery__contents ul{display:flex;flex-wrap:wrap;gap:var(--vf-space-2) var(--vf-space-4);list-style:none;margin:0 0 var(--vf-space-5);padding:0}',
  '.vf-gallery a{color:var(--vf-accent)}',
  '.vf-gallery__section{border-block-start:1px solid var(--vf-border);padding-block:var(--vf-space-5)}',
  '.vf-gallery__component{margin-block-end:var(--vf-space-5)}',
  '.vf-gallery__variants{display:flex;flex-wrap:wrap;gap:var(--vf-space-4);align-items:flex-start}',
  '.vf-gallery__variant{margin:0;display:flex;flex-direction:column;gap:var(--vf-space-2);min-inline-size:0;max-inline-size:100%}',
  '.vf-gallery__variant[data-wide]{flex-basis:100%}',
  // The page's own rules for figures (a news site's photo captions) are not the gallery's.
  '.vf-gallery figure{margin:0}',
  '.vf-gallery figcaption{margin:0;font-family:inherit;font-size:inherit;color:inherit}',
  '.vf-gallery__variant figcaption{color:var(--vf-muted);font-size:var(--vf-font-size-xs)}',
  '.vf-gallery__specimen{display:flex;flex-wrap:wrap;align-items:center;gap:var(--vf-space-2);min-block-size:var(--vf-space-6)}',
  '.vf-gallery__specimen .vf-textarea{inline-size:min(20em,80vw)}',
  '.vf-gallery__specimen .vf-state{inline-size:min(22em,80vw);border:1px solid var(--vf-border);border-radius:var(--vf-radius)}',
  '.vf-gallery__row{display:flex;flex-wrap:wrap;align-items:center;gap:var(--vf-space-2)}',
  '.vf-gallery__stack{display:flex;flex-direction:column;gap:var(--vf-space-2);inline-size:min(16em,60vw)}',
  '.vf-gallery__placeholder{display:flex;gap:var(--vf-space-3);align-items:flex-start;inline-size:min(28em,80vw)}',
  '.vf-gallery__placeholder .vf-gallery__stack{flex:1}',
  '.vf-gallery__byline{display:flex;flex-wrap:wrap;align-items:center;gap:var(--vf-space-2);min-inline-size:0}',
  '.vf-gallery__name{font-weight:600;overflow-wrap:anywhere}',
  '.vf-gallery__icons{display:grid;grid-template-columns:repeat(auto-fill,minmax(9em,1fr));gap:var(--vf-space-2);list-style:none;margin:0;padding:0;inline-size:100%}',
  '.vf-gallery__icons li{display:flex;align-items:center;gap:var(--vf-space-2);font-size:var(--vf-font-size-xs);color:var(--vf-muted)}',
  '.vf-gallery__icons .vf-icon{color:var(--vf-text);flex:none}',
  '.vf-gallery__icons code{overflow-wrap:anywhere}',
  '.vf-gallery__content{margin:0;max-inline-size:36em;white-space:pre-line}',
  '.vf-gallery__frames{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,32em),1fr));gap:var(--vf-space-5)}',
  '.vf-gallery__frame{margin:0;display:flex;flex-direction:column;gap:var(--vf-space-2);min-inline-size:0}',
  '.vf-gallery__frame figcaption .vf-gallery__note{margin-block-end:var(--vf-space-1)}',
  '.vf-gallery__frame iframe{display:block;inline-size:100%;border:1px solid var(--vf-border);border-radius:var(--vf-radius-lg);background:var(--vf-surface)}',
  '.vf-gallery__open{font-size:var(--vf-font-size-xs)}',
  '.vf-gallery__warning{color:var(--vf-danger);font-size:var(--vf-font-size-sm);margin:0}',
  '@media (max-width:40em){.vf-gallery{padding:var(--vf-space-3)}.vf-gallery h1{font-size:1.6em}}',
].join('')
