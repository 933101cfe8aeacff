/**
 * What the widget host keeps of an element so that unmounting gives the publisher's own element back
 * exactly as it was written (document 4 §5).
 */

type Attributes = Map<string, string>

const attributesOf = (element: Element): Attributes => new Map([...element.attributes].map((a) => [a.name, a.value]))

/** How unmounting gives an element back as the publisher wrote it. */
export interface Snapshot {
  /** Starts watching the product's own writes to the element's attributes (watches may nest: the outermost counts). */
  begin(): void
  /** Ends the watch: each attribute changed since the outermost `begin` is the product's, to be put back. */
  end(): void
  /** Puts back the element's own child nodes and the publisher's value of each attribute the product changed. */
  restore(): void
}

/**
 * Remembers an element as the publisher wrote it, so unmounting can give back the same object as it was.
 * Only what the product wrote is undone (`data-vf-id`, the reserved height, what the widget's view set on
 * its element): an attribute the page itself changes meanwhile (a new `vf-container-id` before
 * `resetWidget`) is the page's and is kept.
 */
export function snapshot(element: HTMLElement): Snapshot {
  const children = [...element.childNodes]
  /** Attribute → the publisher's value before the product changed it, and the value the product left. */
  const changed = new Map<string, { from: string | undefined; to: string | undefined }>()
  let before: Attributes | undefined
  /** Open watches: the space a widget kept is given back inside its mount's watch, or in one of its own. */
  let depth = 0
  const end = () => {
    if (depth > 0) depth--
    if (depth > 0 || !before) return
    const after = attributesOf(element)
    for (const name of new Set([...before.keys(), ...after.keys()])) {
      if (before.get(name) === after.get(name)) continue
      changed.set(name, { from: changed.has(name) ? changed.get(name)!.from : before.get(name), to: after.get(name) })
    }
    before = undefined
  }
  return {
    begin: () => {
      if (depth++ === 0) before = attributesOf(element)
    },
    end,
    restore: () => {
      depth = Math.min(depth, 1)
      end()
      for (const [name, { from, to }] of changed) {
        if ((element.getAttribute(name) ?? undefined) !== to) continue
        if (from === undefined) element.removeAttribute(name)
        else element.setAttribute(name, from)
      }
      element.replaceChildren(...children)
    },
  }
}
