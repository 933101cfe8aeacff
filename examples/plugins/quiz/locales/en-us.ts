/** The quiz namespace, en-us: the words every other locale translates. */
const messages = {
  title: "Quick quiz",
  question: "How many minutes are there in two hours?",
  choice: "{{minutes}} minutes",
  correct: "Correct!",
  wrong: "Not quite. Try again.",
  closed: "This quiz is closed.",
  score: "Score: {{correct}} of {{answered}}",
}

export type QuizMessages = Record<keyof typeof messages, string>
export default messages
