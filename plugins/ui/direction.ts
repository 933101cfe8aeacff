/**
 * Whether `element` is laid out right to left: the arrow keys of a horizontal row of tabs or choices
 * follow what the reader sees, so right-to-left the next one is to the left. `:dir()` answers from the
 * element's computed direction; where a browser does not know it, the nearest `dir` attribute does
 * (the widget's element carries its locale's direction).
 */
export function isRightToLeft(element: Element): boolean {
  try {
    if (element.matches(':dir(rtl)')) return true
    if (element.matches(':dir(ltr)')) return false
  } catch {
    // A selector this browser does not parse: fall back to the attribute.
  }
  for (let node: Element | null = element; node; node = node.parentElement) {
    const dir = node.getAttribute('dir')?.toLowerCase()
    if (dir === 'rtl') return true
    if (dir === 'ltr') return false
  }
  return false
}
