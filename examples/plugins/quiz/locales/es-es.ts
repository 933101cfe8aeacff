/** The quiz namespace, es-es (Spanish). */
import type { QuizMessages } from './en-us'

const messages: QuizMessages = {
  title: "Prueba rápida",
  question: "¿Cuántos minutos hay en dos horas?",
  choice: "{{minutes}} minutos",
  correct: "¡Correcto!",
  wrong: "No exactamente. Inténtalo de nuevo.",
  closed: "Esta prueba está cerrada.",
  score: "Puntuación: {{correct}} de {{answered}}",
}

export default messages
