/** The quiz's question and attributes, shared by the plugin and its view. */
import type { AttributeSchema, PropsOf } from '../../../contracts/widgets'

/** How a reader has done so far on this page. */
export interface QuizScore {
  answered: number
  correct: number
}

/** The question's choices, in minutes; the right one is two hours. */
export const CHOICES = [60, 120, 200] as const
export const RIGHT_CHOICE = 120

/** `<vf-quiz vf-quiz-id="…" show-score="false">`: parsed once by the kernel, handed to the view typed. */
export const attributes = {
  'vf-quiz-id': { kind: 'text', max: 100, default: 'quiz', prop: 'quizId' },
  'show-score': { kind: 'boolean', default: true, prop: 'showScore' },
} as const satisfies AttributeSchema
export type QuizProps = PropsOf<typeof attributes>
