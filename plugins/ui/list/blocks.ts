/**
 * A long list cut in blocks that keep their members: an item added to a list of hundreds re-renders the
 * one block it joins, not a memo check for every item in the list. Blocks are also what the list windows
 * (a block far from the viewport is one placeholder) and what it measures.
 *
 * A block keeps its key and its items from one list to the next; new items join the block before them
 * while it has room, else start one; an item found out of its block's order (moved) goes with the items
 * around it, which remounts that one item. Nothing else moves between blocks. Blocks hold at most
 * BLOCK_SIZE items, or twice that when items were inserted among an old block's members.
 */
import { useMemo, useRef } from 'react'

export interface Block {
  readonly key: string
  readonly keys: readonly string[]
}

/** Items per block: a block re-renders as a whole, the list walks its blocks. */
export const BLOCK_SIZE = 32

const sameKeys = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((key, i) => key === b[i])

/**
 * The blocks of `before` followed by `added`, when `keys` is `before`'s items and then new ones (a page
 * loaded, a message at the end of a chat): the same result as the general case below, without its maps.
 */
function appended(before: readonly Block[], keys: readonly string[], from: number, size: number): readonly Block[] {
  const blocks = [...before]
  let at = from
  const last = blocks.at(-1)
  // New items join the block before them while it has room.
  if (last && last.keys.length < size) {
    const room = Math.min(size - last.keys.length, keys.length - at)
    blocks[blocks.length - 1] = { key: last.key, keys: [...last.keys, ...keys.slice(at, at + room)] }
    at += room
  }
  let names: Set<string> | undefined
  for (; at < keys.length; at += size) {
    const members = keys.slice(at, at + size)
    names ??= new Set(before.map((block) => block.key))
    let name = members[0]!
    for (let n = 1; names.has(name); n++) name = `${members[0]}~${n}`
    names.add(name)
    blocks.push({ key: name, keys: members })
  }
  return blocks
}

/** The number of `keys` that are `before`'s items in order from the start, or -1 when they are not all there. */
function prefixOf(before: readonly Block[], keys: readonly string[]): number {
  let at = 0
  for (const block of before) {
    for (const key of block.keys) if (keys[at++] !== key) return -1
  }
  return at
}

/** The blocks of `keys`, keeping `before`'s blocks (the same objects when unchanged). */
export function nextBlocks(before: readonly Block[], keys: readonly string[], size = BLOCK_SIZE): readonly Block[] {
  // The common change of a long list, more items at its end, costs a walk of the keys, nothing more.
  const kept = prefixOf(before, keys)
  if (kept === keys.length) return before
  if (kept >= 0) return appended(before, keys, kept, size)
  const present = new Set(keys)
  const owner = new Map<string, number>()
  /** Each old block's first member still listed: where its run starts (a member found before it has moved). */
  const opener = new Map<number, string>()
  before.forEach((block, index) =>
    block.keys.forEach((key) => {
      owner.set(key, index)
      if (!opener.has(index) && present.has(key)) opener.set(index, key)
    }),
  )
  /** Of each old block, the members still to come. */
  const left = new Map<number, number>()
  for (const key of keys) {
    const from = owner.get(key)
    if (from !== undefined) left.set(from, (left.get(from) ?? 0) + 1)
  }
  const runs: Array<{ from?: number; keys: string[] }> = []
  // A new block takes newcomers up to its size. An old one takes one inserted among its members even
  // when full (up to twice the size), rather than be split and remount what follows.
  const room = (run: { from?: number; keys: string[] }) => {
    const toCome = run.from === undefined ? 0 : left.get(run.from)!
    return toCome > 0 ? run.keys.length + toCome < 2 * size : run.keys.length < size
  }
  for (const key of keys) {
    const from = owner.get(key)
    const current = runs.at(-1)
    if (from !== undefined) left.set(from, left.get(from)! - 1)
    if (from !== undefined && current?.from === from) current.keys.push(key)
    else if (from !== undefined && opener.get(from) === key) runs.push({ from, keys: [key] })
    else if (current && room(current)) current.keys.push(key)
    else runs.push({ keys: [key] })
  }
  const names = new Set(runs.flatMap((run) => (run.from === undefined ? [] : [before[run.from]!.key])))
  const blocks = runs.map((run): Block => {
    if (run.from !== undefined) {
      const old = before[run.from]!
      return sameKeys(old.keys, run.keys) ? old : { key: old.key, keys: run.keys }
    }
    // A new block is named after its first item, unless a kept block already has that name.
    let name = run.keys[0]!
    for (let n = 1; names.has(name); n++) name = `${run.keys[0]}~${n}`
    names.add(name)
    return { key: name, keys: run.keys }
  })
  return blocks.length === before.length && blocks.every((block, i) => block === before[i]) ? before : blocks
}

/** The blocks of `keys` for a list component, kept from its last render. */
export function useBlocks(keys: readonly string[]): readonly Block[] {
  const last = useRef<readonly Block[]>([])
  return useMemo(() => (last.current = nextBlocks(last.current, keys)), [keys])
}
