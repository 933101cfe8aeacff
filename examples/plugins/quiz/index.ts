/**
 * The quiz: a third-party plugin, written as a publisher would write one — from `contracts/` and the
 * README alone — and built by build.mjs into its own file, dist/plugins/quiz.js, which a page installs with
 * `vf.plugins.use(quizPlugin())` (examples/pages/plugin-demo.html). It shows one of everything a plugin may
 * declare: a React widget with typed attributes (`<vf-quiz>`, rendered with the product's React through
 * `vf/sdk`, never a copy of its own), an interceptable action (`quiz.answer`), a store slice (`quiz`), a
 * bus event (`quiz`/`answered`), a public call (`vf.quiz.score()`), a translation namespace in 13 locales
 * and its CSS — all of it gone with `vf.plugins.remove('quiz')`.
 */
import type { Plugin, PluginContext } from '../../../contracts/plugin'
import type { Locale } from '../../../contracts/enums'
import { attributes, RIGHT_CHOICE, type QuizScore } from './model'

declare module '../../../contracts/actions' {
  interface Actions {
    /** Answers the quiz's question with one of its choices; says whether it was right. */
    'quiz.answer': { params: { quizId: string; choice: number }; result: { correct: boolean } }
  }
}
declare module '../../../contracts/events' {
  interface Events {
    /** The quiz plugin's events: a reader answered (examples/plugins/quiz). */
    quiz: { answered: [quizId: string, correct: boolean] }
  }
}
declare module '../../../contracts/store' {
  interface StoreSlices {
    /** The quiz plugin's tally (examples/plugins/quiz). */
    quiz: QuizScore
  }
}

const CSS =
  '.vf-quiz{display:block;padding:1rem;border:1px solid var(--vf-border,#ccc);border-radius:.5rem}' +
  '.vf-quiz__choices{display:flex;gap:.5rem;flex-wrap:wrap;margin:.75rem 0}' +
  '.vf-quiz__verdict{font-weight:600}'

/** Each locale's words, one lazily loaded file each. */
const locales: Record<Locale, () => Promise<{ default: Record<string, string> }>> = {
  'ar-ar': () => import('./locales/ar-ar'),
  'da-dk': () => import('./locales/da-dk'),
  'de-de-formal': () => import('./locales/de-de-formal'),
  'de-de': () => import('./locales/de-de'),
  'en-us': () => import('./locales/en-us'),
  'es-es': () => import('./locales/es-es'),
  'fi-fi': () => import('./locales/fi-fi'),
  'fr-ca': () => import('./locales/fr-ca'),
  'fr-fr': () => import('./locales/fr-fr'),
  'it-it': () => import('./locales/it-it'),
  'nl-nl': () => import('./locales/nl-nl'),
  'pt-br': () => import('./locales/pt-br'),
  'sr-rs': () => import('./locales/sr-rs'),
}

export function quizPlugin(): Plugin {
  return {
    name: 'quiz',
    publicApi: { paths: ['quiz.score'] },
    setup(ctx: PluginContext) {
      const score = ctx.store.slice('quiz', { answered: 0, correct: 0 })
      ctx.i18n.registerNamespace('quiz', (locale) => locales[locale]())
      ctx.actions.register('quiz.answer', ({ quizId, choice }) => {
        const correct = choice === RIGHT_CHOICE
        score.update((draft) => {
          draft.answered += 1
          if (correct) draft.correct += 1
        })
        ctx.bus.publish('quiz', 'answered', quizId, correct)
        return { correct }
      })
      ctx.api.expose('quiz.score', (): QuizScore => ({ ...(ctx.store.getState().quiz ?? { answered: 0, correct: 0 }) }))
      ctx.widgets.define({
        tag: 'vf-quiz',
        attributes,
        load: async () => {
          // The product's React SDK and the view (whose imports of vf/sdk it binds), then the words.
          const [{ reactWidget, widgetServices, ensureKitStyles }, { Quiz }] = await Promise.all([ctx.react(), import('./Quiz'), ctx.i18n.load('quiz')])
          const widget = reactWidget(Quiz, widgetServices(ctx))
          return {
            mount(element, props, context) {
              ctx.styles.ensure(element.ownerDocument, 'quiz', CSS)
              // The UI kit's sheet (its buttons' look), placed once for every widget that uses the kit.
              ensureKitStyles(element.ownerDocument)
              return widget.mount(element, props, context)
            },
          }
        },
      })
    },
  }
}
