/** The quiz namespace, pt-br (Portuguese (Brazil)). */
import type { QuizMessages } from './en-us'

const messages: QuizMessages = {
  title: "Quiz rápido",
  question: "Quantos minutos há em duas horas?",
  choice: "{{minutes}} minutos",
  correct: "Correto!",
  wrong: "Não exatamente. Tente de novo.",
  closed: "Este quiz está encerrado.",
  score: "Pontuação: {{correct}} de {{answered}}",
}

export default messages
