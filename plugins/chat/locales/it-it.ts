/** The livechat namespace, it-it. */
import type { ChatMessages } from './en-us'

const messages: ChatMessages = {
  title: "Chat dal vivo",
  live: "Dal vivo",
  list_label: "Messaggi della chat",
  loading: "Caricamento della chat…",
  load_failed: "Impossibile caricare la chat.",
  closed: "Questa chat è terminata. Grazie per aver partecipato.",
  open_chat: "Apri la chat",
  close_chat: "Chiudi la chat",
  load_older: "Carica i messaggi precedenti",
  start: "Questo è l’inizio della chat.",
  empty: {
    title: "Ancora nessun messaggio",
    text: "Saluta: il tuo messaggio comparirà qui per tutti.",
  },
  unknown_author: "Ex lettore",
  moderator_badge: "Moderazione",
  reply_to: "In risposta a {{name}}: {{text}}",
  reply_to_gone: "In risposta a un messaggio rimosso",
  disabled: "Nascosto ai lettori",
  removed: "Il messaggio è stato rimosso.",
  banned: "{{name}} non può più scrivere in questa chat.",
  fresh: "Nuovi messaggi: {{n}}",
  arrived: "Nuovi messaggi: {{n}}",
  typing: {
    one: "{{name}} sta scrivendo…",
    two: "{{a}} e {{b}} stanno scrivendo…",
    many: "{{a}} e altri {{n}} stanno scrivendo…",
  },
  link: {
    paused: "Sei offline. I nuovi messaggi compariranno quando tornerai online.",
    stopped: "Messaggi dal vivo interrotti: la connessione è stata persa.",
    reconnect: "Riconnetti",
  },
  actions: {
    menu: "Azioni per il messaggio di {{name}}",
    reply: "Rispondi",
    remove: "Rimuovi",
    disable: "Nascondi ai lettori",
    enable: "Mostra ai lettori",
    ban: "Escludi da questa chat",
  },
  confirm: {
    remove_title: "Rimuovere questo messaggio?",
    remove_text: "Il messaggio di {{name}} scomparirà per tutti.",
    ban_title: "Escludere {{name}} da questa chat?",
    ban_text: "{{name}} potrà ancora leggere la chat, ma non potrà più scriverci.",
    cancel: "Annulla",
  },
  message_label: "Il tuo messaggio",
  reply_label: "La tua risposta a {{name}}",
  replying_to: "In risposta a {{name}}",
  cancel_reply: "Annulla la risposta",
  placeholder: "Scrivi un messaggio…",
  send: "Invia",
  characters_left: "Caratteri rimanenti: {{n}}",
  errors: {
    empty: "Scrivi prima qualcosa.",
    too_long: "Un messaggio può contenere al massimo {{n}} caratteri.",
  },
  refused: {
    closed: "Questa chat è terminata.",
    banned: "Non sei autorizzato a scrivere qui.",
    email_verification_required: "Verifica prima il tuo indirizzo e-mail.",
    not_moderator: "Solo i moderatori possono farlo.",
    other: "Non puoi farlo qui.",
  },
}

export default messages
