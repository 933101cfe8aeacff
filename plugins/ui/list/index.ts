/** The UI kit's list primitive: slicing, stable identity, windowing and scroll anchoring (see VirtualList.tsx). */
export { VirtualList, ListItem, useListItem, type VirtualListProps, type ListItemProps } from './VirtualList'
export { itemWatch, type ItemChanges, type ItemWatch, type WatchedStore } from './item-watch'
export { BLOCK_SIZE, nextBlocks, useBlocks, type Block } from './blocks'
export { admit, useSlices, type ListTimers, type SliceFrom, type Slices } from './slices'
export type { Anchoring } from './scrolling'
export { LIVE_ANNOUNCE_MS, useArrivals, useSteadyCount } from './announce'
