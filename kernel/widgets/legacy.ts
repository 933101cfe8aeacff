/**
 * v1 placeholders (`<div class="vf-widget" data-widget="comments" data-unique_id="…">`) become the new
 * widgets, unless the address carries `forceLegacy` (document 1 §2, document 4 §5). The legacy unique_id
 * becomes the container id; for comments, the limit and sort carry over too.
 */

/** data-widget value → the new tag, and which data attributes carry over as which attributes. */
const CONVERSIONS: Readonly<Record<string, { tag: string; attributes: Readonly<Record<string, string>> }>> = {
  comments: { tag: 'vf-conversations', attributes: { 'data-unique_id': 'vf-container-id', 'data-limit': 'limit', 'data-sort': 'sort' } },
  commentcount: { tag: 'vf-conversations-count', attributes: { 'data-unique_id': 'vf-container-id' } },
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
 * Replaces each convertible legacy placeholder under `root` with its new element. Returns the pairs
 * (new element → original placeholder) so unmounting can put the original back. `previous` names the
 * element an earlier scan made from the same placeholder: it is used again (its attributes read afresh
 * from the placeholder), so a page that holds it can keep using it after a reset.
 */
export function convertLegacy(
  root: ParentNode & { ownerDocument?: Document | null },
  doc: Document,
  previous: (placeholder: Element) => Element | undefined = () => undefined,
): Map<Element, Element> {
  const converted = new Map<Element, Element>()
  for (const legacy of Array.from(root.querySelectorAll('div.vf-widget[data-widget]'))) {
    const kind = legacy.getAttribute('data-widget') ?? ''
    if (!Object.hasOwn(CONVERSIONS, kind)) continue
    const conversion = CONVERSIONS[kind]!
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
