/** The quiz namespace, fr-fr (French). */
import type { QuizMessages } from './en-us'

const messages: QuizMessages = {
  title: "Quiz express",
  question: "Combien de minutes y a-t-il dans deux heures ?",
  choice: "{{minutes}} minutes",
  correct: "Bonne réponse !",
  wrong: "Pas tout à fait. Réessayez.",
  closed: "Ce quiz est fermé.",
  score: "Score : {{correct}} sur {{answered}}",
}

export default messages
