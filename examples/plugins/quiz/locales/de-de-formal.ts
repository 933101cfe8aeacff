/** The quiz namespace, de-de-formal (German (formal)). */
import type { QuizMessages } from './en-us'

const messages: QuizMessages = {
  title: "Kurzes Quiz",
  question: "Wie viele Minuten haben zwei Stunden?",
  choice: "{{minutes}} Minuten",
  correct: "Richtig!",
  wrong: "Nicht ganz. Versuchen Sie es noch einmal.",
  closed: "Dieses Quiz ist geschlossen.",
  score: "Punkte: {{correct}} von {{answered}}",
}

export default messages
