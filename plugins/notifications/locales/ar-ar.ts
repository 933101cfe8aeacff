/** The notifications' namespace, ar-ar. */
import type { NotificationsMessages } from './en-us'

const messages: NotificationsMessages = {
  feed: {
    tab: "الإشعارات",
    title: "الإشعارات",
    loading: "جارٍ تحميل إشعاراتك…",
    empty: "لا توجد إشعارات بعد",
    empty_hint: "ستظهر هنا الردود على تعليقاتك والإعجابات والمتابعون الجدد.",
  },
  buckets: {
    today: "اليوم",
    yesterday_to_today: "أمس",
    older: "سابقًا",
  },
  item: {
    someone: "شخص ما",
    reply: "ردّ {{name}} على تعليقك",
    reply_others: "ردّ {{name}} و{{n}} آخرون على تعليقك",
    like: "أُعجب {{name}} بتعليقك",
    like_others: "أُعجب {{name}} و{{n}} آخرون بتعليقك",
    follow: "بدأ {{name}} بمتابعتك",
    follow_others: "بدأ {{name}} و{{n}} آخرون بمتابعتك",
    subscribed_page_content: "علّق {{name}} على صفحة تتابعها",
    subscribed_page_content_others: "علّق {{name}} و{{n}} آخرون على صفحة تتابعها",
    subscribed_user_content: "نشر {{name}}، الذي تتابعه، تعليقًا",
    subscribed_user_content_others: "نشر {{name}} و{{n}} آخرون ممن تتابعهم تعليقات",
    trending_article: "مقال رائج الآن: شارك في النقاش",
    trending_article_others: "مقالات رائجة الآن: شارك في النقاش",
  },
  status: {
    new: "جديد",
    unread: "غير مقروء",
  },
  actions: {
    mark_read: "تعليم كمقروء: {{what}}",
    delete: "حذف الإشعار: {{what}}",
    mark_all_read: "تعليم الكل كمقروء",
  },
  live: {
    one: "إشعار جديد: {{what}}",
    many: "إشعارات جديدة: {{n}}",
  },
  errors: {
    mark: "تعذّر تعليم الإشعار. يُرجى المحاولة مرة أخرى.",
    delete: "تعذّر حذف الإشعار. يُرجى المحاولة مرة أخرى.",
  },
  community: {
    tab: "المجتمع",
    title: "مجتمعك",
    followers: "المتابِعون: {{n}}",
    following: "تتابعهم: {{n}}",
    muted: "المكتومون: {{n}}",
    no_followers: "لا أحد يتابعك بعد.",
    no_following: "لا تتابع أحدًا بعد.",
    no_muted: "لم تكتم أحدًا.",
    someone: "شخص ما",
    follow: "متابعة",
    follow_back: "متابعة بالمثل",
    unfollow: "إلغاء المتابعة",
    mute: "كتم",
    unmute: "إلغاء الكتم",
    failed: "لم ينجح ذلك. يُرجى المحاولة مرة أخرى.",
  },
}

export default messages
