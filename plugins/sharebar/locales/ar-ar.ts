/** The sharebar namespace, ar-ar. */
import type { SharebarMessages } from './en-us'

const messages: SharebarMessages = {
  label: "شارك هذه الصفحة",
  email: "البريد الإلكتروني",
  by_email: "شارك عبر البريد الإلكتروني",
  /** A network's link (its name is the brand's). */
  on_network: "شارك على {{network}} (يفتح نافذة جديدة)",
  copy: "نسخ الرابط",
  more: "خيارات أخرى",
  copied: "تم نسخ الرابط.",
  /** The clipboard refused: the address is shown to copy by hand. */
  copy_yourself: "انسخ هذا الرابط:",
  address: "عنوان الصفحة",
  total: "المشاركات: {{n}}",
}

export default messages
