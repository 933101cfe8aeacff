/**
 * A trending list: its heading, then — once the site is known and the list is in view — the articles as
 * links in their rank order. `full` shows each article's picture, title, summary and its recent
 * discussion; `list` the picture, title and discussion; `condensed` numbered titles. The picture sits at
 * the start or the end of the line (`left`/`right` mirror right-to-left). While loading, shapes hold the
 * reserved space and a polite status says so; a failure offers a retry; an empty list says so, or leaves
 * nothing at all when the publisher asked to hide it. Half on screen counts one analytics view; opening an
 * article is an interaction. The recirculation list publishes its ad slot for the page to fill.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import type { TrendingArticle } from '../../../contracts/entities/trending'
import type { PluginContext } from '../../../contracts/plugin'
import { isActionFailure } from '../../../kernel/actions'
import { formatShortNumber } from '../../../kernel/lib/format-number'
import { useStoreValue, useT, useWidgetLoading } from '../../../kernel/react'
import { EmptyState, ErrorState, Icon, Skeleton } from '../../ui'
import type { TrendingInputs } from '../inputs'
import { useInView } from './in-view'
import { articleHref } from './link'

const NS = 'trending_articles'

type Load = { status: 'waiting' } | { status: 'loading' } | { status: 'failed' } | { status: 'ready'; articles: TrendingArticle[] }

/** The list in the order the publisher chose: the window's discussion (the service's rank), newest, or all comments. */
export function ordered(articles: readonly TrendingArticle[], sort: TrendingInputs['sort']): TrendingArticle[] {
  if (sort === 'newest') return [...articles].sort((a, b) => b.date_published - a.date_published)
  if (sort === 'most_comments') return [...articles].sort((a, b) => b.total_visible_content - a.total_visible_content)
  return [...articles]
}

function Loading({ label, rows, view }: { label: string; rows: number; view: TrendingInputs['view'] }) {
  useWidgetLoading(true)
  return (
    <div className="vf-trending__loading">
      <p role="status" className="vf-visually-hidden">
        {label}
      </p>
      {Array.from({ length: Math.min(rows, 5) }, (_, n) => (
        <div key={n} className="vf-trending__item vf-trending__item--loading" aria-hidden="true">
          {view !== 'condensed' && <Skeleton shape="block" size="md" className="vf-trending__thumb" />}
          <div className="vf-trending__text">
            <Skeleton shape="line" width="long" />
            {view === 'full' && <Skeleton shape="line" width="medium" />}
          </div>
        </div>
      ))}
    </div>
  )
}

export function TrendingList({ ctx, inputs }: { ctx: PluginContext; inputs: TrendingInputs }) {
  const { t, locale } = useT(NS)
  const headingId = useId()
  const root = useRef<HTMLElement | null>(null)
  const ad = useRef<HTMLDivElement | null>(null)
  const siteReady = useStoreValue((s) => Boolean(s.site?.settings.section_id))
  const { entered, half } = useInView(root, siteReady)
  const [load, setLoad] = useState<Load>({ status: 'waiting' })
  const viewed = useRef(false)
  const widget = inputs.widget

  const fetchArticles = useCallback(async () => {
    setLoad({ status: 'loading' })
    const outcome = await ctx.actions.call('trending.load', { params: { limit: inputs.limit, days: inputs.days, hours: inputs.hours, ...(inputs.recirculation ? { recommended: true } : {}) } })
    if (isActionFailure(outcome)) {
      ctx.log.debug('The trending articles could not be loaded.', outcome)
      setLoad({ status: 'failed' })
    } else setLoad({ status: 'ready', articles: outcome })
  }, [ctx, inputs.days, inputs.hours, inputs.limit, inputs.recirculation])

  useEffect(() => {
    if (entered && load.status === 'waiting') void fetchArticles()
  }, [entered, fetchArticles, load.status])

  const articles = useMemo(() => (load.status === 'ready' ? ordered(load.articles, inputs.sort) : []), [load, inputs.sort])
  const shown = load.status === 'ready' && articles.length > 0

  useEffect(() => {
    if (!half || !shown || viewed.current) return
    viewed.current = true
    ctx.bus.publish('analytics', 'view', { widget, medium: inputs.medium, count: articles.length, ...(inputs.containerId ? { containerId: inputs.containerId } : {}), ...(inputs.dataId ? { dataId: inputs.dataId } : {}) })
  }, [articles.length, ctx, half, inputs.containerId, inputs.dataId, inputs.medium, shown, widget])

  useEffect(() => {
    if (shown && inputs.recirculation && ad.current) ctx.bus.publish('vf-ads', 'requestContentRecirculationAd', { element: ad.current, position: articles.length + 1, ...(inputs.containerId ? { container_id: inputs.containerId } : {}) })
  }, [articles.length, ctx, inputs.containerId, inputs.recirculation, shown])

  const opened = (article: TrendingArticle, position: number) => {
    ctx.bus.publish('analytics', 'interaction', { type: 'click', widget, medium: inputs.medium, position, url: article.url, container: article.content_container_uuid, ...(inputs.dataId ? { dataId: inputs.dataId } : {}) })
  }

  if (load.status === 'ready' && articles.length === 0 && inputs.hideWhenEmpty) return null
  const title = inputs.title || t(inputs.recirculation ? 'recirculation_title' : 'title')
  const picture = inputs.view !== 'condensed' && inputs.thumbnail ? inputs.thumbnailPosition : 'off'

  return (
    <section ref={root} className="vf-trending" data-view={inputs.view} data-thumbnail={picture} aria-labelledby={headingId}>
      <header className="vf-trending__header">
        <h2 id={headingId} className="vf-trending__title">
          <Icon name="trending-up" />
          <span>{title}</span>
        </h2>
        <p className="vf-trending__window">{t('window', { hours: inputs.hours })}</p>
      </header>
      {(load.status === 'waiting' || load.status === 'loading') && <Loading label={t('loading')} rows={inputs.limit} view={inputs.view} />}
      {load.status === 'failed' && <ErrorState title={t('failed')} onRetry={() => void fetchArticles()} retryLabel={t('retry')} />}
      {load.status === 'ready' && articles.length === 0 && <EmptyState icon="trending-up" title={t('empty.title')}>{t('empty.text')}</EmptyState>}
      {shown && (
        <ol className="vf-trending__list" aria-labelledby={headingId}>
          {articles.map((article, i) => {
            const href = articleHref(article.url, inputs.medium)
            const headline = article.title || article.url
            const body = (
              <>
                {inputs.view === 'condensed' && (
                  <span className="vf-trending__rank" aria-hidden="true">
                    {(i + 1).toLocaleString(locale)}
                  </span>
                )}
                {picture !== 'off' && (
                  <span className="vf-trending__thumb" aria-hidden="true">
                    {article.image_url ? <img src={article.image_url} alt="" loading="lazy" decoding="async" /> : <Icon name="newspaper" />}
                  </span>
                )}
                <span className="vf-trending__text">
                  <span className="vf-trending__headline">{headline}</span>
                  {inputs.view === 'full' && article.description && <span className="vf-trending__summary">{article.description}</span>}
                  {inputs.view !== 'condensed' && <span className="vf-trending__activity">{t('activity', { n: formatShortNumber(article.total_visible_contents, locale), hours: inputs.hours })}</span>}
                </span>
              </>
            )
            return (
              <li key={article.content_container_uuid} className="vf-trending__item">
                {href ? (
                  <a className="vf-trending__link" href={href} onClick={() => opened(article, i + 1)}>
                    {body}
                  </a>
                ) : (
                  <span className="vf-trending__link">{body}</span>
                )}
              </li>
            )
          })}
        </ol>
      )}
      {shown && inputs.recirculation && <div ref={ad} className="vf-trending__ad" data-position={articles.length + 1} />}
    </section>
  )
}
