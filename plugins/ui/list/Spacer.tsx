/** The placeholder of a windowed block of a VirtualList. */
import { memo, useCallback } from 'react'
import type { ListController } from './controller'

/** Is `hidden="until-found"` (find-in-page reveals the element) in this browser? */
export const findable = () => typeof HTMLElement === 'function' && 'onbeforematch' in HTMLElement.prototype

/**
 * A windowed block: one `<li>` as tall as the block, hidden from assistive technology, holding its words
 * for find-in-page. Never the browser's scroll anchor: it is replaced as soon as it comes near the screen.
 */
export const Spacer = memo(function Spacer({ block, list, height, text }: { block: string; list: ListController; height: number; text: string | undefined }) {
  const attach = useCallback(
    (element: HTMLLIElement | null) => {
      if (!element) return
      if (text !== undefined) element.setAttribute('hidden', 'until-found')
      return list.attachSpacer(block, element)
    },
    [block, list, text],
  )
  return text !== undefined ? (
    <li ref={attach} className="vf-list__spacer" style={{ blockSize: `${height}px`, overflow: 'hidden', overflowAnchor: 'none' }}>
      {text}
    </li>
  ) : (
    <li ref={attach} className="vf-list__spacer" aria-hidden="true" style={{ blockSize: `${height}px`, overflowAnchor: 'none' }} />
  )
})
