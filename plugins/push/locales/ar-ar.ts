/** The push opt-in's namespace, ar-ar. */
import type { PushMessagesShape } from './en-us'

const messages: PushMessagesShape = {
  title: "إشعارات المتصفح",
  off: "تلقَّ إشعارًا في هذا المتصفح عندما يردّ عليك أحدهم أو عندما يكون لموضوع تتابعه جديد.",
  on: "الإشعارات مفعّلة في هذا المتصفح.",
  checking: "جارٍ فحص هذا المتصفح…",
  denied: "الإشعارات محظورة لهذا الموقع في إعدادات متصفحك. اسمح بها هناك لتفعيلها.",
  unsupported: "لا يستطيع هذا المتصفح عرض الإشعارات.",
  turn_on: "تفعيل الإشعارات",
  turn_off: "إيقاف الإشعارات",
  retry: "حاول مرة أخرى",
  failed: {
    sending: "تعذّر حفظ اشتراكك.",
    deleting: "تعذّرت إزالة اشتراكك.",
    worker: "استغرق بدء مساعد الإشعارات وقتًا طويلًا.",
    http: "تحتاج الإشعارات إلى صفحة آمنة (HTTPS) على هذا الموقع.",
    other: "تعذّر إعداد الإشعارات.",
  },
}

export default messages
