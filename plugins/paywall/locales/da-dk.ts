/** The paywall namespace, da-dk. */
import type { PaywallMessages } from './en-us'

const messages: PaywallMessages = {
  anonymous: {
    /** The wall in place of "load more" for an anonymous visitor. */
    title: "Læs videre i debatten",
    text: "Du har læst de kommentarer, der er åbne for besøgende. Abonner eller log ind for at læse dem alle og være med.",
  },
  registered: {
    /** The wall in place of the post or reply form for a registered user without posts left. */
    title: "Du har brugt dine kommentarer for nu",
    /** n: days until the reset period ends. */
    text: "Dage til du kan kommentere igen: {{n}}",
    text_later: "Du kan kommentere igen, når din periode er nulstillet.",
  },
  /** The provider's offer (its button), where it takes the product's words. */
  subscribe: "Abonner",
  sign_in: "Log ind",
  /** The warning above the forms while posts remain (n: how many). */
  remaining: "Kommentarer tilbage før abonnentmuren: {{n}}",
}

export default messages
