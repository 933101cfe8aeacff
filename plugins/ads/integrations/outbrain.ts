/**
 * Outbrain (document 3 §5, §7, §9): its script on demand, then the page's recommendations asked for
 * (`OBR.extern.callRecs`) and drawn by us as links: each doc's thumbnail, its title cut to 70 characters
 * with an ellipsis (the whole title on hover or focus, and always for assistive technology), and its
 * source's name. An answer with nothing to show is a render failure.
 */
import { ErrorCode, VfError } from '../../../kernel/errors'
import type { AdJob } from './types'

export const OUTBRAIN_TITLE_MAX = 70
/** The most cards a frame holds (its reserved size does not grow). */
const MAX_CARDS = 3

/** A title cut to `max` characters (whole code points) plus an ellipsis; a shorter one unchanged. */
export function cutTitle(title: string, max = OUTBRAIN_TITLE_MAX): string {
  const chars = Array.from(title.trim())
  return chars.length > max ? `${chars.slice(0, max).join('').trimEnd()}…` : chars.join('')
}

interface OutbrainDoc {
  content: string
  url: string
  source: string
  thumbnail: string | undefined
}

function docsOf(answer: unknown): OutbrainDoc[] {
  const docs = (answer as { doc?: unknown } | null)?.doc
  if (!Array.isArray(docs)) return []
  const out: OutbrainDoc[] = []
  for (const raw of docs) {
    const doc = raw as { content?: unknown; url?: unknown; source_display_name?: unknown; thumbnail?: { url?: unknown } }
    if (typeof doc?.content !== 'string' || !doc.content.trim() || typeof doc.url !== 'string') continue
    let href: URL
    try {
      href = new URL(doc.url)
    } catch {
      continue
    }
    if (href.protocol !== 'https:' && href.protocol !== 'http:') continue
    const thumb = typeof doc.thumbnail?.url === 'string' && /^https?:/i.test(doc.thumbnail.url) ? doc.thumbnail.url : undefined
    out.push({ content: doc.content.trim(), url: href.href, source: typeof doc.source_display_name === 'string' ? doc.source_display_name.trim().slice(0, 100) : '', thumbnail: thumb })
  }
  return out
}

/** The title of a card: cut, and whole while the pointer is on it or it has the focus. */
function title(document: Document, text: string, link: HTMLAnchorElement): HTMLElement {
  const visible = document.createElement('span')
  visible.className = 'vf-ad-outbrain__title'
  visible.setAttribute('aria-hidden', 'true')
  const cut = cutTitle(text)
  visible.textContent = cut
  const whole = document.createElement('span')
  whole.className = 'vf-ad__sr'
  whole.textContent = text
  if (cut !== text) {
    const expand = () => {
      visible.textContent = text
      link.dataset.expanded = 'true'
    }
    const collapse = () => {
      if (link.matches(':hover') || document.activeElement === link) return
      visible.textContent = cut
      delete link.dataset.expanded
    }
    link.addEventListener('mouseenter', expand)
    link.addEventListener('focus', expand)
    link.addEventListener('mouseleave', collapse)
    link.addEventListener('blur', collapse)
  }
  const wrap = document.createElement('span')
  wrap.className = 'vf-ad-outbrain__text'
  wrap.append(visible, whole)
  return wrap
}

export function renderOutbrain(document: Document, frame: HTMLElement, docs: readonly OutbrainDoc[]) {
  const list = document.createElement('ul')
  list.className = 'vf-ad-outbrain'
  for (const doc of docs.slice(0, MAX_CARDS)) {
    const item = document.createElement('li')
    const link = document.createElement('a')
    link.className = 'vf-ad-outbrain__link'
    link.href = doc.url
    link.rel = 'sponsored noopener noreferrer'
    link.target = '_blank'
    if (doc.thumbnail) {
      const img = document.createElement('img')
      img.className = 'vf-ad-outbrain__thumb'
      img.src = doc.thumbnail
      img.alt = ''
      img.loading = 'lazy'
      img.decoding = 'async'
      link.append(img)
    }
    const text = title(document, doc.content, link)
    if (doc.source) {
      const source = document.createElement('span')
      source.className = 'vf-ad-outbrain__source'
      source.dir = 'auto'
      source.textContent = doc.source
      text.append(source)
    }
    link.append(text)
    item.append(link)
    list.append(item)
  }
  frame.replaceChildren(list)
}

export async function outbrain(job: AdJob): Promise<void> {
  await job.load()
  const callRecs = job.host.OBR?.extern?.callRecs
  if (typeof callRecs !== 'function') throw new VfError(ErrorCode.Unsupported, 'outbrain called but OBR.extern is not present after loading')
  const answer = await new Promise<unknown>((resolve) => callRecs.call(job.host.OBR!.extern, { permalink: job.pageUrl, widgetId: job.adId, ...(job.adId2 ? { installationKey: job.adId2 } : {}) }, resolve))
  const docs = docsOf(answer)
  if (docs.length === 0) throw new VfError(ErrorCode.InvalidResponse, 'outbrain answered no recommendations for this page')
  renderOutbrain(job.frame.ownerDocument, job.frame, docs)
}
