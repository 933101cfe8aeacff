/**
 * The pull quote (document 1 §2): one highlighted comment of a page's conversation — the most liked, the
 * most replied or the editor's pick — cut at a word to the maximum length, with its author, its counts
 * and a link that opens the conversation at it. Nothing to show (an unknown, empty or hidden
 * conversation, no pick, no likes yet, a failed call) renders nothing: an article never shows an empty box.
 */
import { useEffect, useRef } from 'react'
import type { PluginContext } from '../../../contracts/plugin'
import type { WidgetModule } from '../../../contracts/widgets'
import { ELLIPSIS } from '../../../kernel/lib/truncate'
import { reactWidget, useServices, useStoreValue, useT, widgetServices } from '../../../kernel/react'
import { ShortNumber } from '../../ui'
import type { PullQuoteInputs, PullQuoteType } from '../inputs'

/**
 * `text` on one line, cut to at most `max` characters (the ellipsis included) at the end of a word; a
 * single word longer than the limit is cut inside it. Never splits a surrogate pair.
 */
export function cutAtWord(text: string, max: number): string {
  const whole = text.replace(/\s+/g, ' ').trim()
  const chars = Array.from(whole)
  if (chars.length <= max) return whole
  if (max <= 1) return max === 1 ? ELLIPSIS : ''
  const room = chars.slice(0, max - 1)
  let end = room.length
  if (chars[end] !== ' ') {
    const space = room.lastIndexOf(' ')
    if (space > 0) end = space
  }
  return room.slice(0, end).join('').replace(/[\s,;:.!?…–—-]+$/u, '') + ELLIPSIS
}

const LABELS: Record<PullQuoteType, string> = { likes: 'pull_quote.most_liked', replies: 'pull_quote.most_replied', 'editors pick': 'pull_quote.editors_pick' }

export interface PullQuoteProps {
  /** The widget's instance id: the plugin keeps its highlight under it (summaries.ts). */
  id: string
  inputs: PullQuoteInputs
}

export function PullQuote({ id, inputs }: PullQuoteProps) {
  const { t, ready } = useT('conversations')
  const { bus } = useServices()
  const found = useStoreValue((s) => s.comments?.highlights?.[id])
  const announced = useRef(false)
  const shown = ready && !!found
  useEffect(() => {
    if (!shown || announced.current) return
    announced.current = true
    bus.publish('quote', 'loaded')
  }, [shown, bus])
  if (!shown) return null

  const { item, author, href } = found
  const name = author?.name ?? t('unknown_author')
  return (
    <figure className="vf-pull-quote" aria-labelledby={`${id}-label`}>
      {/* The publisher's own title keeps its own direction in a widget of the other direction. */}
      <p id={`${id}-label`} className="vf-pull-quote__label" {...(inputs.title ? { dir: 'auto' } : {})}>
        {inputs.title ?? t(LABELS[inputs.type])}
      </p>
      <blockquote className="vf-pull-quote__quote" {...(href ? { cite: href } : {})}>
        <p dir="auto">{cutAtWord(item.content, inputs.maxCharacters)}</p>
      </blockquote>
      <figcaption className="vf-pull-quote__caption">
        <bdi className="vf-pull-quote__author">{name}</bdi>
        <span>
          {t('pull_quote.likes')} <ShortNumber value={item.total_likes} />
        </span>
        <span>
          {t('pull_quote.replies')} <ShortNumber value={item.total_replies} />
        </span>
        {href && (
          <a className="vf-pull-quote__link" href={href}>
            {t('pull_quote.link')}
          </a>
        )}
      </figcaption>
    </figure>
  )
}

/** Logical properties and theme variables only: right-to-left and the dark theme work as they do elsewhere. */
const CSS = `
.vf-pull-quote{margin:0;display:grid;gap:var(--vf-unit);padding-block:calc(var(--vf-unit)*1.2);padding-inline:calc(var(--vf-unit)*2) calc(var(--vf-unit)*1.2);border-inline-start:4px solid var(--vf-accent)}
.vf-pull-quote__label{margin:0;color:var(--vf-muted);font-size:.875em;font-weight:600}
.vf-pull-quote__quote{margin:0}
.vf-pull-quote__quote p{margin:0;font-size:1.25em;line-height:1.4;font-style:italic;overflow-wrap:anywhere}
.vf-pull-quote__caption{display:flex;flex-wrap:wrap;align-items:baseline;gap:calc(var(--vf-unit)*0.5) calc(var(--vf-unit)*1.2);color:var(--vf-muted);font-size:.875em;font-variant-numeric:tabular-nums}
.vf-pull-quote__author{color:var(--vf-fg);font-weight:600}
.vf-pull-quote__link{color:var(--vf-accent)}
`

/** The pull quote widget's view; the plugin asks for the highlight once, as the widget mounts (summaries.ts). */
export function pullQuoteModule(ctx: PluginContext): WidgetModule<PullQuoteInputs> {
  const services = widgetServices(ctx)
  return {
    mount(element, inputs, context) {
      ctx.styles.ensure(element.ownerDocument, 'pull-quote', CSS)
      return reactWidget<PullQuoteInputs>(() => <PullQuote id={context.instanceId} inputs={inputs} />, services).mount(element, inputs, context)
    },
  }
}
