/** The trending_articles namespace, pt-br. */
import type { TrendingMessages } from './en-us'

const messages: TrendingMessages = {
  title: "Artigos em alta",
  /** The recirculation list's heading: the visitor's recommended articles. */
  recirculation_title: "Recomendados para você",
  /** Under the heading: the trend window. */
  window: "Mais comentados nas últimas {{hours}} h",
  loading: "Carregando os artigos em alta…",
  failed: "Não foi possível carregar os artigos em alta.",
  retry: "Tentar novamente",
  empty: { title: "Nada em alta ainda", text: "Os artigos aparecem aqui quando os leitores os comentam." },
  /** One article's discussion within the trend window. */
  activity: "Comentários: {{n}} · últimas {{hours}} h",
}

export default messages
