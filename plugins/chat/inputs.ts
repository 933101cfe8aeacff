/**
 * The chat widget's inputs (document 4 §5): `vf-container-id` and `signature`; the host gives the
 * widget its height (the chat scrolls inside it). The host parses them by this schema.
 */
import type { AttributeSchema, PropsOf } from '../../contracts/widgets'
import { containerId } from '../../kernel/widgets/attributes'

export const chatAttributes = {
  'vf-container-id': containerId(),
  signature: { kind: 'text', max: 500 },
} as const satisfies AttributeSchema

export type ChatProps = PropsOf<typeof chatAttributes>
