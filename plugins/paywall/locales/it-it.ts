/** The paywall namespace, it-it. */
import type { PaywallMessages } from './en-us'

const messages: PaywallMessages = {
  anonymous: {
    /** The wall in place of "load more" for an anonymous visitor. */
    title: "Continua a leggere la conversazione",
    text: "Hai letto i commenti aperti ai visitatori. Abbonati o accedi per leggerli tutti e partecipare.",
  },
  registered: {
    /** The wall in place of the post or reply form for a registered user without posts left. */
    title: "Per ora hai usato i tuoi commenti",
    /** n: days until the reset period ends. */
    text: "Giorni prima di poter commentare di nuovo: {{n}}",
    text_later: "Potrai commentare di nuovo al termine del tuo periodo.",
  },
  /** The provider's offer (its button), where it takes the product's words. */
  subscribe: "Abbonati",
  sign_in: "Accedi",
  /** The warning above the forms while posts remain (n: how many). */
  remaining: "Commenti rimasti prima del muro per abbonati: {{n}}",
}

export default messages
