/** The trending_articles namespace, da-dk. */
import type { TrendingMessages } from './en-us'

const messages: TrendingMessages = {
  title: "Populære artikler",
  /** The recirculation list's heading: the visitor's recommended articles. */
  recirculation_title: "Anbefalet til dig",
  /** Under the heading: the trend window. */
  window: "Mest debatteret de seneste {{hours}} t",
  loading: "Indlæser populære artikler…",
  failed: "De populære artikler kunne ikke indlæses.",
  retry: "Prøv igen",
  empty: { title: "Intet er populært endnu", text: "Artikler vises her, når læserne debatterer dem." },
  /** One article's discussion within the trend window. */
  activity: "Kommentarer: {{n}} · seneste {{hours}} t",
}

export default messages
