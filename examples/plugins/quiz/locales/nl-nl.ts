/** The quiz namespace, nl-nl (Dutch). */
import type { QuizMessages } from './en-us'

const messages: QuizMessages = {
  title: "Snelle quiz",
  question: "Hoeveel minuten zitten er in twee uur?",
  choice: "{{minutes}} minuten",
  correct: "Goed zo!",
  wrong: "Niet helemaal. Probeer het opnieuw.",
  closed: "Deze quiz is gesloten.",
  score: "Score: {{correct}} van {{answered}}",
}

export default messages
