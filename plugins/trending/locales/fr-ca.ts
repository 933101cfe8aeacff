/** The trending_articles namespace, fr-ca. */
import type { TrendingMessages } from './en-us'

const messages: TrendingMessages = {
  title: "Articles populaires",
  /** The recirculation list's heading: the visitor's recommended articles. */
  recirculation_title: "Recommandés pour vous",
  /** Under the heading: the trend window. */
  window: "Les plus commentés des {{hours}} dernières heures",
  loading: "Chargement des articles populaires…",
  failed: "Impossible de charger les articles populaires.",
  retry: "Réessayer",
  empty: { title: "Rien n’est populaire pour l’instant", text: "Les articles apparaissent ici quand les lecteurs en discutent." },
  /** One article's discussion within the trend window. */
  activity: "Commentaires : {{n}} · {{hours}} dernières h",
}

export default messages
