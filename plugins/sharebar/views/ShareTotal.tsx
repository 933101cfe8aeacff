/**
 * The legacy share total: how many times the page's canonical address was shared, in the reader's
 * numbers; it follows the shares made on this page. Publishes `share-total`/`loaded` once read. A total
 * that cannot be read is left out (the count is decoration; the console says why).
 */
import { useEffect, useSyncExternalStore } from 'react'
import type { PluginContext, Slice } from '../../../contracts/plugin'
import { isActionFailure } from '../../../kernel/actions'
import { formatShortNumber } from '../../../kernel/lib/format-number'
import { useStoreValue, useT, useWidgetLoading } from '../../../kernel/react'
import { Icon } from '../../ui'
import type { SharebarState } from '../index'
import { sharedUrl } from './targets'

export function ShareTotal({ ctx, slice, url: given }: { ctx: PluginContext; slice: Slice<SharebarState>; url: string | undefined }) {
  const { t, locale } = useT('sharebar')
  const page = useStoreValue((s) => s.page)
  const url = sharedUrl(given, page?.cleanUrl || page?.url || (typeof location === 'undefined' ? '' : location.href))
  const totals = useSyncExternalStore(slice.subscribe, () => slice.getState().totals[url])
  useWidgetLoading(!totals)
  useEffect(() => {
    let live = true
    void ctx.actions.call('sharebar.totals', { params: { url } }).then((outcome) => {
      if (!live) return
      if (isActionFailure(outcome)) ctx.log.warn('The share total could not be read.', outcome)
      else ctx.bus.publish('share-total', 'loaded')
    })
    return () => {
      live = false
    }
  }, [ctx, url])
  if (!totals) return null
  return (
    <p className="vf-share-total">
      <Icon name="share" />
      <span>{t('total', { n: formatShortNumber(totals.total, locale) })}</span>
    </p>
  )
}
