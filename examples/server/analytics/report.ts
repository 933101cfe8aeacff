/**
 * A site's analytics report (contracts/analytics.ts `AnalyticsReport`): its stored events over the last
 * days, day by day, per page and per widget. Engagement per widget comes from each engagement event's
 * `widgetTime` (the ms each widget was on screen while the reader was engaged).
 */
import type { AnalyticsReport, AnalyticsReportDay } from '../../../contracts/analytics'
import type { Db } from '../db'

export interface ReportQuery {
  sectionUuid: string
  /** How many days back, today included. */
  days: number
  path?: string
  widget?: string
  now?: number
}

const DAY_MS = 86_400_000
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)
const num = (value: unknown) => Number(value ?? 0) || 0

export async function analyticsReport(db: Db, query: ReportQuery): Promise<AnalyticsReport> {
  const today = Math.floor((query.now ?? Date.now()) / DAY_MS) * DAY_MS
  const from = today - (query.days - 1) * DAY_MS
  const to = today + DAY_MS
  const params: unknown[] = [query.sectionUuid, new Date(from), new Date(to)]
  let where = 'section_uuid = $1::uuid and occurred_at >= $2::timestamptz and occurred_at < $3::timestamptz'
  if (query.path) {
    params.push(query.path)
    where += ` and path = $${params.length}`
  }
  // With a widget: its own engagement and interactions, and the views of pages that held it.
  let widget = ''
  let engaged = `sum(engaged_ms) filter (where name = 'engagement')`
  let interacted = `count(*) filter (where name = 'interaction')`
  let viewed = `name = 'view'`
  if (query.widget) {
    params.push(query.widget)
    widget = `$${params.length}`
    engaged = `sum(coalesce((payload->'engagement'->'widgetTime'->>${widget})::bigint, 0)) filter (where name = 'engagement')`
    interacted = `count(*) filter (where name = 'interaction' and widget = ${widget})`
    viewed = `name = 'view' and payload->'w' ? ${widget}`
  }

  const [daily, pages, widgets, kinds] = await Promise.all([
    db.query<{ day: string; views: string; visitors: string; engaged: string | null; interactions: string }>(
      `select to_char(occurred_at at time zone 'UTC', 'YYYY-MM-DD') as day,
              count(*) filter (where ${viewed}) as views,
              count(distinct visitor_id) filter (where ${viewed}) as visitors,
              ${engaged} as engaged,
              ${interacted} as interactions
       from analytics_events where ${where} group by 1`,
      params,
    ),
    db.query<{ path: string; title: string; views: string; engaged: string | null; interactions: string }>(
      `select path, max(title) as title, count(*) filter (where ${viewed}) as views, ${engaged} as engaged, ${interacted} as interactions
       from analytics_events where ${where} group by path order by 3 desc, 4 desc nulls last, path limit 20`,
      params,
    ),
    db.query<{ widget: string; engaged: string | null; interactions: string; views: string }>(
      `with times as (
         select w.key as widget, sum(w.value::bigint) as engaged from analytics_events, jsonb_each_text(payload->'engagement'->'widgetTime') w
         where ${where} and name = 'engagement' and jsonb_typeof(payload->'engagement'->'widgetTime') = 'object' group by 1),
       acts as (select widget, count(*) as interactions from analytics_events where ${where} and name = 'interaction' and widget is not null group by 1),
       views as (select v.value as widget, count(*) as views from analytics_events, jsonb_array_elements_text(payload->'w') v
         where ${where} and name = 'view' and jsonb_typeof(payload->'w') = 'array' group by 1)
       select coalesce(t.widget, a.widget, v.widget) as widget, coalesce(t.engaged, 0) as engaged, coalesce(a.interactions, 0) as interactions, coalesce(v.views, 0) as views
       from times t full join acts a on a.widget = t.widget full join views v on v.widget = coalesce(t.widget, a.widget)
       order by 2 desc, 3 desc, 1`,
      // Every widget, whichever the report is for: without the widget's parameter.
      query.widget ? params.slice(0, -1) : params,
    ),
    db.query<{ kind: string; count: string }>(
      `select kind, count(*) as count from analytics_events where ${where} and name = 'interaction' and kind is not null ${query.widget ? `and widget = ${widget}` : ''}
       group by kind order by 2 desc, 1`,
      params,
    ),
  ])

  const byDay = new Map(daily.map((row) => [row.day, row]))
  const days: AnalyticsReportDay[] = []
  for (let t = from; t < to; t += DAY_MS) {
    const row = byDay.get(dayOf(t))
    days.push({ day: dayOf(t), views: num(row?.views), visitors: num(row?.visitors), engagedMs: num(row?.engaged), interactions: num(row?.interactions) })
  }
  const visitors = await db.one<{ n: string }>(`select count(distinct visitor_id) as n from analytics_events where ${where} and ${viewed}`, params)
  return {
    from: dayOf(from),
    to: dayOf(today),
    filter: { ...(query.path ? { path: query.path } : {}), ...(query.widget ? { widget: query.widget } : {}) },
    totals: {
      views: days.reduce((sum, d) => sum + d.views, 0),
      visitors: num(visitors?.n),
      engagedMs: days.reduce((sum, d) => sum + d.engagedMs, 0),
      interactions: days.reduce((sum, d) => sum + d.interactions, 0),
    },
    daily: days,
    pages: pages.filter((p) => num(p.views) || num(p.engaged) || num(p.interactions)).map((p) => ({ path: p.path, title: p.title, views: num(p.views), engagedMs: num(p.engaged), interactions: num(p.interactions) })),
    widgets: widgets.map((w) => ({ widget: w.widget, engagedMs: num(w.engaged), interactions: num(w.interactions), views: num(w.views) })),
    interactionTypes: kinds.map((k) => ({ type: k.kind, count: num(k.count) })),
  }
}
