/** The sharebar namespace, pt-br. */
import type { SharebarMessages } from './en-us'

const messages: SharebarMessages = {
  label: "Compartilhar esta página",
  email: "E-mail",
  by_email: "Compartilhar por e-mail",
  /** A network's link (its name is the brand's). */
  on_network: "Compartilhar no {{network}} (abre uma nova janela)",
  copy: "Copiar link",
  more: "Mais opções",
  copied: "Link copiado.",
  /** The clipboard refused: the address is shown to copy by hand. */
  copy_yourself: "Copie este link:",
  address: "Endereço da página",
  total: "Compartilhamentos: {{n}}",
}

export default messages
