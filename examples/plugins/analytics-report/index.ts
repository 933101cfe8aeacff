/**
 * The analytics report: a publisher's plugin (built like the quiz into dist/plugins/analytics-report.js)
 * that shows the site's analytics, as the reference service's report answers them, on the demo site's
 * report page (examples/pages/report.html). `<vf-analytics-report>` draws page views, engagement time and
 * interactions over time as accessible SVG charts, each with its table, for the whole site, one page or
 * one widget; the report is for the site's administrators and moderators, so a guest is asked to sign in.
 */
import type { AnalyticsReport } from '../../../contracts/analytics'
import type { Locale } from '../../../contracts/enums'
import type { NamespaceFile } from '../../../contracts/i18n'
import type { Plugin, PluginContext } from '../../../contracts/plugin'
import { attributes } from './model'
import { REPORT_CSS } from './styles'

declare module '../../../contracts/actions' {
  interface Actions {
    /** The site's report over the last `days` (7 to 90), for one page (`path`) or widget (tag) if given. */
    'analytics-report.load': { params: { days: number; path?: string; widget?: string }; result: AnalyticsReport }
  }
}

const locales: Record<Locale, () => Promise<NamespaceFile>> = {
  'ar-ar': () => import('./locales/ar-ar'),
  'da-dk': () => import('./locales/da-dk'),
  'de-de-formal': () => import('./locales/de-de-formal'),
  'de-de': () => import('./locales/de-de'),
  'en-us': () => import('./locales/en-us'),
  'es-es': () => import('./locales/es-es'),
  'fi-fi': () => import('./locales/fi-fi'),
  'fr-ca': () => import('./locales/fr-ca'),
  'fr-fr': () => import('./locales/fr-fr'),
  'it-it': () => import('./locales/it-it'),
  'nl-nl': () => import('./locales/nl-nl'),
  'pt-br': () => import('./locales/pt-br'),
  'sr-rs': () => import('./locales/sr-rs'),
}

/** The report's address: the analytics URL (its `{DOMAIN}` the site) and `/report`. */
export const reportUrl = (analytics: string, site: string) => `${analytics.replace(/\{DOMAIN\}/g, encodeURIComponent(site))}/report`

export function analyticsReportPlugin(): Plugin {
  return {
    name: 'analytics-report',
    setup(ctx: PluginContext) {
      ctx.i18n.registerNamespace('analytics-report', (locale) => locales[locale]())
      ctx.actions.register('analytics-report.load', ({ days, path, widget }) =>
        ctx.http.request<AnalyticsReport>({ url: reportUrl(ctx.config.endpoints.analytics, ctx.config.site), query: { days, path, widget } }),
      )
      ctx.widgets.define({
        tag: 'vf-analytics-report',
        attributes,
        skeletonHeight: 600,
        load: async () => {
          const [{ reactWidget, widgetServices, ensureKitStyles }, { Report }] = await Promise.all([ctx.react(), import('./Report'), ctx.i18n.load('analytics-report')])
          const widget = reactWidget(Report, widgetServices(ctx))
          return {
            mount(element, props, context) {
              ensureKitStyles(element.ownerDocument)
              ctx.styles.ensure(element.ownerDocument, 'analytics-report', REPORT_CSS)
              return widget.mount(element, props, context)
            },
          }
        },
      })
    },
  }
}
