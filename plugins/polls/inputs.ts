/**
 * The poll widget’s inputs (document 4 §5): `vf-container-id` (the page’s container otherwise); the
 * host keeps `initial-height` for every widget. The host parses them by this schema.
 */
import type { AttributeSchema, PropsOf } from '../../contracts/widgets'
import { containerId } from '../../kernel/widgets/attributes'

export const pollAttributes = {
  'vf-container-id': containerId(),
} as const satisfies AttributeSchema

export type PollProps = PropsOf<typeof pollAttributes>
