/**
 * The trending plugin (document 1 §1, §2, §5, §7, §9; document 4 §5): `<vf-trending-articles>`, the
 * site's articles ranked by the discussion of the last hours, in a full, list or condensed view with or
 * without thumbnails on either side; and `<vf-content-recirculation>`, the visitor's recommended list with
 * a left thumbnail and an ad slot the page fills (`vf-ads`/`requestContentRecirculationAd`). A list renders
 * once its language, its code and the site are ready, and asks for its articles only once it is in view;
 * loading starts after 5 s even off screen (document 1 §9). Loading is the registered action
 * `trending.load`, so a page may intercept it.
 */
import type { TrendingArticle } from '../../contracts/entities/trending'
import type { Plugin } from '../../contracts/plugin'
import { trendingApi, type TrendingRequest } from './api'
import { recirculationAttributes, trendingAttributes } from './inputs'

export const TRENDING_NAMESPACE = 'trending_articles'
/** Document 1 §9: the trending list's viewport fetch timeout. */
export const TRENDING_FETCH_TIMEOUT_MS = 5000

declare module '../../contracts/actions' {
  interface Actions {
    /** A trending list's articles: `recommended` asks for the visitor's (pages they viewed left out). */
    'trending.load': { params: Omit<TrendingRequest, 'signal'>; result: TrendingArticle[] }
  }
}

export function trendingPlugin(): Plugin {
  return {
    name: 'trending',
    dependencies: ['session'],
    setup(ctx) {
      ctx.i18n.registerNamespace(TRENDING_NAMESPACE, (locale) => import(`./locales/${locale}.ts`))
      const api = trendingApi(ctx)
      ctx.actions.register('trending.load', (p) => api.list(p))
      const load = async () => (await Promise.all([import('./views/module'), ctx.i18n.load(TRENDING_NAMESPACE)]))[0]

      ctx.widgets.define({
        tag: 'vf-trending-articles',
        attributes: trendingAttributes,
        fetchTimeoutMs: TRENDING_FETCH_TIMEOUT_MS,
        skeletonHeight: 320,
        load: async () => (await load()).trendingModule(ctx),
      })
      ctx.widgets.define({
        tag: 'vf-content-recirculation',
        attributes: recirculationAttributes,
        fetchTimeoutMs: TRENDING_FETCH_TIMEOUT_MS,
        skeletonHeight: 360,
        load: async () => (await load()).recirculationModule(ctx),
      })
    },
  }
}
