/** A started product with the session and live questions plugins on a page, against the in-memory reference service (test/support/widget-product.ts). */
import type { Plugin } from '../../../contracts/plugin'
import { questionsPlugin, type QuestionsOptions } from '../../../plugins/questions'
import type { FakeTimers } from '../../support/fake-timers'
import type { serviceFetch } from '../../support/service-fetch'
import { startWidgetProduct, type StartedWidget } from '../../support/widget-product'

export { rendered } from '../../support/widget-product'
export type Started = StartedWidget

export const QUESTIONS = '<vf-livequestions vf-container-id="park-questions" limit="3" pagination-limit="2"></vf-livequestions>'

export const startQuestions = (api: ReturnType<typeof serviceFetch>, html = QUESTIONS, options: { plugins?: (timers: FakeTimers) => Plugin[]; questions?: (timers: FakeTimers) => QuestionsOptions; head?: string } = {}): Promise<Started> =>
  startWidgetProduct(api, { href: 'http://localhost:8080/questions.html', html, ...(options.head ? { head: options.head } : {}), ...(options.plugins ? { plugins: options.plugins } : {}), plugin: (timers) => questionsPlugin(options.questions?.(timers)) })
