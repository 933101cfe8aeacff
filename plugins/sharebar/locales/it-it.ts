/** The sharebar namespace, it-it. */
import type { SharebarMessages } from './en-us'

const messages: SharebarMessages = {
  label: "Condividi questa pagina",
  email: "E-mail",
  by_email: "Condividi via e-mail",
  /** A network's link (its name is the brand's). */
  on_network: "Condividi su {{network}} (si apre in una nuova finestra)",
  copy: "Copia link",
  more: "Altre opzioni",
  copied: "Link copiato.",
  /** The clipboard refused: the address is shown to copy by hand. */
  copy_yourself: "Copia questo link:",
  address: "Indirizzo della pagina",
  total: "Condivisioni: {{n}}",
}

export default messages
