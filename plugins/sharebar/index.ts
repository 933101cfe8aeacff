/**
 * The legacy share bar and share total (document 1 §1–§2, document 4 §4–§5), kept for older pages:
 * `<vf-sharebar>` — links that share the page on Facebook, X, LinkedIn, WhatsApp and by e-mail, a copy of
 * its address and, where the device has one, its own share sheet — and `<vf-share-total>`, how many times
 * the page was shared. A v1 `<div class="vf-widget" data-widget="sharebar">` (or `sharetotal`) becomes
 * them, its `data-url` and `data-title` carried over. What is shared is the page's canonical address (the
 * comment-share parameters removed). Each share publishes `share`/`clicked` (network, button), is counted
 * by the service (`sharebar.share`) and updates every share total of that address on the page. The site's
 * `enable_sharebar` switch, when turned off, leaves the bar out.
 */
import type { ShareNetwork, ShareTotals } from '../../contracts/entities/shares'
import type { Plugin } from '../../contracts/plugin'
import { requireParam } from '../../kernel/lib/required'

export const SHAREBAR_NAMESPACE = 'sharebar'

export interface SharebarState {
  /** Known totals by canonical address. */
  totals: Record<string, ShareTotals>
}

declare module '../../contracts/store' {
  interface StoreSlices {
    /** The share bar plugin's: the share totals read or counted on this page, by address. */
    sharebar: SharebarState
  }
}

declare module '../../contracts/actions' {
  interface Actions {
    /** Counts one share of `url` through `network`; answers the address's totals. */
    'sharebar.share': { params: { url: string; network: ShareNetwork }; result: ShareTotals }
    /** The share totals of `url`. */
    'sharebar.totals': { params: { url: string }; result: ShareTotals }
  }
}

const text = (max: number) => ({ kind: 'text', max }) as const

export function sharebarPlugin(): Plugin {
  return {
    name: 'sharebar',
    dependencies: ['session'],
    setup(ctx) {
      ctx.i18n.registerNamespace(SHAREBAR_NAMESPACE, (locale) => import(`./locales/${locale}.ts`))
      const slice = ctx.store.slice('sharebar', { totals: {} } as SharebarState)
      const base = () => `${ctx.config.endpoints.root}/v4/shares/${requireParam(ctx.store.getState().site?.settings.section_id, 'section id')}`
      const known = (totals: ShareTotals) => {
        slice.update((draft) => void (draft.totals[totals.url] = totals))
        return totals
      }
      ctx.actions.register('sharebar.share', async (p) => known(await ctx.http.request<ShareTotals>({ method: 'POST', url: base(), json: { url: p.url, network: p.network } })))
      ctx.actions.register('sharebar.totals', async (p) => known(await ctx.http.request<ShareTotals>({ url: base(), query: { url: p.url } })))

      const load = async () => (await Promise.all([import('./views/module'), ctx.i18n.load(SHAREBAR_NAMESPACE)]))[0]
      ctx.widgets.define({
        tag: 'vf-sharebar',
        attributes: { url: text(2000), title: text(300) },
        legacy: { widget: 'sharebar', attributes: { 'data-url': 'url', 'data-title': 'title' } },
        skeletonHeight: 48,
        siteSwitch: 'enable_sharebar',
        load: async () => (await load()).sharebarModule(ctx),
      })
      ctx.widgets.define({
        tag: 'vf-share-total',
        attributes: { url: text(2000) },
        legacy: { widget: 'sharetotal', attributes: { 'data-url': 'url' } },
        skeletonHeight: 24,
        load: async () => (await load()).shareTotalModule(ctx, slice),
      })
    },
  }
}
