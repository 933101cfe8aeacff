/** The base namespace, ar-ar. */
import type { BaseMessages } from './en-us'

const messages: BaseMessages = {
  settings: {
    error: {
      generic_error: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
      unauthorized: 'يجب عليك تسجيل الدخول للقيام بذلك.',
      error_fetching: 'تعذّر الوصول إلى الخدمة. تحقّق من اتصالك وحاول مرة أخرى.',
      retry_after: 'الطلبات كثيرة جدًا الآن. يُرجى المحاولة مرة أخرى {{when}}.',
    },
  },
  time: { now: 'الآن' },
  actions: {
    cancel: 'إلغاء',
    close: 'إغلاق',
    save: 'حفظ',
    submit: 'إرسال',
    retry: 'إعادة المحاولة',
    load_more: 'تحميل المزيد',
    show_more: 'عرض المزيد',
    sign_in: 'تسجيل الدخول',
    sign_up: 'إنشاء حساب',
    log_out: 'تسجيل الخروج',
  },
  dialog: { close: 'إغلاق مربع الحوار' },
  report: { reason: "لماذا تبلّغ عنه؟", spam: "رسائل مزعجة", abuse: "إساءة أو تحرش", off_topic: "خارج الموضوع", other: "سبب آخر", submit: "إرسال البلاغ" },
  badge: { moderator: 'مشرف', trusted: 'موثوق' },
  status: {
    loading: 'جارٍ التحميل…',
    offline: 'أنت غير متصل. سيتم إرسال التغييرات عند إعادة الاتصال.',
    success: 'تم',
    error: 'خطأ',
    warning: 'تحذير',
    info: 'معلومات',
  },
  widget: {
    loading: 'جارٍ تحميل النقاش…',
    failed: 'تعذّر تحميل هذا القسم.',
  },
  ban: {
    login_banned: 'هذا الحساب محظور من تسجيل الدخول.',
    banned_from_posting: 'هذا الحساب محظور من النشر.',
    signup_banned: 'التسجيل غير مسموح به لهذا العنوان.',
    reason: 'السبب: {{reason}}',
    until: 'ينتهي الحظر في {{date}}.',
    permanent: 'الحظر دائم.',
  },
}

export default messages
