/**
 * Where focus goes back when the tray closes: to what opened it (the bell, the comment's Like or Post
 * button that asked for sign-in, a page's own button), or, when that element has left the page, to the
 * nearest place still there, so a keyboard reader is never dropped at the top of the page.
 */
import { FOCUSABLE, focusLost } from '../../ui'

/** The element to give focus back to, with its ancestors as they were when the tray opened. */
export interface ReturnPath {
  opener: HTMLElement | null
  ancestors: HTMLElement[]
}

/**
 * Remembers who opened the tray: `known` (the bell the reader clicked: a mouse click does not focus a
 * button in every browser) or else the element that had focus, unless that is the page itself or the tray.
 */
export function returnPath(doc: Document, tray: Element, known: HTMLElement | null): ReturnPath {
  const active = doc.activeElement
  const focused = active instanceof HTMLElement && active !== doc.body && !tray.contains(active) ? active : null
  const opener = known?.isConnected ? known : focused
  const ancestors: HTMLElement[] = []
  for (let node = opener?.parentElement; node && node !== doc.body && node !== doc.documentElement; node = node.parentElement) ancestors.push(node)
  return { opener, ancestors }
}

const isShown = (element: HTMLElement) => element.isConnected && !element.closest('[hidden], [inert], [aria-hidden="true"]')

/**
 * Gives focus back along `path`: the opener if it is still on the page; else the nearest ancestor still
 * there (itself if focusable, else its first focusable element); else a tray bell on the page.
 */
export function giveFocusBack(doc: Document, path: ReturnPath): void {
  const { opener, ancestors } = path
  if (opener && isShown(opener)) {
    opener.focus()
    if (doc.activeElement === opener) return
  }
  for (const ancestor of ancestors) {
    if (!ancestor.isConnected) continue
    const target = ancestor.matches(`${FOCUSABLE}, [tabindex]`) ? ancestor : Array.from(ancestor.querySelectorAll<HTMLElement>(FOCUSABLE)).find(isShown)
    if (target && isShown(target)) {
      target.focus()
      if (doc.activeElement === target) return
    }
    break
  }
  doc.querySelector<HTMLElement>('vf-tray-trigger button')?.focus()
}

/** Has the reader left the tray for something else on the page (then closing it must not move focus)? */
export function focusIsElsewhere(doc: Document, tray: Element): boolean {
  const active = doc.activeElement
  return !focusLost(doc) && !!active?.isConnected && !tray.contains(active)
}
