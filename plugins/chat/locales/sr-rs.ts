/** The livechat namespace, sr-rs. */
import type { ChatMessages } from './en-us'

const messages: ChatMessages = {
  title: "Čet uživo",
  live: "Uživo",
  list_label: "Poruke četa",
  loading: "Učitavanje četa…",
  load_failed: "Čet nije mogao da se učita.",
  closed: "Ovaj čet je završen. Hvala na učešću.",
  open_chat: "Otvori čet",
  close_chat: "Zatvori čet",
  load_older: "Učitaj ranije poruke",
  start: "Ovde počinje čet.",
  empty: {
    title: "Još nema poruka",
    text: "Pozdravite: vaša poruka se ovde prikazuje svima.",
  },
  unknown_author: "Bivši čitalac",
  moderator_badge: "Moderator",
  reply_to: "Odgovor za {{name}}: {{text}}",
  reply_to_gone: "Odgovor na uklonjenu poruku",
  disabled: "Skriveno od čitalaca",
  removed: "Poruka je uklonjena.",
  banned: "{{name}} više ne može da piše u ovom četu.",
  fresh: "Nove poruke: {{n}}",
  arrived: "Nove poruke: {{n}}",
  typing: {
    one: "{{name}} kuca…",
    two: "{{a}} i {{b}} kucaju…",
    many: "{{a}} i još {{n}} kucaju…",
  },
  link: {
    paused: "Niste povezani na internet. Nove poruke će se pojaviti kada se ponovo povežete.",
    stopped: "Poruke uživo su zaustavljene: veza je prekinuta.",
    reconnect: "Ponovo se poveži",
  },
  actions: {
    menu: "Radnje za poruku korisnika {{name}}",
    reply: "Odgovori",
    remove: "Ukloni",
    disable: "Sakrij od čitalaca",
    enable: "Prikaži čitaocima",
    ban: "Zabrani u ovom četu",
  },
  confirm: {
    remove_title: "Ukloniti ovu poruku?",
    remove_text: "Poruka korisnika {{name}} će nestati za sve.",
    ban_title: "Zabraniti korisniku {{name}} pisanje u ovom četu?",
    ban_text: "{{name}} će i dalje moći da čita čet, ali više neće moći da piše u njemu.",
    cancel: "Otkaži",
  },
  message_label: "Vaša poruka",
  reply_label: "Vaš odgovor za {{name}}",
  replying_to: "Odgovor za {{name}}",
  cancel_reply: "Otkaži odgovor",
  placeholder: "Napišite poruku…",
  send: "Pošalji",
  characters_left: "Preostalo znakova: {{n}}",
  errors: {
    empty: "Prvo nešto napišite.",
    too_long: "Poruka može imati najviše {{n}} znakova.",
  },
  refused: {
    closed: "Ovaj čet je završen.",
    banned: "Nije vam dozvoljeno da pišete ovde.",
    email_verification_required: "Prvo potvrdite svoju adresu e-pošte.",
    not_moderator: "Samo moderatori mogu ovo da urade.",
    other: "Ovo ne možete da uradite ovde.",
  },
}

export default messages
