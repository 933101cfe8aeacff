/** The paywall namespace, ar-ar. */
import type { PaywallMessages } from './en-us'

const messages: PaywallMessages = {
  anonymous: {
    /** The wall in place of "load more" for an anonymous visitor. */
    title: "تابع قراءة النقاش",
    text: "لقد قرأت التعليقات المتاحة للزوار. اشترك أو سجّل الدخول لقراءتها كلها والمشاركة.",
  },
  registered: {
    /** The wall in place of the post or reply form for a registered user without posts left. */
    title: "لقد استخدمت تعليقاتك حاليًا",
    /** n: days until the reset period ends. */
    text: "الأيام المتبقية حتى تتمكن من التعليق مجددًا: {{n}}",
    text_later: "يمكنك التعليق مجددًا عند انتهاء فترة إعادة التعيين.",
  },
  /** The provider's offer (its button), where it takes the product's words. */
  subscribe: "اشترك",
  sign_in: "تسجيل الدخول",
  /** The warning above the forms while posts remain (n: how many). */
  remaining: "التعليقات المتبقية قبل حاجز المشتركين: {{n}}",
}

export default messages
