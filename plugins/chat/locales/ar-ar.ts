/** The livechat namespace, ar-ar. */
import type { ChatMessages } from './en-us'

const messages: ChatMessages = {
  title: "دردشة مباشرة",
  live: "مباشر",
  list_label: "رسائل الدردشة",
  loading: "جارٍ تحميل الدردشة…",
  load_failed: "تعذّر تحميل الدردشة.",
  closed: "انتهت هذه الدردشة. شكرًا على مشاركتك.",
  open_chat: "فتح الدردشة",
  close_chat: "إغلاق الدردشة",
  load_older: "تحميل الرسائل السابقة",
  start: "هذه بداية الدردشة.",
  empty: {
    title: "لا توجد رسائل بعد",
    text: "ألقِ التحية: ستظهر رسالتك هنا للجميع.",
  },
  unknown_author: "قارئ سابق",
  moderator_badge: "مشرف",
  reply_to: "ردًا على {{name}}: {{text}}",
  reply_to_gone: "ردًا على رسالة تمت إزالتها",
  disabled: "مخفية عن القرّاء",
  removed: "تمت إزالة الرسالة.",
  banned: "لم يعد بإمكان {{name}} الكتابة في هذه الدردشة.",
  fresh: "رسائل جديدة: {{n}}",
  arrived: "رسائل جديدة: {{n}}",
  typing: {
    one: "{{name}} يكتب…",
    two: "{{a}} و{{b}} يكتبان…",
    many: "{{a}} و{{n}} آخرون يكتبون…",
  },
  link: {
    paused: "أنت غير متصل. ستظهر الرسائل الجديدة عند عودتك إلى الاتصال.",
    stopped: "توقفت الرسائل المباشرة: انقطع الاتصال.",
    reconnect: "إعادة الاتصال",
  },
  actions: {
    menu: "إجراءات رسالة {{name}}",
    reply: "رد",
    remove: "إزالة",
    disable: "إخفاء عن القرّاء",
    enable: "إظهار للقرّاء",
    ban: "حظر من هذه الدردشة",
  },
  confirm: {
    remove_title: "هل تريد إزالة هذه الرسالة؟",
    remove_text: "ستختفي رسالة {{name}} لدى الجميع.",
    ban_title: "هل تريد حظر {{name}} من هذه الدردشة؟",
    ban_text: "سيظل بإمكان {{name}} قراءة الدردشة، لكن لن يتمكن من الكتابة فيها.",
    cancel: "إلغاء",
  },
  message_label: "رسالتك",
  reply_label: "ردك على {{name}}",
  replying_to: "ردًا على {{name}}",
  cancel_reply: "إلغاء الرد",
  placeholder: "اكتب رسالة…",
  send: "إرسال",
  characters_left: "الأحرف المتبقية: {{n}}",
  errors: {
    empty: "اكتب شيئًا أولًا.",
    too_long: "يمكن أن تتكون الرسالة من {{n}} حرفًا كحد أقصى.",
  },
  refused: {
    closed: "انتهت هذه الدردشة.",
    banned: "غير مسموح لك بالكتابة هنا.",
    email_verification_required: "يرجى تأكيد عنوان بريدك الإلكتروني أولًا.",
    not_moderator: "يمكن للمشرفين فقط القيام بذلك.",
    other: "لا يمكنك القيام بذلك هنا.",
  },
}

export default messages
