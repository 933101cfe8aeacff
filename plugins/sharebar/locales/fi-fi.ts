/** The sharebar namespace, fi-fi. */
import type { SharebarMessages } from './en-us'

const messages: SharebarMessages = {
  label: "Jaa tämä sivu",
  email: "Sähköposti",
  by_email: "Jaa sähköpostilla",
  /** A network's link (its name is the brand's). */
  on_network: "Jaa palvelussa {{network}} (avautuu uuteen ikkunaan)",
  copy: "Kopioi linkki",
  more: "Lisää vaihtoehtoja",
  copied: "Linkki kopioitu.",
  /** The clipboard refused: the address is shown to copy by hand. */
  copy_yourself: "Kopioi tämä linkki:",
  address: "Sivun osoite",
  total: "Jakoja: {{n}}",
}

export default messages
