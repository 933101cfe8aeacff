/** The trending_articles namespace, en-us: the source every other locale must match key for key. */
const messages = {
  title: "Trending articles",
  /** The recirculation list's heading: the visitor's recommended articles. */
  recirculation_title: "Recommended for you",
  /** Under the heading: the trend window. */
  window: "Most discussed in the last {{hours}} h",
  loading: "Loading the trending articles…",
  failed: "The trending articles could not be loaded.",
  retry: "Try again",
  empty: { title: "Nothing is trending yet", text: "Articles appear here as readers discuss them." },
  /** One article's discussion within the trend window. */
  activity: "Comments: {{n}} · last {{hours}} h",
}

/** The shape every locale's trending_articles namespace has. */
export type TrendingMessages = typeof messages
export default messages
