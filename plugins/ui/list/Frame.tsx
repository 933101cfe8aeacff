/** The `<ul>` of a VirtualList, which keeps the reader's place while the list changes. */
import { Component, type FocusEvent, type HTMLAttributes, type ReactNode } from 'react'
import type { ListController } from './controller'
import { anchorsNatively, restore, scrollerOf, scrollToEnd, snapshot, type Anchoring, type ScrollSnapshot } from './scrolling'

/**
 * The `<ul>`, as a class for the one thing only a class can do: note where the reader is just before
 * React changes the DOM (`getSnapshotBeforeUpdate`) and put them back just after.
 *
 * A windowed list measures even where the browser anchors: when a block near the screen is rendered in
 * place of its placeholder, the browser's anchor can be left on the list itself (Chromium, after a jump
 * that showed only placeholders), which an insert inside the list does not move, so nothing is kept.
 * The two do not add up: the browser keeps its anchor where it was on screen, which the list's own
 * correction has already done.
 */
export class Frame extends Component<{ list: ListController; anchoring: Anchoring; windowed: boolean; stickToEnd: boolean; attributes: HTMLAttributes<HTMLUListElement>; onFocus: (event: FocusEvent<HTMLUListElement>) => void; children: ReactNode }> {
  private element: HTMLUListElement | null = null
  private scroller: HTMLElement | null | undefined
  private native: boolean | undefined
  private readonly ref = (element: HTMLUListElement | null) => {
    this.element = element
    this.props.list.element = element
  }

  private where(): HTMLElement | null {
    if (this.scroller === undefined) this.scroller = scrollerOf(this.element!)
    return this.scroller
  }

  override componentDidMount() {
    // A chat opens at its latest message (in a scroller of its own: the page's is the reader's).
    if (this.props.stickToEnd && this.element && this.where()) scrollToEnd(this.where(), this.element.ownerDocument)
  }

  override getSnapshotBeforeUpdate(): ScrollSnapshot | null {
    const { anchoring, windowed, stickToEnd } = this.props
    if (!this.element?.isConnected || (anchoring === 'none' && !stickToEnd)) return null
    this.native ??= anchorsNatively(this.element.ownerDocument.defaultView as (Window & typeof globalThis) | null)
    const measure = anchoring === 'measure' || (anchoring === 'auto' && (windowed || !this.native))
    if (!measure && !stickToEnd) return null
    return snapshot(this.element, this.where(), { measure, stick: stickToEnd })
  }

  override componentDidUpdate(_props: unknown, _state: unknown, noted: ScrollSnapshot | null) {
    if (noted && this.element) restore(this.element, this.where(), noted)
  }

  override render() {
    const { attributes, onFocus, children } = this.props
    return (
      <ul role="list" {...attributes} ref={this.ref} onFocus={onFocus}>
        {children}
      </ul>
    )
  }
}
