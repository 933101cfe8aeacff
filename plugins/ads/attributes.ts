/** `<vf-standalone-ad>`'s attributes (document 4 §5 names none; the container and the ad's size are ours). */
import type { PropsOf } from '../../contracts/widgets'

export const standaloneAttributes = {
  'vf-container-id': { kind: 'text', max: 200, prop: 'containerId' },
  /** The ad's size (document 3 §5: 300 when missing or not positive). */
  width: { kind: 'integer', min: 0, max: 2000, default: 0 },
  height: { kind: 'integer', min: 0, max: 2000, default: 0 },
} as const
export type StandaloneProps = PropsOf<typeof standaloneAttributes>

/** The space kept before the slot is taken: a 300 px frame, its label and its margins. */
export const STANDALONE_SKELETON = 346
