/** The paywall namespace, fi-fi. */
import type { PaywallMessages } from './en-us'

const messages: PaywallMessages = {
  anonymous: {
    /** The wall in place of "load more" for an anonymous visitor. */
    title: "Jatka keskustelun lukemista",
    text: "Olet lukenut vierailijoille avoimet kommentit. Tilaa tai kirjaudu sisään lukeaksesi kaikki ja osallistuaksesi.",
  },
  registered: {
    /** The wall in place of the post or reply form for a registered user without posts left. */
    title: "Olet käyttänyt kommenttisi toistaiseksi",
    /** n: days until the reset period ends. */
    text: "Päiviä siihen, kun voit taas kommentoida: {{n}}",
    text_later: "Voit kommentoida uudelleen, kun jaksosi on nollautunut.",
  },
  /** The provider's offer (its button), where it takes the product's words. */
  subscribe: "Tilaa",
  sign_in: "Kirjaudu sisään",
  /** The warning above the forms while posts remain (n: how many). */
  remaining: "Kommentteja jäljellä ennen tilaajamuuria: {{n}}",
}

export default messages
