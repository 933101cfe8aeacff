/** The paywall namespace, de-de-formal. */
import type { PaywallMessages } from './en-us'

const messages: PaywallMessages = {
  anonymous: {
    /** The wall in place of "load more" for an anonymous visitor. */
    title: "Lesen Sie weiter in der Diskussion",
    text: "Sie haben die Kommentare gelesen, die für Besucher offen sind. Abonnieren Sie oder melden Sie sich an, um alle zu lesen und mitzudiskutieren.",
  },
  registered: {
    /** The wall in place of the post or reply form for a registered user without posts left. */
    title: "Ihre Kommentare sind vorerst aufgebraucht",
    /** n: days until the reset period ends. */
    text: "Tage, bis Sie wieder kommentieren können: {{n}}",
    text_later: "Sie können wieder kommentieren, sobald Ihr Zeitraum zurückgesetzt ist.",
  },
  /** The provider's offer (its button), where it takes the product's words. */
  subscribe: "Abonnieren",
  sign_in: "Anmelden",
  /** The warning above the forms while posts remain (n: how many). */
  remaining: "Verbleibende Kommentare vor der Abonnentenschranke: {{n}}",
}

export default messages
