/** The trending_articles namespace, nl-nl. */
import type { TrendingMessages } from './en-us'

const messages: TrendingMessages = {
  title: "Populaire artikelen",
  /** The recirculation list's heading: the visitor's recommended articles. */
  recirculation_title: "Aanbevolen voor jou",
  /** Under the heading: the trend window. */
  window: "Meest besproken in de afgelopen {{hours}} uur",
  loading: "Populaire artikelen laden…",
  failed: "De populaire artikelen konden niet worden geladen.",
  retry: "Opnieuw proberen",
  empty: { title: "Nog niets populair", text: "Artikelen verschijnen hier zodra lezers erover praten." },
  /** One article's discussion within the trend window. */
  activity: "Reacties: {{n}} · afgelopen {{hours}} uur",
}

export default messages
