/** The sharebar namespace, sr-rs. */
import type { SharebarMessages } from './en-us'

const messages: SharebarMessages = {
  label: "Podelite ovu stranicu",
  email: "E-pošta",
  by_email: "Podelite e-poštom",
  /** A network's link (its name is the brand's). */
  on_network: "Podelite na mreži {{network}} (otvara novi prozor)",
  copy: "Kopiraj vezu",
  more: "Još opcija",
  copied: "Veza je kopirana.",
  /** The clipboard refused: the address is shown to copy by hand. */
  copy_yourself: "Kopirajte ovu vezu:",
  address: "Adresa stranice",
  total: "Deljenja: {{n}}",
}

export default messages
