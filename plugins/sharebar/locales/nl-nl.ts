/** The sharebar namespace, nl-nl. */
import type { SharebarMessages } from './en-us'

const messages: SharebarMessages = {
  label: "Deel deze pagina",
  email: "E-mail",
  by_email: "Delen via e-mail",
  /** A network's link (its name is the brand's). */
  on_network: "Delen op {{network}} (opent een nieuw venster)",
  copy: "Link kopiëren",
  more: "Meer opties",
  copied: "Link gekopieerd.",
  /** The clipboard refused: the address is shown to copy by hand. */
  copy_yourself: "Kopieer deze link:",
  address: "Adres van de pagina",
  total: "Gedeeld: {{n}}",
}

export default messages
