/**
 * The report: the period (7, 30 or 90 days), the page and the widget it is for; the totals; page views,
 * engagement time and interactions day by day as charts with their tables; the pages, the widgets and
 * the kinds of interaction as tables. A guest is asked to sign in (the product's own sign-in), and the
 * report loads once they have. What arrives is said by a polite status line.
 */
import { useEffect, useMemo, useState } from 'react'
import type { AnalyticsReport } from '../../../contracts/analytics'
import { Button, EmptyState, ErrorState, SegmentedControl, Select, Skeleton, useAction, useBusEvent, usePublish, useT, type WidgetViewProps } from 'vf/sdk'
import { DailyChart } from './Chart'
import { formats as makeFormats, kindKey, PERIODS, widgetKey, type Formats, type ReportProps } from './model'

/** The HTTP status a failed load ended with (0: no answer). */
const statusOf = (failure: unknown): number => {
  const cause = failure && typeof failure === 'object' ? (failure as { cause?: { error_status?: unknown } }).cause : undefined
  return typeof cause?.error_status === 'number' ? cause.error_status : 0
}

export function Report({ props }: WidgetViewProps<ReportProps>) {
  const { t, locale, dir } = useT('analytics-report')
  const [load, state] = useAction('analytics-report.load')
  const publish = usePublish()
  const [days, setDays] = useState<string>(props.days)
  const [path, setPath] = useState('')
  const [widget, setWidget] = useState('')
  // The pages and widgets to choose from: those of the whole site's report, kept while one is chosen.
  const [choices, setChoices] = useState<{ pages: AnalyticsReport['pages']; widgets: string[] }>()
  const [asked, setAsked] = useState(0)
  const formats = useMemo(() => makeFormats(locale), [locale])

  useEffect(() => {
    let live = true
    void load({ days: Number(days), ...(path ? { path } : {}), ...(widget ? { widget } : {}) }).then((answer) => {
      if (!live || !answer || 'error' in answer) return
      if (!path && !widget) setChoices({ pages: answer.pages, widgets: answer.widgets.map((w) => w.widget) })
    })
    return () => {
      live = false
    }
  }, [days, path, widget, asked, load])
  // Signed in (through the tray the sign-in request opened): the report is theirs to see now.
  useBusEvent('login', 'success', () => setAsked((n) => n + 1))

  const report = state.result
  const status = state.failure ? statusOf(state.failure) : 0
  const widgetName = (tag: string) => {
    const key = widgetKey(tag)
    return key ? t(key) : tag
  }

  const filters = (
    <div className="vf-report__filters">
      <SegmentedControl aria-label={t('period')} value={days} onChange={setDays} options={PERIODS.map((p) => ({ value: p, label: t(`period${p}`) }))} />
      <Select label={t('page')} value={path} onChange={setPath} options={[{ value: '', label: t('allPages') }, ...(choices?.pages ?? []).map((p) => ({ value: p.path, label: p.title || p.path }))]} />
      <Select label={t('widget')} value={widget} onChange={setWidget} options={[{ value: '', label: t('allWidgets') }, ...(choices?.widgets ?? []).map((w) => ({ value: w, label: widgetName(w) }))]} />
    </div>
  )

  let body
  if (status === 401) {
    body = (
      <EmptyState
        icon="user"
        title={t('signInTitle')}
        action={<Button variant="primary" onClick={() => publish('authentication', 'required', { trigger: 'analytics-report', method: 'login' })}>{t('signIn')}</Button>}
      >
        {t('signInText')}
      </EmptyState>
    )
  } else if (status === 403) {
    body = (
      <EmptyState icon="user" title={t('forbiddenTitle')}>
        {t('forbiddenText')}
      </EmptyState>
    )
  } else if (state.failure) {
    body = <ErrorState title={t('error')} onRetry={() => setAsked((n) => n + 1)} retrying={state.pending} />
  } else if (!report) {
    body = (
      <div>
        <Skeleton shape="block" size="lg" width="full" />
        <Skeleton shape="line" width="long" />
        <Skeleton shape="line" width="medium" />
      </div>
    )
  } else {
    body = <Loaded report={report} formats={formats} widgetName={widgetName} />
  }

  return (
    <section className="vf-report" aria-labelledby="vf-report-title" dir={dir} aria-busy={state.pending}>
      <h2 id="vf-report-title">{t('title')}</h2>
      <p>{t('intro')}</p>
      {status !== 401 && status !== 403 ? filters : null}
      <p className="vf-visually-hidden" role="status" aria-live="polite">
        {state.pending ? t('loading') : report ? t('summary', { views: formats.number(report.totals.views), visitors: formats.number(report.totals.visitors), engaged: formats.duration(report.totals.engagedMs), interactions: formats.number(report.totals.interactions), from: formats.day(report.from), to: formats.day(report.to) }) : ''}
      </p>
      {body}
    </section>
  )
}

function Loaded({ report, formats, widgetName }: { report: AnalyticsReport; formats: Formats; widgetName: (tag: string) => string }) {
  const { t } = useT('analytics-report')
  const days = report.daily.map((d) => d.day)
  if (!report.totals.views && !report.totals.engagedMs && !report.totals.interactions) return <EmptyState icon="eye" title={t('noData')} />
  const kindName = (kind: string) => {
    const key = kindKey(kind)
    return key ? t(key) : kind
  }
  return (
    <>
      <dl className="vf-report__totals">
        {(
          [
            ['views', formats.number(report.totals.views)],
            ['visitors', formats.number(report.totals.visitors)],
            ['engagement', formats.duration(report.totals.engagedMs)],
            ['interactions', formats.number(report.totals.interactions)],
          ] as const
        ).map(([key, value]) => (
          <div className="vf-report__total" key={key}>
            <dt>{t(key)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <DailyChart title={t('chartViews')} unit={t('views')} days={days} values={report.daily.map((d) => d.views)} format={formats.number} formats={formats} />
      <DailyChart title={t('chartEngagement')} unit={t('engagement')} days={days} values={report.daily.map((d) => d.engagedMs)} format={formats.duration} formats={formats} />
      <DailyChart title={t('chartInteractions')} unit={t('interactions')} days={days} values={report.daily.map((d) => d.interactions)} format={formats.number} formats={formats} />
      <table>
        <caption>{t('pages')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('page')}</th>
            <th scope="col" className="vf-report__n">{t('views')}</th>
            <th scope="col" className="vf-report__n">{t('engagement')}</th>
            <th scope="col" className="vf-report__n">{t('interactions')}</th>
          </tr>
        </thead>
        <tbody>
          {report.pages.map((page) => (
            <tr key={page.path}>
              <th scope="row" dir="auto">{page.title || page.path}</th>
              <td className="vf-report__n">{formats.number(page.views)}</td>
              <td className="vf-report__n">{formats.duration(page.engagedMs)}</td>
              <td className="vf-report__n">{formats.number(page.interactions)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table>
        <caption>{t('widgets')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('widget')}</th>
            <th scope="col" className="vf-report__n">{t('views')}</th>
            <th scope="col" className="vf-report__n">{t('engagement')}</th>
            <th scope="col" className="vf-report__n">{t('interactions')}</th>
          </tr>
        </thead>
        <tbody>
          {report.widgets.map((w) => (
            <tr key={w.widget}>
              <th scope="row">{widgetName(w.widget)}</th>
              <td className="vf-report__n">{formats.number(w.views)}</td>
              <td className="vf-report__n">{formats.duration(w.engagedMs)}</td>
              <td className="vf-report__n">{formats.number(w.interactions)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.interactionTypes.length ? (
        <table>
          <caption>{t('kinds')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('kind')}</th>
              <th scope="col" className="vf-report__n">{t('count')}</th>
            </tr>
          </thead>
          <tbody>
            {report.interactionTypes.map((k) => (
              <tr key={k.type}>
                <th scope="row">{kindName(k.type)}</th>
                <td className="vf-report__n">{formats.number(k.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  )
}
