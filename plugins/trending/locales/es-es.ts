/** The trending_articles namespace, es-es. */
import type { TrendingMessages } from './en-us'

const messages: TrendingMessages = {
  title: "Artículos más comentados",
  /** The recirculation list's heading: the visitor's recommended articles. */
  recirculation_title: "Recomendado para ti",
  /** Under the heading: the trend window. */
  window: "Lo más comentado en las últimas {{hours}} h",
  loading: "Cargando los artículos más comentados…",
  failed: "No se han podido cargar los artículos más comentados.",
  retry: "Reintentar",
  empty: { title: "Todavía no hay tendencias", text: "Los artículos aparecen aquí cuando los lectores los comentan." },
  /** One article's discussion within the trend window. */
  activity: "Comentarios: {{n}} · últimas {{hours}} h",
}

export default messages
