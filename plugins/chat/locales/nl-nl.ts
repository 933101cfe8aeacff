/** The livechat namespace, nl-nl. */
import type { ChatMessages } from './en-us'

const messages: ChatMessages = {
  title: "Livechat",
  live: "Live",
  list_label: "Chatberichten",
  loading: "Chat wordt geladen…",
  load_failed: "De chat kon niet worden geladen.",
  closed: "Deze chat is afgelopen. Bedankt voor je deelname.",
  open_chat: "Chat openen",
  close_chat: "Chat sluiten",
  load_older: "Eerdere berichten laden",
  start: "Hier begint de chat.",
  empty: {
    title: "Nog geen berichten",
    text: "Zeg hallo: je bericht verschijnt hier voor iedereen.",
  },
  unknown_author: "Voormalige lezer",
  moderator_badge: "Moderator",
  reply_to: "Antwoord aan {{name}}: {{text}}",
  reply_to_gone: "Antwoord op een verwijderd bericht",
  disabled: "Verborgen voor lezers",
  removed: "Het bericht is verwijderd.",
  banned: "{{name}} kan niet meer in deze chat schrijven.",
  fresh: "Nieuwe berichten: {{n}}",
  arrived: "Nieuwe berichten: {{n}}",
  typing: {
    one: "{{name}} is aan het typen…",
    two: "{{a}} en {{b}} zijn aan het typen…",
    many: "{{a}} en {{n}} anderen zijn aan het typen…",
  },
  link: {
    paused: "Je bent offline. Nieuwe berichten verschijnen zodra je weer online bent.",
    stopped: "Liveberichten gestopt: de verbinding is verbroken.",
    reconnect: "Opnieuw verbinden",
  },
  actions: {
    menu: "Acties voor het bericht van {{name}}",
    reply: "Beantwoorden",
    remove: "Verwijderen",
    disable: "Verbergen voor lezers",
    enable: "Tonen aan lezers",
    ban: "Uit deze chat weren",
  },
  confirm: {
    remove_title: "Dit bericht verwijderen?",
    remove_text: "Het bericht van {{name}} verdwijnt voor iedereen.",
    ban_title: "{{name}} uit deze chat weren?",
    ban_text: "{{name}} kan de chat nog lezen, maar er niet meer in schrijven.",
    cancel: "Annuleren",
  },
  message_label: "Je bericht",
  reply_label: "Je antwoord aan {{name}}",
  replying_to: "Antwoord aan {{name}}",
  cancel_reply: "Antwoord annuleren",
  placeholder: "Schrijf een bericht…",
  send: "Verzenden",
  characters_left: "Tekens over: {{n}}",
  errors: {
    empty: "Schrijf eerst iets.",
    too_long: "Een bericht mag hoogstens {{n}} tekens lang zijn.",
  },
  refused: {
    closed: "Deze chat is afgelopen.",
    banned: "Je mag hier niet schrijven.",
    email_verification_required: "Bevestig eerst je e-mailadres.",
    not_moderator: "Alleen moderators kunnen dit doen.",
    other: "Dat kun je hier niet doen.",
  },
}

export default messages
