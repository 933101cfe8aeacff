/** The livechat namespace, fi-fi. */
import type { ChatMessages } from './en-us'

const messages: ChatMessages = {
  title: "Livechat",
  live: "Suora",
  list_label: "Chatin viestit",
  loading: "Ladataan chattia…",
  load_failed: "Chattia ei voitu ladata.",
  closed: "Tämä chat on päättynyt. Kiitos osallistumisesta.",
  open_chat: "Avaa chat",
  close_chat: "Sulje chat",
  load_older: "Lataa aiemmat viestit",
  start: "Tästä chat alkaa.",
  empty: {
    title: "Ei vielä viestejä",
    text: "Sano hei: viestisi näkyy täällä kaikille.",
  },
  unknown_author: "Entinen lukija",
  moderator_badge: "Moderaattori",
  reply_to: "Vastaus käyttäjälle {{name}}: {{text}}",
  reply_to_gone: "Vastaus poistettuun viestiin",
  disabled: "Piilotettu lukijoilta",
  removed: "Viesti poistettiin.",
  banned: "{{name}} ei voi enää kirjoittaa tähän chattiin.",
  fresh: "Uusia viestejä: {{n}}",
  arrived: "Uusia viestejä: {{n}}",
  typing: {
    one: "{{name}} kirjoittaa…",
    two: "{{a}} ja {{b}} kirjoittavat…",
    many: "{{a}} ja {{n}} muuta kirjoittavat…",
  },
  link: {
    paused: "Olet offline-tilassa. Uudet viestit näkyvät, kun olet taas verkossa.",
    stopped: "Suorat viestit pysähtyivät: yhteys katkesi.",
    reconnect: "Yhdistä uudelleen",
  },
  actions: {
    menu: "Toiminnot käyttäjän {{name}} viestille",
    reply: "Vastaa",
    remove: "Poista",
    disable: "Piilota lukijoilta",
    enable: "Näytä lukijoille",
    ban: "Estä tästä chatista",
  },
  confirm: {
    remove_title: "Poistetaanko tämä viesti?",
    remove_text: "Käyttäjän {{name}} viesti katoaa kaikilta.",
    ban_title: "Estetäänkö {{name}} tästä chatista?",
    ban_text: "{{name}} voi yhä lukea chattia, mutta ei voi enää kirjoittaa siihen.",
    cancel: "Peruuta",
  },
  message_label: "Viestisi",
  reply_label: "Vastauksesi käyttäjälle {{name}}",
  replying_to: "Vastaus käyttäjälle {{name}}",
  cancel_reply: "Peruuta vastaus",
  placeholder: "Kirjoita viesti…",
  send: "Lähetä",
  characters_left: "Merkkejä jäljellä: {{n}}",
  errors: {
    empty: "Kirjoita ensin jotain.",
    too_long: "Viestissä voi olla enintään {{n}} merkkiä.",
  },
  refused: {
    closed: "Tämä chat on päättynyt.",
    banned: "Sinulla ei ole lupaa kirjoittaa tähän.",
    email_verification_required: "Vahvista ensin sähköpostiosoitteesi.",
    not_moderator: "Vain moderaattorit voivat tehdä tämän.",
    other: "Et voi tehdä tätä täällä.",
  },
}

export default messages
