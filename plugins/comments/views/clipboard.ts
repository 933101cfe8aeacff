/**
 * Copying a comment's link. The clipboard may be missing (an insecure page, an old browser), refused (a
 * permissions policy, a page without focus) or slow to answer: each ends as "not copied", and the caller
 * then shows the link for the reader to copy themselves. Never throws.
 */
export async function copyText(doc: Document | undefined, text: string): Promise<boolean> {
  const clipboard = doc?.defaultView?.navigator?.clipboard
  if (!clipboard || typeof clipboard.writeText !== 'function') return false
  try {
    await clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}
