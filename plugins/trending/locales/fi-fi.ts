/** The trending_articles namespace, fi-fi. */
import type { TrendingMessages } from './en-us'

const messages: TrendingMessages = {
  title: "Suosituimmat artikkelit",
  /** The recirculation list's heading: the visitor's recommended articles. */
  recirculation_title: "Suosituksia sinulle",
  /** Under the heading: the trend window. */
  window: "Keskustelluimmat viimeisten {{hours}} tunnin aikana",
  loading: "Ladataan suosituimpia artikkeleita…",
  failed: "Suosituimpia artikkeleita ei voitu ladata.",
  retry: "Yritä uudelleen",
  empty: { title: "Mikään ei ole vielä suosittua", text: "Artikkelit näkyvät täällä, kun lukijat keskustelevat niistä." },
  /** One article's discussion within the trend window. */
  activity: "Kommentteja: {{n}} · viimeiset {{hours}} t",
}

export default messages
