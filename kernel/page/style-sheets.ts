/**
 * The product's CSS on the host page, without a `<style>` element: each named sheet is a constructed
 * `CSSStyleSheet` the document adopts (`document.adoptedStyleSheets`). A Content-Security-Policy's
 * `style-src` governs `<style>` and `<link>` elements, not constructed sheets, so a publisher whose policy
 * has no `'unsafe-inline'` still gets styled widgets and no violation report. Adopted sheets come after
 * the page's own in the cascade, as the `<style>` elements the product appended at the end of `<head>` did.
 * A browser that cannot construct sheets gets a `<style data-vf-NAME>` element instead (there a strict
 * policy needs `style-src 'unsafe-inline'`).
 */

type Placed = { kind: 'adopted'; sheet: CSSStyleSheet } | { kind: 'element'; element: HTMLStyleElement }

const placed = new WeakMap<Document, Map<string, Placed>>()

/** A sheet holding `css` that `doc` can adopt, or undefined where sheets cannot be constructed. */
function construct(doc: Document, css: string): CSSStyleSheet | undefined {
  // A constructed sheet can only be adopted by a document of the window that constructed it.
  const Sheet = doc.defaultView?.CSSStyleSheet
  if (!Sheet || !('adoptedStyleSheets' in doc)) return undefined
  try {
    const sheet = new Sheet()
    sheet.replaceSync(css)
    return sheet
  } catch {
    // Browsers from before constructable sheets have a CSSStyleSheet that cannot be constructed.
    return undefined
  }
}

/** Makes sure `doc` has adopted `sheet` (again, if the page replaced its adopted sheets); false when it cannot. */
function adopt(doc: Document, sheet: CSSStyleSheet): boolean {
  try {
    if (!doc.adoptedStyleSheets.includes(sheet)) doc.adoptedStyleSheets = [...doc.adoptedStyleSheets, sheet]
    return true
  } catch {
    return false
  }
}

function place(doc: Document, name: string, css: string): Placed {
  const sheet = construct(doc, css)
  if (sheet && adopt(doc, sheet)) return { kind: 'adopted', sheet }
  const element = doc.createElement('style')
  element.setAttribute(`data-vf-${name}`, '')
  element.textContent = css
  doc.head.appendChild(element)
  return { kind: 'element', element }
}

/** Puts `css` on `doc` under `name`: the first time it is asked, or replacing what `name` held when `replace`. */
function put(doc: Document, name: string, css: string, replace: boolean): void {
  let byName = placed.get(doc)
  if (!byName) placed.set(doc, (byName = new Map()))
  const existing = byName.get(name)
  if (!existing) {
    byName.set(name, place(doc, name, css))
    return
  }
  if (existing.kind === 'adopted') {
    if (replace) existing.sheet.replaceSync(css)
    adopt(doc, existing.sheet)
    return
  }
  if (replace) existing.element.textContent = css
  if (!existing.element.isConnected) doc.head.appendChild(existing.element)
}

/** Puts `css` on `doc` once under `name` (a widget's own sheet arrives with its chunk); later calls keep it there. */
export function ensureStyleSheet(doc: Document, name: string, css: string): void {
  put(doc, name, css, false)
}

/** Puts `css` on `doc` under `name`, replacing the CSS that name held. */
export function setStyleSheet(doc: Document, name: string, css: string): void {
  put(doc, name, css, true)
}

/** Takes the sheet placed under `name` off `doc` (its plugin was removed); a later `ensureStyleSheet` places it afresh. */
export function removeStyleSheet(doc: Document, name: string): void {
  const byName = placed.get(doc)
  const existing = byName?.get(name)
  if (!byName || !existing) return
  byName.delete(name)
  if (existing.kind === 'element') {
    existing.element.remove()
    return
  }
  try {
    doc.adoptedStyleSheets = doc.adoptedStyleSheets.filter((sheet) => sheet !== existing.sheet)
  } catch {
    // A document that refuses the assignment keeps the sheet: its rules match nothing the product still renders.
  }
}
