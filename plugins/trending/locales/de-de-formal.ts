/** The trending_articles namespace, de-de-formal. */
import type { TrendingMessages } from './en-us'

const messages: TrendingMessages = {
  title: "Meistdiskutierte Artikel",
  /** The recirculation list's heading: the visitor's recommended articles. */
  recirculation_title: "Für Sie empfohlen",
  /** Under the heading: the trend window. */
  window: "Am meisten diskutiert in den letzten {{hours}} Std.",
  loading: "Die meistdiskutierten Artikel werden geladen…",
  failed: "Die meistdiskutierten Artikel konnten nicht geladen werden.",
  retry: "Erneut versuchen",
  empty: { title: "Noch wird nichts diskutiert", text: "Artikel erscheinen hier, sobald Leser sie diskutieren." },
  /** One article's discussion within the trend window. */
  activity: "Kommentare: {{n}} · letzte {{hours}} Std.",
}

export default messages
