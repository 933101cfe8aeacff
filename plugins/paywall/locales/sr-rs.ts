/** The paywall namespace, sr-rs. */
import type { PaywallMessages } from './en-us'

const messages: PaywallMessages = {
  anonymous: {
    /** The wall in place of "load more" for an anonymous visitor. */
    title: "Nastavite da čitate razgovor",
    text: "Pročitali ste komentare otvorene za posetioce. Pretplatite se ili se prijavite da biste ih sve pročitali i učestvovali.",
  },
  registered: {
    /** The wall in place of the post or reply form for a registered user without posts left. */
    title: "Za sada ste iskoristili svoje komentare",
    /** n: days until the reset period ends. */
    text: "Dana do ponovnog komentarisanja: {{n}}",
    text_later: "Ponovo možete komentarisati kada se vaš period završi.",
  },
  /** The provider's offer (its button), where it takes the product's words. */
  subscribe: "Pretplatite se",
  sign_in: "Prijavite se",
  /** The warning above the forms while posts remain (n: how many). */
  remaining: "Preostalo komentara pre zida za pretplatnike: {{n}}",
}

export default messages
