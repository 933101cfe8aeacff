/** Is a slot still empty: no element, no text (what the page's own subscriber put there makes it the page's)? */
export const isEmptySlot = (slot: Element) => slot.childElementCount === 0 && !slot.textContent?.trim()
