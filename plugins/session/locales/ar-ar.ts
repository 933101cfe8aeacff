/** The session plugin's namespace, ar-ar. */
import type { SessionMessages } from './en-us'

const messages: SessionMessages = {
  profile: {
    forgot_title: 'أعد تعيين كلمة المرور',
    new_password: 'كلمة المرور الجديدة',
    save_password: 'حفظ كلمة المرور الجديدة',
    password_changed: 'تم تغيير كلمة المرور. يمكنك تسجيل الدخول الآن.',
    email_verified: 'تم تأكيد عنوان بريدك الإلكتروني. شكرًا لك!',
    verify_title: 'جارٍ تأكيد عنوان بريدك الإلكتروني',
    avatar_missing: 'اختر صورة أولًا.',
    name_missing: 'اكتب اسمًا أولًا.',
    refused: {
      disabled_by_settings: 'أوقف هذا الموقع هذه الميزة.',
      other: 'لا يمكن القيام بذلك بحسابك.',
    },
  },
}

export default messages
