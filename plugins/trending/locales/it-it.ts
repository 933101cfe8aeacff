/** The trending_articles namespace, it-it. */
import type { TrendingMessages } from './en-us'

const messages: TrendingMessages = {
  title: "Articoli di tendenza",
  /** The recirculation list's heading: the visitor's recommended articles. */
  recirculation_title: "Consigliati per te",
  /** Under the heading: the trend window. */
  window: "I più commentati nelle ultime {{hours}} ore",
  loading: "Caricamento degli articoli di tendenza…",
  failed: "Impossibile caricare gli articoli di tendenza.",
  retry: "Riprova",
  empty: { title: "Ancora nessuna tendenza", text: "Gli articoli compaiono qui quando i lettori ne discutono." },
  /** One article's discussion within the trend window. */
  activity: "Commenti: {{n}} · ultime {{hours}} h",
}

export default messages
