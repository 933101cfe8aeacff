/** The paywall namespace, pt-br. */
import type { PaywallMessages } from './en-us'

const messages: PaywallMessages = {
  anonymous: {
    /** The wall in place of "load more" for an anonymous visitor. */
    title: "Continue lendo a conversa",
    text: "Você leu os comentários abertos aos visitantes. Assine ou entre para ler todos e participar.",
  },
  registered: {
    /** The wall in place of the post or reply form for a registered user without posts left. */
    title: "Você usou seus comentários por enquanto",
    /** n: days until the reset period ends. */
    text: "Dias até você poder comentar novamente: {{n}}",
    text_later: "Você poderá comentar novamente quando seu período terminar.",
  },
  /** The provider's offer (its button), where it takes the product's words. */
  subscribe: "Assinar",
  sign_in: "Entrar",
  /** The warning above the forms while posts remain (n: how many). */
  remaining: "Comentários restantes antes do bloqueio para assinantes: {{n}}",
}

export default messages
