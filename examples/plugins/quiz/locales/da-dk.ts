/** The quiz namespace, da-dk (Danish). */
import type { QuizMessages } from './en-us'

const messages: QuizMessages = {
  title: "Hurtig quiz",
  question: "Hvor mange minutter er der på to timer?",
  choice: "{{minutes}} minutter",
  correct: "Rigtigt!",
  wrong: "Ikke helt. Prøv igen.",
  closed: "Denne quiz er lukket.",
  score: "Point: {{correct}} af {{answered}}",
}

export default messages
