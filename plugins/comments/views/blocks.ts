/**
 * A long list rendered in blocks that keep their members: a reply added to a list of hundreds
 * re-renders the one block it joins, not a memo check for every reply in the list. Blocks render as
 * fragments, so the list's markup is the same (each item a direct child of its `<ul>`).
 *
 * A block keeps its key and its items from one list to the next; new items join the block before them
 * while it has room, else start one; an item found out of its block's order (moved) goes with the items
 * around it, which remounts that one item. Nothing else moves between blocks. Blocks hold at most
 * BLOCK_SIZE items, or twice that when items were inserted among an old block's members.
 */
import { useMemo, useRef } from 'react'

export interface Block {
  readonly key: string
  readonly uuids: readonly string[]
}

/** Items per block: a block re-renders as a whole, the list walks its blocks. */
export const BLOCK_SIZE = 32

const sameUuids = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((uuid, i) => uuid === b[i])

/** The blocks of `uuids`, keeping `before`'s blocks (the same objects when unchanged). */
export function nextBlocks(before: readonly Block[], uuids: readonly string[], size = BLOCK_SIZE): readonly Block[] {
  const present = new Set(uuids)
  const owner = new Map<string, number>()
  /** Each old block's first member still listed: where its run starts (a member found before it has moved). */
  const opener = new Map<number, string>()
  before.forEach((block, index) =>
    block.uuids.forEach((uuid) => {
      owner.set(uuid, index)
      if (!opener.has(index) && present.has(uuid)) opener.set(index, uuid)
    }),
  )
  /** Of each old block, the members still to come. */
  const left = new Map<number, number>()
  for (const uuid of uuids) {
    const from = owner.get(uuid)
    if (from !== undefined) left.set(from, (left.get(from) ?? 0) + 1)
  }
  const runs: Array<{ from?: number; uuids: string[] }> = []
  // A new block takes newcomers up to its size. An old one takes one inserted among its members even
  // when full (up to twice the size), rather than be split and remount what follows.
  const room = (run: { from?: number; uuids: string[] }) => {
    const toCome = run.from === undefined ? 0 : left.get(run.from)!
    return toCome > 0 ? run.uuids.length + toCome < 2 * size : run.uuids.length < size
  }
  for (const uuid of uuids) {
    const from = owner.get(uuid)
    const current = runs.at(-1)
    if (from !== undefined) left.set(from, left.get(from)! - 1)
    if (from !== undefined && current?.from === from) current.uuids.push(uuid)
    else if (from !== undefined && opener.get(from) === uuid) runs.push({ from, uuids: [uuid] })
    else if (current && room(current)) current.uuids.push(uuid)
    else runs.push({ uuids: [uuid] })
  }
  const keys = new Set(runs.flatMap((run) => (run.from === undefined ? [] : [before[run.from]!.key])))
  const blocks = runs.map((run): Block => {
    if (run.from !== undefined) {
      const old = before[run.from]!
      return sameUuids(old.uuids, run.uuids) ? old : { key: old.key, uuids: run.uuids }
    }
    // A new block is named after its first item, unless a kept block already has that name.
    let key = run.uuids[0]!
    for (let n = 1; keys.has(key); n++) key = `${run.uuids[0]}~${n}`
    keys.add(key)
    return { key, uuids: run.uuids }
  })
  return blocks.length === before.length && blocks.every((block, i) => block === before[i]) ? before : blocks
}

/** The blocks of `uuids` for a list component, kept from its last render. */
export function useBlocks(uuids: readonly string[]): readonly Block[] {
  const last = useRef<readonly Block[]>([])
  return useMemo(() => (last.current = nextBlocks(last.current, uuids)), [uuids])
}
