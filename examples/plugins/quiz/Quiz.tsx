/** The quiz's view: the question, its choices (the UI kit's buttons), the verdict and the tally. */
import { useState } from 'react'
import { Button, useAction, useStoreValue, useT, type WidgetViewProps } from 'vf/sdk'
import { CHOICES, type QuizProps } from './model'

export function Quiz({ props }: WidgetViewProps<QuizProps>) {
  const { t } = useT('quiz')
  const [answer, state] = useAction('quiz.answer')
  const score = useStoreValue((s) => s.quiz)
  // `react` resolves to the product's React too: the last choice stays pressed.
  const [chosen, setChosen] = useState<number>()
  const verdict = state.failure ? t('closed') : state.result ? t(state.result.correct ? 'correct' : 'wrong') : ''
  return (
    <section className="vf-quiz" aria-labelledby={`vf-quiz-${props.quizId}`}>
      <h2 id={`vf-quiz-${props.quizId}`}>{t('title')}</h2>
      <p>{t('question')}</p>
      <div className="vf-quiz__choices">
        {CHOICES.map((minutes) => (
          <Button
            key={minutes}
            busy={state.pending}
            aria-pressed={chosen === minutes}
            onClick={() => {
              setChosen(minutes)
              void answer({ quizId: props.quizId, choice: minutes })
            }}
          >
            {t('choice', { minutes })}
          </Button>
        ))}
      </div>
      <p className="vf-quiz__verdict" role="status" aria-live="polite">
        {verdict}
      </p>
      {props.showScore && score ? <p className="vf-quiz__score">{t('score', { correct: score.correct, answered: score.answered })}</p> : null}
    </section>
  )
}
