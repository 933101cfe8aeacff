/** The paywall namespace, nl-nl. */
import type { PaywallMessages } from './en-us'

const messages: PaywallMessages = {
  anonymous: {
    /** The wall in place of "load more" for an anonymous visitor. */
    title: "Lees verder in het gesprek",
    text: "Je hebt de reacties gelezen die open zijn voor bezoekers. Neem een abonnement of log in om ze allemaal te lezen en mee te praten.",
  },
  registered: {
    /** The wall in place of the post or reply form for a registered user without posts left. */
    title: "Je hebt je reacties voorlopig gebruikt",
    /** n: days until the reset period ends. */
    text: "Dagen tot je weer kunt reageren: {{n}}",
    text_later: "Je kunt weer reageren zodra je periode voorbij is.",
  },
  /** The provider's offer (its button), where it takes the product's words. */
  subscribe: "Abonneren",
  sign_in: "Inloggen",
  /** The warning above the forms while posts remain (n: how many). */
  remaining: "Reacties over voor de abonneemuur: {{n}}",
}

export default messages
