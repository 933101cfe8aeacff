/** The quiz namespace, ar-ar (Arabic). */
import type { QuizMessages } from './en-us'

const messages: QuizMessages = {
  title: "اختبار سريع",
  question: "كم دقيقة في ساعتين؟",
  choice: "{{minutes}} دقيقة",
  correct: "إجابة صحيحة!",
  wrong: "ليس تمامًا. حاول مرة أخرى.",
  closed: "هذا الاختبار مغلق.",
  score: "النتيجة: {{correct}} من {{answered}}",
}

export default messages
