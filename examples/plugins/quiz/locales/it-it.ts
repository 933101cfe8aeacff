/** The quiz namespace, it-it (Italian). */
import type { QuizMessages } from './en-us'

const messages: QuizMessages = {
  title: "Quiz veloce",
  question: "Quanti minuti ci sono in due ore?",
  choice: "{{minutes}} minuti",
  correct: "Esatto!",
  wrong: "Non proprio. Riprova.",
  closed: "Questo quiz è chiuso.",
  score: "Punteggio: {{correct}} su {{answered}}",
}

export default messages
