/** The sharebar namespace, de-de-formal. */
import type { SharebarMessages } from './en-us'

const messages: SharebarMessages = {
  label: "Diese Seite teilen",
  email: "E-Mail",
  by_email: "Per E-Mail teilen",
  /** A network's link (its name is the brand's). */
  on_network: "Auf {{network}} teilen (öffnet ein neues Fenster)",
  copy: "Link kopieren",
  more: "Weitere Optionen",
  copied: "Link kopiert.",
  /** The clipboard refused: the address is shown to copy by hand. */
  copy_yourself: "Kopieren Sie diesen Link:",
  address: "Adresse der Seite",
  total: "Geteilt: {{n}}",
}

export default messages
