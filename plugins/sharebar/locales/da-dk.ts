/** The sharebar namespace, da-dk. */
import type { SharebarMessages } from './en-us'

const messages: SharebarMessages = {
  label: "Del denne side",
  email: "E-mail",
  by_email: "Del via e-mail",
  /** A network's link (its name is the brand's). */
  on_network: "Del på {{network}} (åbner et nyt vindue)",
  copy: "Kopiér link",
  more: "Flere muligheder",
  copied: "Link kopieret.",
  /** The clipboard refused: the address is shown to copy by hand. */
  copy_yourself: "Kopiér dette link:",
  address: "Sidens adresse",
  total: "Delinger: {{n}}",
}

export default messages
