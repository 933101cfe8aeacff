/**
 * The legacy share bar: one group of links (each network's sharing page, in a new window; e-mail in the
 * reader's mail program), a button that copies the address and, where the device has a share sheet, one
 * that opens it. Every share publishes `share`/`clicked` (network, `sharebar`) and an analytics
 * interaction, and is counted. What the copy did is said in a polite status; when the clipboard refuses,
 * the address is shown selected for the reader to copy.
 */
import { useEffect, useRef, useState } from 'react'
import type { ShareNetwork } from '../../../contracts/entities/shares'
import type { PluginContext } from '../../../contracts/plugin'
import { isOn } from '../../../kernel/lib/settings'
import { useStoreValue, useT } from '../../../kernel/react'
import { Button, Icon } from '../../ui'
import { BRAND, LINK_NETWORKS, shareHref, sharedUrl } from './targets'

const NS = 'sharebar'
export const BUTTON = 'sharebar'

async function copy(doc: Document | undefined, text: string): Promise<boolean> {
  const clipboard = doc?.defaultView?.navigator?.clipboard
  if (!clipboard || typeof clipboard.writeText !== 'function') return false
  try {
    await clipboard.writeText(text)
    return true
  } catch {
    return false
  }
}

export function ShareBar({ ctx, url: given, title: givenTitle }: { ctx: PluginContext; url: string | undefined; title: string | undefined }) {
  const { t } = useT(NS)
  const enabled = useStoreValue((s) => isOn(s.site?.settings.enable_sharebar, true))
  const page = useStoreValue((s) => s.page)
  const root = useRef<HTMLDivElement | null>(null)
  const [copied, setCopied] = useState<'copied' | 'refused' | undefined>()
  const href = page?.cleanUrl || page?.url || (typeof location === 'undefined' ? '' : location.href)
  const url = sharedUrl(given, href)
  const title = givenTitle || page?.title || ''
  const nativeShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function'

  useEffect(() => {
    if (enabled) ctx.bus.publish('sharebar', 'loaded')
  }, [ctx, enabled])

  const shared = (network: ShareNetwork) => {
    ctx.bus.publish('share', 'clicked', network, BUTTON)
    ctx.bus.publish('analytics', 'interaction', { type: 'share', widget: 'vf-sharebar', network, url })
    void ctx.actions.call('sharebar.share', { params: { url, network } }).then((outcome) => {
      if (outcome && typeof outcome === 'object' && 'error' in outcome) ctx.log.debug('A share could not be counted.', outcome)
    })
  }

  if (!enabled) return null
  return (
    <div ref={root} className="vf-sharebar">
      <ul className="vf-sharebar__list" aria-label={t('label')}>
        {LINK_NETWORKS.map((network) => {
          const name = network === 'email' ? t('email') : BRAND[network]
          return (
            <li key={network}>
              <a
                className="vf-sharebar__link vf-button"
                data-network={network}
                href={shareHref(network, url, title)}
                {...(network === 'email' ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                aria-label={network === 'email' ? t('by_email') : t('on_network', { network: name })}
                onClick={() => shared(network)}
              >
                <Icon name={network === 'email' ? 'mail' : 'share'} />
                <span>{name}</span>
              </a>
            </li>
          )
        })}
        <li>
          <Button
            className="vf-sharebar__link"
            data-network="copy"
            onClick={() => {
              shared('copy')
              void copy(root.current?.ownerDocument, url).then((ok) => setCopied(ok ? 'copied' : 'refused'))
            }}
          >
            <Icon name="link" />
            <span>{t('copy')}</span>
          </Button>
        </li>
        {nativeShare && (
          <li>
            <Button
              className="vf-sharebar__link"
              data-network="native"
              onClick={() => {
                shared('native')
                void navigator.share({ url, ...(title ? { title } : {}) }).catch(() => undefined)
              }}
            >
              <Icon name="share" />
              <span>{t('more')}</span>
            </Button>
          </li>
        )}
      </ul>
      <p role="status" className={copied === 'refused' ? 'vf-sharebar__copy' : 'vf-visually-hidden'}>
        {copied === 'copied' && t('copied')}
        {copied === 'refused' && (
          <>
            <span>{t('copy_yourself')}</span> <input className="vf-sharebar__address" readOnly value={url} aria-label={t('address')} onFocus={(e) => e.currentTarget.select()} />
          </>
        )}
      </p>
    </div>
  )
}
