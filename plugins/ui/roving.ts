/**
 * Roving focus in a row or column of controls (tabs, the choices of a segmented control): which one an
 * arrow key, Home or End moves to. A row follows what the reader sees, so right-to-left ArrowLeft goes to
 * the next one; a column uses ArrowUp and ArrowDown; `both` (a radio group) takes all four. The moves
 * wrap at the ends and pass over the unusable (disabled) ones.
 */
import { isRightToLeft } from './direction'

export interface Roving {
  orientation: 'horizontal' | 'vertical' | 'both'
  /** Home and End go to the first and last. */
  homeEnd: boolean
  usable: (index: number) => boolean
}

/** The index `key` moves to from `from` among `count`, or undefined when the key is not a move (or leads nowhere). */
export function rovingTarget(key: string, from: number, count: number, element: Element, { orientation, homeEnd, usable }: Roving): number | undefined {
  let start: number
  let step: 1 | -1
  const rows = orientation !== 'vertical'
  const columns = orientation !== 'horizontal'
  const forward = () => (isRightToLeft(element) ? 'ArrowLeft' : 'ArrowRight')
  if (homeEnd && key === 'Home') [start, step] = [0, 1]
  else if (homeEnd && key === 'End') [start, step] = [count - 1, -1]
  else if ((columns && key === 'ArrowDown') || (rows && (key === 'ArrowRight' || key === 'ArrowLeft') && key === forward())) [start, step] = [from + 1, 1]
  else if ((columns && key === 'ArrowUp') || (rows && (key === 'ArrowRight' || key === 'ArrowLeft'))) [start, step] = [from - 1, -1]
  else return undefined
  for (let i = 0; i < count; i++) {
    const index = (((start + i * step) % count) + count) % count
    if (usable(index)) return index
  }
  return undefined
}
