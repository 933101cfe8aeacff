/** The trending_articles namespace, sr-rs. */
import type { TrendingMessages } from './en-us'

const messages: TrendingMessages = {
  title: "Popularni članci",
  /** The recirculation list's heading: the visitor's recommended articles. */
  recirculation_title: "Preporučeno za vas",
  /** Under the heading: the trend window. */
  window: "Najviše komentarisano u poslednjih {{hours}} h",
  loading: "Učitavanje popularnih članaka…",
  failed: "Popularni članci nisu mogli da se učitaju.",
  retry: "Pokušajte ponovo",
  empty: { title: "Još ništa nije popularno", text: "Članci se pojavljuju ovde kada ih čitaoci komentarišu." },
  /** One article's discussion within the trend window. */
  activity: "Komentari: {{n}} · poslednjih {{hours}} h",
}

export default messages
