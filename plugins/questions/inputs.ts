/**
 * The live questions widget's inputs (document 4 §5): `vf-container-id`, `limit` (the first page) and
 * `pagination-limit` (each "more questions"), 1 to 100 with 10 by default (document 1 §5, §9). The host
 * parses them by this schema; the order is the reader's choice in the widget (most votes first by default).
 */
import type { AttributeSchema, PropsOf } from '../../contracts/widgets'
import { containerId } from '../../kernel/widgets/attributes'
import { QuestionLimits } from './contract'

const int = (value: number) => ({ kind: 'integer', min: 1, max: QuestionLimits.pageMax, default: value }) as const

export const questionsAttributes = {
  'vf-container-id': containerId(),
  limit: int(QuestionLimits.defaultLimit),
  'pagination-limit': int(QuestionLimits.defaultLimit),
} as const satisfies AttributeSchema

export type QuestionsProps = PropsOf<typeof questionsAttributes>
