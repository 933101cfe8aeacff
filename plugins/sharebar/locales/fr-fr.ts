/** The sharebar namespace, fr-fr. */
import type { SharebarMessages } from './en-us'

const messages: SharebarMessages = {
  label: "Partager cette page",
  email: "E-mail",
  by_email: "Partager par e-mail",
  /** A network's link (its name is the brand's). */
  on_network: "Partager sur {{network}} (ouvre une nouvelle fenêtre)",
  copy: "Copier le lien",
  more: "Plus d’options",
  copied: "Lien copié.",
  /** The clipboard refused: the address is shown to copy by hand. */
  copy_yourself: "Copiez ce lien :",
  address: "Adresse de la page",
  total: "Partages : {{n}}",
}

export default messages
