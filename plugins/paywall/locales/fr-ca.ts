/** The paywall namespace, fr-ca. */
import type { PaywallMessages } from './en-us'

const messages: PaywallMessages = {
  anonymous: {
    /** The wall in place of "load more" for an anonymous visitor. */
    title: "Continuez à lire la conversation",
    text: "Vous avez lu les commentaires ouverts aux visiteurs. Abonnez-vous ou connectez-vous pour tous les lire et participer.",
  },
  registered: {
    /** The wall in place of the post or reply form for a registered user without posts left. */
    title: "Vous avez utilisé vos commentaires pour l’instant",
    /** n: days until the reset period ends. */
    text: "Jours avant de pouvoir commenter de nouveau : {{n}}",
    text_later: "Vous pourrez commenter de nouveau à la fin de votre période.",
  },
  /** The provider's offer (its button), where it takes the product's words. */
  subscribe: "S’abonner",
  sign_in: "Se connecter",
  /** The warning above the forms while posts remain (n: how many). */
  remaining: "Commentaires restants avant le mur des abonnés : {{n}}",
}

export default messages
