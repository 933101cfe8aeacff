/** The tray's namespace, ar-ar. */
import type { TrayMessages } from './en-us'

const messages: TrayMessages = {
  tray: {
    title: 'ملفك الشخصي وإشعاراتك',
    open: 'افتح ملفك الشخصي وإشعاراتك',
    close: 'إغلاق اللوحة',
    unread: 'إشعارات جديدة: {{n}}',
    tabs: { profile: 'الملف الشخصي', account: 'الحساب' },
  },
  profile: {
    title: 'ملفك الشخصي',
    sign_in_title: 'سجّل الدخول للمشاركة في النقاش',
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    password_hint: 'ثمانية أحرف على الأقل.',
    name: 'الاسم',
    comments_made: 'التعليقات',
    likes_received: 'الإعجابات المستلمة',
    likes_given: 'الإعجابات المقدَّمة',
    activity: 'نشاطك',
    activity_failed: 'تعذّر تحميل نشاطك.',
    sign_up_title: 'أنشئ حسابك',
    create_account: 'إنشاء حساب',
    no_account: 'جديد هنا؟ أنشئ حسابًا',
    have_account: 'لديك حساب بالفعل؟ سجّل الدخول',
    forgot: 'هل نسيت كلمة المرور؟',
    forgot_title: 'أعد تعيين كلمة المرور',
    send_link: 'إرسال الرابط',
    reset_sent: 'إذا كان هناك حساب بهذا العنوان، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور.',
    human: 'لست روبوتًا',
    new_password: 'كلمة المرور الجديدة',
    save_password: 'حفظ كلمة المرور الجديدة',
    password_changed: 'تم تغيير كلمة المرور. يمكنك تسجيل الدخول الآن.',
    email_verified: 'تم تأكيد عنوان بريدك الإلكتروني. شكرًا لك!',
    verify_title: 'جارٍ تأكيد عنوان بريدك الإلكتروني',
    change_avatar: 'تغيير الصورة',
    remove_avatar: 'إزالة الصورة',
    avatar_changed: 'تم حفظ صورتك الجديدة.',
    avatar_removed: 'تمت إزالة صورتك.',
    avatar_missing: 'اختر صورة أولًا.',
    sign_in_elsewhere: 'سجّل الدخول بحسابك على هذا الموقع للمشاركة في النقاش.',
    refused: {
      disabled_by_settings: 'أوقف هذا الموقع هذه الميزة.',
      other: 'لا يمكن القيام بذلك بحسابك.',
    },
  },
  account: {
    signed_out: 'سجّل الدخول لعرض حسابك.',
    verify_email: 'تحقّق من بريدك الوارد لتأكيد عنوان بريدك الإلكتروني.',
    name_pending: 'اسمك الجديد، {{name}}، بانتظار موافقة المشرف. حتى ذلك الحين، يراك الآخرون باسم {{current}}.',
    name_rejected: 'لم يوافق المشرف على اسمك الجديد. ما زلت تظهر باسم {{current}}، ويمكنك اختيار اسم آخر من الإعدادات.',
  },
}

export default messages
