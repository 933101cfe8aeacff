/** The push opt-in's namespace, fi-fi. */
import type { PushMessagesShape } from './en-us'

const messages: PushMessagesShape = {
  title: "Selaimen ilmoitukset",
  off: "Saat ilmoituksen tässä selaimessa, kun joku vastaa sinulle tai seuraamastasi aiheesta on uutta.",
  on: "Ilmoitukset ovat päällä tässä selaimessa.",
  checking: "Tarkistetaan tätä selainta…",
  denied: "Ilmoitukset on estetty tältä sivustolta selaimesi asetuksissa. Salli ne siellä ottaaksesi ne käyttöön.",
  unsupported: "Tämä selain ei voi näyttää ilmoituksia.",
  turn_on: "Ota ilmoitukset käyttöön",
  turn_off: "Poista ilmoitukset käytöstä",
  retry: "Yritä uudelleen",
  failed: {
    sending: "Tilaustasi ei voitu tallentaa.",
    deleting: "Tilaustasi ei voitu poistaa.",
    worker: "Ilmoitusapurin käynnistyminen kesti liian kauan.",
    http: "Ilmoitukset vaativat suojatun (HTTPS) sivun tällä sivustolla.",
    other: "Ilmoituksia ei voitu ottaa käyttöön.",
  },
}

export default messages
