/** The livequestions namespace, ar-ar. */
import type { QuestionsMessages } from './en-us'

const messages: QuestionsMessages = {
  title: "الأسئلة",
  live: "مباشر",
  list_label: "أسئلة القرّاء",
  loading: "جارٍ تحميل الأسئلة…",
  load_failed: "تعذّر تحميل الأسئلة.",
  more: "مزيد من الأسئلة",
  empty: {
    title: "لا توجد أسئلة بعد",
    text: "اطرح السؤال الأول: تظهر الأسئلة هنا بعد أن يوافق عليها أحد المشرفين.",
  },
  unknown_author: "قارئ سابق",
  moderator_badge: "مشرف",
  sort: {
    label: "الترتيب",
    votes: "الأكثر أصواتًا",
    newest: "الأحدث",
  },
  ask: {
    label: "سؤالك",
    placeholder: "اطرح سؤالًا…",
    hint: "يوافق أحد المشرفين على الأسئلة قبل أن يراها الجميع.",
    submit: "اسأل",
    sent: "شكرًا لك! سيظهر سؤالك بعد أن يوافق عليه أحد المشرفين.",
    published: "نُشر سؤالك.",
  },
  pending: {
    own: "أسئلتك بانتظار الموافقة: {{n}}",
    moderator: "بانتظار الموافقة: {{n}}",
  },
  votes: "الأصوات: {{n}}",
  upvote: "صوّت",
  upvoted: "تم التصويت",
  answered: "تمت الإجابة",
  awaiting: "بانتظار الموافقة",
  answer_by: "إجابة من {{name}}",
  moderation: {
    label: "الإشراف",
    approve: "موافقة",
    reject: "رفض",
    answer: "إجابة",
    mark_answered: "وضع علامة «تمت الإجابة»",
    approved: "نُشر السؤال.",
    rejected: "رُفض السؤال.",
  },
  answer_form: {
    label: "إجابتك على {{name}}",
    submit: "نشر الإجابة",
    cancel: "إلغاء",
    sent: "نُشرت إجابتك.",
  },
  characters_left: "الأحرف المتبقية: {{n}}",
  arrived: "أسئلة جديدة: {{n}}",
  answered_live: "أسئلة تمت الإجابة عنها: {{n}}",
  waiting_live: "أسئلة بانتظار الموافقة: {{n}}",
  link: {
    paused: "أنت غير متصل. ستظهر الأسئلة الجديدة عند عودتك إلى الاتصال.",
    stopped: "توقفت التحديثات المباشرة: انقطع الاتصال.",
    reconnect: "إعادة الاتصال",
  },
  errors: {
    empty: "اكتب سؤالك أولًا.",
    too_long: "لا يمكن أن يتجاوز السؤال {{n}} حرفًا.",
    empty_answer: "اكتب إجابتك أولًا.",
    answer_too_long: "لا يمكن أن تتجاوز الإجابة {{n}} حرفًا.",
    already_voted: "لقد صوّتّ لهذا السؤال من قبل.",
    own_question: "لا يمكنك التصويت لسؤالك.",
    not_approved: "لم يُفتح التصويت على هذا السؤال بعد.",
  },
  refused: {
    closed: "الأسئلة مغلقة هنا.",
    banned: "غير مسموح لك بطرح الأسئلة هنا.",
    email_verification_required: "يُرجى تأكيد عنوان بريدك الإلكتروني أولًا.",
    not_moderator: "هذا متاح للمشرفين فقط.",
    other: "لا يمكنك فعل ذلك هنا.",
  },
}

export default messages
