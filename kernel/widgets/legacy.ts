/**
 * v1 placeholders (`<div class="vf-widget" data-widget="…" data-unique_id="…">`) become the widgets that
 * declare them (`WidgetDefinition.legacy`), unless the address carries `forceLegacy` (document 1 §2,
 * document 4 §5). The kernel holds only the mechanism: which `data-widget` value becomes which tag, and
 * which data attributes carry over as which attributes, is each plugin's declaration.
 */

/** One `data-widget` value's conversion: the new tag, and data attribute → the attribute it becomes. */
export interface Conversion {
  readonly tag: string
  readonly attributes: Readonly<Record<string, string>>
}

/** Does the address ask to keep legacy widgets as they are? */
export function forceLegacy(href: string): boolean {
  try {
    return new URL(href).searchParams.has('forceLegacy')
  } catch {
    return false
  }
}

/**
 * Replaces each legacy placeholder under `root` whose `data-widget` value has a conversion with its new
 * element. Returns the pairs (new element → original placeholder) so unmounting can put the original
 * back. `previous` names the element an earlier scan made from the same placeholder: it is used again
 * (its attributes read afresh from the placeholder), so a page that holds it can keep using it after a reset.
 */
export function convertLegacy(
  root: ParentNode & { ownerDocument?: Document | null },
  doc: Document,
  conversions: ReadonlyMap<string, Conversion>,
  previous: (placeholder: Element) => Element | undefined = () => undefined,
): Map<Element, Element> {
  const converted = new Map<Element, Element>()
  if (conversions.size === 0) return converted
  for (const legacy of Array.from(root.querySelectorAll('div.vf-widget[data-widget]'))) {
    const conversion = conversions.get(legacy.getAttribute('data-widget') ?? '')
    if (!conversion) continue
    const earlier = previous(legacy)
    const element = earlier && earlier.tagName.toLowerCase() === conversion.tag && !earlier.isConnected ? earlier : doc.createElement(conversion.tag)
    for (const name of element.getAttributeNames()) element.removeAttribute(name)
    for (const [from, to] of Object.entries(conversion.attributes)) {
      const value = legacy.getAttribute(from)
      if (value !== null) element.setAttribute(to, value)
    }
    legacy.replaceWith(element)
    converted.set(element, legacy)
  }
  return converted
}
