/** The quiz namespace, sr-rs (Serbian). */
import type { QuizMessages } from './en-us'

const messages: QuizMessages = {
  title: "Brzi kviz",
  question: "Koliko minuta ima u dva sata?",
  choice: "{{minutes}} minuta",
  correct: "Tačno!",
  wrong: "Ne baš. Pokušajte ponovo.",
  closed: "Ovaj kviz je zatvoren.",
  score: "Rezultat: {{correct}} od {{answered}}",
}

export default messages
