import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { nextBlocks, type Block } from '../../../plugins/ui/list/blocks'

const ids = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `r${from + i}`)
const flat = (blocks: readonly Block[]) => blocks.flatMap((b) => b.keys)
const keys = (blocks: readonly Block[]) => blocks.map((b) => b.key)

test('a list is cut in blocks of 32; the same list again is the same blocks', () => {
  const list = ids(0, 70)
  const blocks = nextBlocks([], list)
  assert.equal(blocks.map((b) => b.keys.length), [32, 32, 6])
  assert.equal(flat(blocks), list)
  assert.is(nextBlocks(blocks, [...list]), blocks)
})

test('replies added at the end join the last block while it has room, then start one; the blocks before stay the same objects', () => {
  const blocks = nextBlocks([], ids(0, 70))
  const more = nextBlocks(blocks, ids(0, 73))
  assert.is(more[0], blocks[0])
  assert.is(more[1], blocks[1])
  assert.is.not(more[2], blocks[2])
  assert.equal(more.map((b) => b.keys.length), [32, 32, 9])
  assert.equal(keys(more), keys(blocks), 'the changed block keeps its key: its items stay mounted')
  const full = nextBlocks([], ids(0, 64))
  const after = nextBlocks(full, ids(0, 65))
  assert.equal(after.map((b) => b.keys.length), [32, 32, 1])
  assert.is(after[1], full[1])
})

test('one put first (a shared reply) starts a block of its own; a removal shrinks only its block', () => {
  const blocks = nextBlocks([], ids(0, 40))
  const first = nextBlocks(blocks, ['shared', ...ids(0, 40)])
  assert.equal(first.map((b) => b.keys.length), [1, 32, 8])
  assert.is(first[1], blocks[0])
  assert.is(first[2], blocks[1])
  const removed = nextBlocks(first, ['shared', ...ids(0, 40).filter((uuid) => uuid !== 'r35')])
  assert.is(removed[1], first[1])
  assert.equal(removed[2]!.keys.length, 7)
  assert.is(removed[2]!.key, first[2]!.key)
})

test('one inserted among a full block’s members joins that block; one moved remounts alone, the blocks around it stay', () => {
  const blocks = nextBlocks([], ids(0, 64))
  const inserted = nextBlocks(blocks, [...ids(0, 10), 'x', ...ids(10, 64)])
  assert.equal(inserted.map((b) => b.keys.length), [33, 32])
  assert.is(inserted[0]!.key, blocks[0]!.key)
  assert.is(inserted[1], blocks[1])
  const moved = nextBlocks(blocks, [...ids(0, 5), 'r40', ...ids(5, 40), ...ids(41, 64)])
  assert.equal(keys(moved), keys(blocks), 'the moved one goes with its new neighbours')
  assert.equal(moved.map((b) => b.keys.length), [33, 31])
})

test('whatever happens to the list, the blocks hold it in order, once, under distinct keys', () => {
  let seed = 7
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648)
  let list = ids(0, 50)
  let blocks = nextBlocks([], list)
  let next = 50
  for (let step = 0; step < 500; step++) {
    const at = Math.floor(random() * (list.length + 1))
    const roll = random()
    if (roll < 0.4) list = [...list.slice(0, at), `r${next++}`, ...list.slice(at)]
    else if (roll < 0.6 && list.length > 0) list = list.filter((_, i) => i !== at % list.length)
    else if (roll < 0.8 && list.length > 1) {
      const moved = list[at % list.length]!
      const rest = list.filter((uuid) => uuid !== moved)
      const to = Math.floor(random() * (rest.length + 1))
      list = [...rest.slice(0, to), moved, ...rest.slice(to)]
    } else list = [...list, `r${next++}`]
    blocks = nextBlocks(blocks, list)
    assert.equal(flat(blocks), list, `step ${step}`)
    assert.is(new Set(keys(blocks)).size, blocks.length, `step ${step}: keys`)
    assert.ok(blocks.every((b) => b.keys.length > 0 && b.keys.length <= 64), `step ${step}: sizes`)
  }
})

test.run()
