/**
 * The demo site's analytics history: thirty days of page views, engagement and interactions on its
 * pages, so the report page (examples/pages/report.html) has something to show on a fresh start. Made by
 * a seeded PRNG (the same every time), relative to today; written once, as the ingest writes events.
 * Only widgets the product ships appear in it.
 */
import { createBatcher } from './analytics/batcher'
import type { EventRow } from './analytics/ingest'
import type { Db } from './db'
import { prng } from './prng'
import { DEMO_PAGES, DEMO_SECTION_UUID, DEMO_SITE_UUID } from './seed'

const DAYS = 30
const DAY_MS = 86_400_000
/** The widgets each kind of demo page holds (the shipped ones). */
const WIDGETS: Record<string, string[]> = {
  livecomments: ['vf-conversations', 'vf-conversations-count', 'vf-tray-trigger'],
  other: ['vf-tray-trigger'],
}
const KINDS = ['comment', 'reply', 'like', 'like', 'like', 'share', 'dislike'] as const

/** Writes the history unless the site has analytics already. Returns how many events it wrote. */
export async function seedAnalytics(db: Db, now = Date.now()): Promise<number> {
  const existing = await db.one('select 1 from analytics_events where section_uuid = $1::uuid limit 1', [DEMO_SECTION_UUID])
  if (existing) return 0
  const random = prng(20260121)
  const hex = (n: number) => Array.from({ length: n }, () => Math.floor(random() * 16).toString(16)).join('')
  const id = () => `${hex(8)}-${hex(4)}-4${hex(3)}-a${hex(3)}-${hex(12)}`
  const visitors = Array.from({ length: 400 }, id)
  const rows: EventRow[] = []
  const today = Math.floor(now / DAY_MS) * DAY_MS
  for (let d = DAYS - 1; d >= 0; d--) {
    const day = today - d * DAY_MS
    const weekend = [0, 6].includes(new Date(day).getUTCDay())
    for (const [index, page] of DEMO_PAGES.entries()) {
      const widgets = WIDGETS[page.type] ?? WIDGETS.other!
      // Busier pages first, a little growth over the month, quieter weekends.
      const views = Math.round((40 - index * 6) * (0.8 + (DAYS - d) / DAYS / 2) * (weekend ? 0.6 : 1) * (0.8 + random() * 0.4))
      for (let v = 0; v < views; v++) {
        const at = Math.min(day + Math.floor(random() * DAY_MS), now - 60_000)
        const visitor = visitors[Math.floor(random() * visitors.length)]!
        const session = id()
        const rq = id()
        const base = { section_uuid: DEMO_SECTION_UUID, visitor_id: visitor, session_id: session, request_id: rq, user_uuid: null, path: page.path, title: page.title }
        const common = { view: { path: page.path, title: page.title }, meta: { vid: visitor, sid: session, privilege: 'guest', site_uuid: DEMO_SITE_UUID, consent: 'flag' }, rq, w: widgets }
        const viewEid = id()
        rows.push({ ...base, name: 'view', eid: viewEid, occurred_at: new Date(at), widget: null, kind: null, engaged_ms: 0, payload: JSON.stringify({ name: 'view', eid: viewEid, ts: at, ...common }) })
        const time = Math.round(4000 + random() ** 2 * 240_000)
        const widgetTime: Record<string, number> = {}
        for (const widget of widgets) widgetTime[widget] = Math.round(time * (widget === 'vf-conversations' ? 0.3 + random() * 0.6 : 0.1 + random() * 0.2))
        const engagementEid = id()
        const engagement = { time, vftime: Math.max(...Object.values(widgetTime)), widgets, widgetTime, containerTime: {}, focuses: Math.floor(random() * 3), hiddenTime: Math.floor(random() * 30_000), commentsRead: Math.floor(time / 20_000) }
        rows.push({ ...base, name: 'engagement', eid: engagementEid, occurred_at: new Date(Math.min(at + time, now - 1000)), widget: null, kind: null, engaged_ms: time, payload: JSON.stringify({ name: 'engagement', eid: engagementEid, ts: at + time, ...common, engagement }) })
        if (page.type === 'livecomments' && random() < 0.18) {
          const kind = KINDS[Math.floor(random() * KINDS.length)]!
          const eid = id()
          const interaction = { type: kind, widget: 'vf-conversations' }
          rows.push({ ...base, name: 'interaction', eid, occurred_at: new Date(at + Math.floor(time / 2)), widget: interaction.widget, kind, engaged_ms: 0, payload: JSON.stringify({ name: 'interaction', eid, ts: at, ...common, interaction }) })
        }
      }
    }
  }
  const batcher = createBatcher(db, { maxRows: 1000, maxWaitMs: 0 })
  await batcher.add(rows)
  return rows.length
}
