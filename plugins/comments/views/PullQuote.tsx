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
import { Avatar, ensureKitStyles, Icon, ShortNumber } from '../../ui'
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
        <div className="vf-pull-quote__by">
          <Avatar name={name} src={author?.pic_small} decorative size="xs" />
          <bdi className="vf-pull-quote__author">{name}</bdi>
        </div>
        <span className="vf-pull-quote__stat">
          <Icon name="thumbs-up" />
          {t('pull_quote.likes')} <ShortNumber value={item.total_likes} />
        </span>
        <span className="vf-pull-quote__stat">
          <Icon name="message-circle" />
          {t('pull_quote.replies')} <ShortNumber value={item.total_replies} />
        </span>
        {href && (
          <a className="vf-pull-quote__link" href={href}>
            {t('pull_quote.link')}
            <Icon name="chevron-right" />
          </a>
        )}
      </figcaption>
    </figure>
  )
}

/**
 * In the design system's tokens and the comments' look: the accent rule on the quote's inline-start
 * side, the author's picture and name, the counts with the comment row's icons. Logical properties only:
 * right-to-left mirrors (the link's arrow too); the dark theme and a publisher's values apply.
 */
const CSS = `
.vf-pull-quote{margin:0;display:grid;gap:var(--vf-space-3);padding-block:var(--vf-space-3);padding-inline:var(--vf-space-5) var(--vf-space-3);border-inline-start:4px solid var(--vf-accent)}
.vf-pull-quote__label{margin:0;color:var(--vf-muted);font-size:var(--vf-font-size-sm);font-weight:600}
.vf-pull-quote__quote{margin:0}
.vf-pull-quote__quote p{margin:0;font-size:var(--vf-font-size-xl);line-height:1.35;font-style:italic;overflow-wrap:anywhere}
.vf-pull-quote__caption{display:flex;flex-wrap:wrap;align-items:center;gap:var(--vf-space-2) var(--vf-space-4);color:var(--vf-muted);font-size:var(--vf-font-size-sm);font-variant-numeric:tabular-nums}
.vf-pull-quote__by{display:inline-flex;align-items:center;gap:var(--vf-space-2);min-inline-size:0}
.vf-pull-quote__author{color:var(--vf-text);font-weight:600}
.vf-pull-quote__stat{display:inline-flex;align-items:center;gap:var(--vf-space-1)}
.vf-pull-quote__link{display:inline-flex;align-items:center;gap:var(--vf-space-1);color:var(--vf-accent);font-weight:600;text-decoration:none}
.vf-pull-quote__link:hover{text-decoration:underline}
.vf-pull-quote__link:focus-visible{outline:2px solid var(--vf-focus);outline-offset:2px;border-radius:var(--vf-radius)}
[dir="rtl"] .vf-pull-quote__link .vf-icon{scale:-1 1}
`

/** The pull quote widget's view; the plugin asks for the highlight once, as the widget mounts (summaries.ts). */
export function pullQuoteModule(ctx: PluginContext): WidgetModule<PullQuoteInputs> {
  const services = widgetServices(ctx)
  return {
    mount(element, inputs, context) {
      ctx.styles.ensure(element.ownerDocument, 'pull-quote', CSS)
      ensureKitStyles(element.ownerDocument)
      return reactWidget<PullQuoteInputs>(() => <PullQuote id={context.instanceId} inputs={inputs} />, services).mount(element, inputs, context)
    },
  }
}
