/** The trending_articles namespace, ar-ar. */
import type { TrendingMessages } from './en-us'

const messages: TrendingMessages = {
  title: "المقالات الرائجة",
  /** The recirculation list's heading: the visitor's recommended articles. */
  recirculation_title: "مقترحة لك",
  /** Under the heading: the trend window. */
  window: "الأكثر نقاشًا في آخر {{hours}} ساعة",
  loading: "جارٍ تحميل المقالات الرائجة…",
  failed: "تعذّر تحميل المقالات الرائجة.",
  retry: "حاول مرة أخرى",
  empty: { title: "لا شيء رائج بعد", text: "تظهر المقالات هنا عندما يناقشها القرّاء." },
  /** One article's discussion within the trend window. */
  activity: "التعليقات: {{n}} · آخر {{hours}} ساعة",
}

export default messages
