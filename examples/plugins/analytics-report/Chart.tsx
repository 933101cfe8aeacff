/**
 * One day-by-day series as an accessible chart: an SVG of bars (`role="img"`, named by its title and
 * described by a sentence saying the period, the total and the highest day) and the same numbers as a
 * table under "Show as a table". Mirrored on a right-to-left page, the first day at the inline start.
 */
import { useId } from 'react'
import { useT } from 'vf/sdk'
import type { Formats } from './model'

export interface DailyChartProps {
  title: string
  /** The column heading of the values in the table. */
  unit: string
  days: readonly string[]
  values: readonly number[]
  format: (value: number) => string
  formats: Formats
}

const WIDTH = 640
const HEIGHT = 180
const TOP = 16
const BOTTOM = 24
const START = 8

export function DailyChart({ title, unit, days, values, format, formats }: DailyChartProps) {
  const { t, dir } = useT('analytics-report')
  const id = useId()
  const max = Math.max(0, ...values)
  const top = values.indexOf(max)
  const total = values.reduce((sum, v) => sum + v, 0)
  const slot = (WIDTH - 2 * START) / Math.max(1, values.length)
  const plot = HEIGHT - TOP - BOTTOM
  const inline = (x: number, width = 0) => (dir === 'rtl' ? WIDTH - x - width : x)
  const first = days[0] ?? ''
  const last = days[days.length - 1] ?? ''
  const summary =
    total > 0
      ? t('chartSummary', { from: formats.day(first), to: formats.day(last), total: format(total), max: format(max), maxDay: formats.day(days[top] ?? first) })
      : t('chartEmpty', { from: formats.day(first), to: formats.day(last) })
  return (
    <figure className="vf-report__chart" aria-labelledby={`${id}c`}>
      <figcaption id={`${id}c`}>{title}</figcaption>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${id}t ${id}d`} focusable="false">
        <title id={`${id}t`}>{title}</title>
        <desc id={`${id}d`}>{summary}</desc>
        <line className="vf-report__grid" x1={START} x2={WIDTH - START} y1={TOP} y2={TOP} />
        <line className="vf-report__grid" x1={START} x2={WIDTH - START} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} />
        <text className="vf-report__axis" x={inline(START)} y={TOP - 4} textAnchor="start" direction={dir}>
          {format(max)}
        </text>
        {values.map((value, i) => {
          const height = max > 0 ? (value / max) * plot : 0
          const width = Math.max(1, slot * 0.7)
          return <rect key={days[i]} className="vf-report__bar" x={inline(START + i * slot + slot * 0.15, width)} y={HEIGHT - BOTTOM - height} width={width} height={height} />
        })}
        <text className="vf-report__axis" x={inline(START)} y={HEIGHT - 6} textAnchor="start" direction={dir}>
          {formats.day(first)}
        </text>
        <text className="vf-report__axis" x={inline(WIDTH - START)} y={HEIGHT - 6} textAnchor="end" direction={dir}>
          {formats.day(last)}
        </text>
      </svg>
      <details>
        <summary>{t('showTable')}</summary>
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">{t('day')}</th>
              <th scope="col" className="vf-report__n">
                {unit}
              </th>
            </tr>
          </thead>
          <tbody>
            {days.map((day, i) => (
              <tr key={day}>
                <th scope="row">{formats.day(day)}</th>
                <td className="vf-report__n">{format(values[i] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
