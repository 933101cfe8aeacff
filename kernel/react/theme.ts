/**
 * The widgets' design tokens and base rules: CSS custom properties a publisher may set on their page (on
 * `:root`, the body, a container or the widget's element) and every widget's CSS reads, in a light and a
 * dark theme (`data-vf-theme="dark"` on the widget, or the reader's preference when it is `auto`). The
 * UI kit's components have their own sheet (plugins/ui/styles.ts); this one is what every widget's
 * element needs whatever it renders. Sized in the 10 px base (`--base-font-size`), written with logical
 * properties only (right-to-left pages mirror), placed once per document as an adopted style sheet (no
 * `<style>` element, so a strict `style-src` allows it: ../page/style-sheets).
 *
 * Why the publisher's values win:
 * - The light values are defaults on `:where(:root)`, at zero specificity: any rule of the page's that
 *   sets a token (`:root`, `html`, `body`, `.article`, the widget's tag) outranks them or sits closer to
 *   the widget, and the widget inherits it. Nothing of ours sets a light token on the widget itself.
 * - The dark theme must set the tokens on the widget (the attribute is there), so it reads each from a
 *   publisher's `--vf-dark-*` token first, with our dark value as the fallback (a custom property cannot
 *   refer to itself, hence the second name). Its selector is zero-specificity too: a page's rule for the
 *   widget's tag (`vf-example{--vf-accent:…}`) still wins over it.
 * - `--vf-font-family` has no default: `font-family: var(--vf-font-family)` is then invalid at computed
 *   time and the widget inherits the page's font, as an unset inherited property does.
 * - Tokens made from others (the old names below) are declared on the widget's element, so they follow
 *   the theme that element has, not the values at the root.
 *
 * The names before the tokens (`--vf-bg`, `--vf-fg`, `--vf-accent-fg`, `--vf-unit`) still work, as
 * aliases of `--vf-surface`, `--vf-text`, `--vf-accent-text` and the base unit.
 */
import { ensureStyleSheet } from '../page/style-sheets'

/** The colour tokens: name, light value, dark value. A publisher sets `--vf-NAME` (light) and `--vf-dark-NAME`. */
export const COLOR_TOKENS = [
  ['accent', '#1d5bd8', '#8fb1ff'],
  ['accent-text', '#fff', '#0b1020'],
  ['surface', '#fff', '#15171b'],
  ['surface-muted', '#f2f3f6', '#22252c'],
  ['text', '#1b1d21', '#eceef2'],
  ['muted', '#5b6270', '#a3a9b6'],
  ['border', '#d9dce3', '#3a3e48'],
  ['danger', '#b3261e', '#ffb4ab'],
  ['success', '#1e7d3c', '#7fd49a'],
  ['warning', '#8a5a00', '#f0c060'],
  ['focus', '#1d5bd8', '#8fb1ff'],
  ['shadow', '0 .2rem .8rem rgb(0 0 0/.12),0 .1rem .2rem rgb(0 0 0/.08)', '0 .2rem .8rem rgb(0 0 0/.5),0 .1rem .2rem rgb(0 0 0/.4)'],
] as const

/** The sizes: spacing, text, radius. In the 10 px base unit (`--vf-unit`), so they follow the reader's font size. */
const SIZE_TOKENS = [
  // Spacing: 4, 8, 12, 16, 24, 32 px at the default base.
  ['space-1', '0.4'],
  ['space-2', '0.8'],
  ['space-3', '1.2'],
  ['space-4', '1.6'],
  ['space-5', '2.4'],
  ['space-6', '3.2'],
  // Text: 12, 14, 16, 18, 22 px.
  ['font-size-xs', '1.2'],
  ['font-size-sm', '1.4'],
  ['font-size-md', '1.6'],
  ['font-size-lg', '1.8'],
  ['font-size-xl', '2.2'],
  // Corners: controls and cards, dialogs and panels.
  ['radius', '0.6'],
  ['radius-lg', '1.2'],
] as const

const lightDefaults = COLOR_TOKENS.map(([name, light]) => `--vf-${name}:${light}`).join(';')
const darkValues = COLOR_TOKENS.map(([name, , dark]) => `--vf-${name}:var(--vf-dark-${name},${dark})`).join(';')
const sizeDefaults = SIZE_TOKENS.map(([name, factor]) => `--vf-${name}:calc(var(--vf-unit)*${factor})`).join(';')

const DARK = `:where(.vf-widget[data-vf-theme="dark"])`
const AUTO = `:where(.vf-widget[data-vf-theme="auto"])`

export const THEME_CSS = `
:where(:root){--vf-unit:var(--base-font-size,0.625rem);${sizeDefaults};--vf-line-height:1.5;${lightDefaults}}
:where(.vf-widget){--vf-bg:var(--vf-surface);--vf-fg:var(--vf-text);--vf-accent-fg:var(--vf-accent-text);
  display:block;color:var(--vf-text);background:var(--vf-surface);font-family:var(--vf-font-family);font-size:var(--vf-font-size-md);line-height:var(--vf-line-height);max-inline-size:700px;color-scheme:light}
${DARK}{${darkValues};color-scheme:dark}
${AUTO}{color-scheme:light dark}
@media (prefers-color-scheme:dark){${AUTO}{${darkValues}}}
.vf-widget *{box-sizing:border-box}
/* A name or word longer than the line breaks instead of pushing the widget past the screen. */
.vf-widget bdi,.vf-widget h2,.vf-widget h3{overflow-wrap:anywhere}
.vf-widget select{font:inherit;padding-block:var(--vf-space-1);padding-inline:calc(var(--vf-unit)*0.6);border:1px solid var(--vf-border);border-radius:var(--vf-radius);background:var(--vf-surface);color:var(--vf-text)}
.vf-widget :focus-visible{outline:2px solid var(--vf-focus);outline-offset:2px}
/* The host's placeholder while a widget's code loads, and its message when the code could not be loaded. */
.vf-skeleton{min-block-size:calc(var(--vf-unit)*4);color:var(--vf-muted)}
.vf-widget-error{padding:var(--vf-space-3);border:1px solid var(--vf-danger);border-radius:var(--vf-radius);color:var(--vf-danger)}
.vf-visually-hidden{position:absolute!important;inline-size:1px;block-size:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
`

/** Places the tokens and base rules once per document. */
export function ensureStyles(doc: Document): void {
  ensureStyleSheet(doc, 'styles', THEME_CSS)
}
