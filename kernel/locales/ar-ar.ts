/** The base namespace, ar-ar. */
import type { BaseMessages } from './en-us'

const messages: BaseMessages = {
  settings: {
    error: {
      generic_error: 'حدث خطأ ما. يُرجى المحاولة مرة أخرى.',
      unauthorized: 'يجب عليك تسجيل الدخول للقيام بذلك.',
      error_fetching: 'تعذّر تحميل هذا المحتوى. تحقّق من اتصالك وحاول مرة أخرى.',
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
  tray: {
    title: 'ملفك الشخصي وإشعاراتك',
    open: 'افتح ملفك الشخصي وإشعاراتك',
    close: 'إغلاق اللوحة',
    tabs: { profile: 'الملف الشخصي', account: 'الحساب' },
  },
  profile: {
    title: 'ملفك الشخصي',
    sign_in_title: 'سجّل الدخول للمشاركة في النقاش',
    join_title: 'انضم إلى النقاش',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    name: 'الاسم',
    comments_made: 'التعليقات',
    likes_received: 'الإعجابات المستلمة',
  },
  account: {
    signed_out: 'سجّل الدخول لعرض حسابك.',
    verify_email: 'تحقّق من بريدك الوارد لتأكيد عنوان بريدك الإلكتروني.',
  },
}

export default messages
