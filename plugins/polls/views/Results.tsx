/**
 * A poll's results: one row per option with its label, its share of the voters and its count in words
 * (each bar's value is said, never shown by the bar or a colour alone), a bar (`<meter>`, hidden from
 * assistive technology since the words say it), and the reader's own choice marked by a tick and
 * "Your choice". In a multiple-choice poll the shares are of the voters, so they may add up past 100 %.
 */
import { Icon } from '../../ui'
import { percentOf, type Poll } from '../contract'
import { countText, percentText } from './format'

export function Results({ poll, t, locale }: { poll: Poll; t: (key: string, options?: Record<string, unknown>) => string; locale: string }) {
  const voters = poll.total_voters ?? 0
  const top = Math.max(0, ...poll.options.map((o) => o.votes ?? 0))
  return (
    <ul className="vf-poll__results" aria-label={t('results_label')}>
      {poll.options.map((option) => {
        const votes = option.votes ?? 0
        const chosen = poll.voted.includes(option.option_uuid)
        return (
          <li key={option.option_uuid} className="vf-poll__result" data-chosen={chosen || undefined} data-leading={(top > 0 && votes === top) || undefined}>
            <p className="vf-poll__line">
              <span className="vf-poll__label">
                {chosen && <Icon name="check" />}
                <span dir="auto">{option.label}</span>
                {chosen && <span className="vf-poll__yours">{t('your_choice')}</span>}
              </span>
              <span className="vf-poll__value">{t('share', { percent: percentText(votes, voters, locale), votes: countText(votes, locale) })}</span>
            </p>
            <meter className="vf-poll__bar" aria-hidden="true" min={0} max={100} value={percentOf(votes, voters)} />
          </li>
        )
      })}
    </ul>
  )
}
