/**
 * Page metadata (document 4 §5): each `vf:*` meta value falls back to the matching Open Graph, Twitter
 * or article value, then to the document itself. Values are untrusted page text: whitespace collapsed and
 * cut to 500 characters (document 3 §5).
 */
import { cutMeta } from '../lib/truncate'
import { isContainerId } from '../widgets/attributes'

/** The metadata the product reads from a publisher's page. */
export interface PageMetadata {
  url: string
  title: string
  description: string
  image_url: string
  image_alt: string
  page_type: string
  section: string
  topics: string[]
  owners: string[]
  author: string
  lang: string
  domain: string
  unique_id: string
  /** `vf:container_id` when it is a container id (document 4 §5: 1–200 characters, no spaces or special characters), else ''. */
  container_id: string
  ads_enabled: boolean
}

/** Where each value is looked for, in order. `name:` reads `<meta name>`, `property:` reads `<meta property>`. */
const SOURCES = {
  url: ['vf:url', 'og:url', 'twitter:url'],
  title: ['vf:title', 'og:title', 'twitter:title'],
  description: ['vf:description', 'og:description', 'twitter:description', 'description'],
  image_url: ['vf:image', 'og:image', 'og:image:url', 'twitter:image'],
  image_alt: ['vf:image:alt', 'og:image:alt', 'twitter:image:alt'],
  page_type: ['vf:type', 'og:type'],
  section: ['vf:section', 'article:section'],
  author: ['vf:author', 'article:author', 'author'],
  lang: ['vf:lang', 'og:locale'],
  domain: ['vf:domain'],
  unique_id: ['vf:unique_id'],
  container_id: ['vf:container_id'],
} as const

/** All values of `<meta name=key>` or `<meta property=key>`, in document order. */
export function metaValues(doc: Document, key: string): string[] {
  const values: string[] = []
  for (const meta of doc.querySelectorAll('meta')) {
    if (meta.getAttribute('name') === key || meta.getAttribute('property') === key) {
      const content = meta.getAttribute('content')
      if (content !== null && content.trim() !== '') values.push(cutMeta(content))
    }
  }
  return values
}

function first(doc: Document, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const [value] = metaValues(doc, key)
    if (value !== undefined) return value
  }
  return undefined
}

/** A page-level container id must have the same form as a widget's; any other value names no discussion. */
const containerIdOf = (value: string | undefined): string => (isContainerId(value) ? value : '')

/** Reads the page's metadata with every fallback of document 4 §5. */
export function readMetadata(doc: Document, href: string): PageMetadata {
  const location = new URL(href)
  const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? undefined
  const topics = [...metaValues(doc, 'vf:topic'), ...metaValues(doc, 'article:tag')]
  const adsDisabled = first(doc, ['vf:ads-disabled'])
  return {
    url: first(doc, SOURCES.url) ?? (canonical ? cutMeta(canonical) : cutMeta(location.href)),
    title: first(doc, SOURCES.title) ?? cutMeta(doc.title ?? ''),
    description: first(doc, SOURCES.description) ?? '',
    image_url: first(doc, SOURCES.image_url) ?? '',
    image_alt: first(doc, SOURCES.image_alt) ?? '',
    page_type: first(doc, SOURCES.page_type) ?? 'article',
    section: first(doc, SOURCES.section) ?? '',
    topics: [...new Set(topics)],
    owners: metaValues(doc, 'vf:owner'),
    author: first(doc, SOURCES.author) ?? '',
    lang: first(doc, SOURCES.lang) ?? cutMeta(doc.documentElement.getAttribute('lang') ?? ''),
    domain: first(doc, SOURCES.domain) ?? location.hostname,
    unique_id: first(doc, SOURCES.unique_id) ?? '',
    container_id: containerIdOf(first(doc, SOURCES.container_id)),
    ads_enabled: !(adsDisabled === 'true' || adsDisabled === '1'),
  }
}
