/**
 * Nothing on the page has the keyboard focus: what had it was taken off the page (a form sent, a button
 * gone), so the browser fell back to the document. A widget may then place it; otherwise the focus is the
 * reader's and stays where they put it.
 */
export function focusLost(doc: Document | null | undefined): boolean {
  if (!doc) return false
  const active = doc.activeElement
  return !active || active === doc.body || active === doc.documentElement
}

/** What the keyboard can reach by Tab. */
export const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** The elements inside `root` the keyboard can reach, in document order, leaving out hidden ones. */
export const focusables = (root: Element) => Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden]'))
