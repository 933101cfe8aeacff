/** The quiz namespace, fi-fi (Finnish). */
import type { QuizMessages } from './en-us'

const messages: QuizMessages = {
  title: "Pikavisa",
  question: "Montako minuuttia on kahdessa tunnissa?",
  choice: "{{minutes}} minuuttia",
  correct: "Oikein!",
  wrong: "Ei aivan. Yritä uudelleen.",
  closed: "Tämä visa on suljettu.",
  score: "Pisteet: {{correct}}/{{answered}}",
}

export default messages
