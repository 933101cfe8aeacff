/** The paywall namespace, es-es. */
import type { PaywallMessages } from './en-us'

const messages: PaywallMessages = {
  anonymous: {
    /** The wall in place of "load more" for an anonymous visitor. */
    title: "Sigue leyendo la conversación",
    text: "Has leído los comentarios abiertos a los visitantes. Suscríbete o inicia sesión para leerlos todos y participar.",
  },
  registered: {
    /** The wall in place of the post or reply form for a registered user without posts left. */
    title: "Has usado tus comentarios por ahora",
    /** n: days until the reset period ends. */
    text: "Días hasta que puedas volver a comentar: {{n}}",
    text_later: "Podrás volver a comentar cuando termine tu periodo.",
  },
  /** The provider's offer (its button), where it takes the product's words. */
  subscribe: "Suscribirse",
  sign_in: "Iniciar sesión",
  /** The warning above the forms while posts remain (n: how many). */
  remaining: "Comentarios restantes antes del muro de suscriptores: {{n}}",
}

export default messages
