/** The paywall namespace, de-de. */
import type { PaywallMessages } from './en-us'

const messages: PaywallMessages = {
  anonymous: {
    /** The wall in place of "load more" for an anonymous visitor. */
    title: "Lies weiter in der Diskussion",
    text: "Du hast die Kommentare gelesen, die für Besucher offen sind. Abonniere oder melde dich an, um alle zu lesen und mitzudiskutieren.",
  },
  registered: {
    /** The wall in place of the post or reply form for a registered user without posts left. */
    title: "Deine Kommentare sind vorerst aufgebraucht",
    /** n: days until the reset period ends. */
    text: "Tage, bis du wieder kommentieren kannst: {{n}}",
    text_later: "Du kannst wieder kommentieren, sobald dein Zeitraum zurückgesetzt ist.",
  },
  /** The provider's offer (its button), where it takes the product's words. */
  subscribe: "Abonnieren",
  sign_in: "Anmelden",
  /** The warning above the forms while posts remain (n: how many). */
  remaining: "Verbleibende Kommentare vor der Abonnentenschranke: {{n}}",
}

export default messages
