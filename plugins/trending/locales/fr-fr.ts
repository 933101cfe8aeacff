/** The trending_articles namespace, fr-fr. */
import type { TrendingMessages } from './en-us'

const messages: TrendingMessages = {
  title: "Articles tendance",
  /** The recirculation list's heading: the visitor's recommended articles. */
  recirculation_title: "Recommandés pour vous",
  /** Under the heading: the trend window. */
  window: "Les plus commentés ces {{hours}} dernières heures",
  loading: "Chargement des articles tendance…",
  failed: "Impossible de charger les articles tendance.",
  retry: "Réessayer",
  empty: { title: "Aucune tendance pour le moment", text: "Les articles apparaissent ici lorsque les lecteurs en discutent." },
  /** One article's discussion within the trend window. */
  activity: "Commentaires : {{n}} · {{hours}} dernières h",
}

export default messages
