/** The livechat namespace, da-dk. */
import type { ChatMessages } from './en-us'

const messages: ChatMessages = {
  title: "Livechat",
  live: "Live",
  list_label: "Chatbeskeder",
  loading: "Indlæser chatten…",
  load_failed: "Chatten kunne ikke indlæses.",
  closed: "Denne chat er slut. Tak fordi du deltog.",
  open_chat: "Åbn chatten",
  close_chat: "Luk chatten",
  load_older: "Indlæs tidligere beskeder",
  start: "Her begynder chatten.",
  empty: {
    title: "Ingen beskeder endnu",
    text: "Sig hej: din besked vises her for alle.",
  },
  unknown_author: "Tidligere læser",
  moderator_badge: "Moderator",
  reply_to: "Svar til {{name}}: {{text}}",
  reply_to_gone: "Svar på en fjernet besked",
  disabled: "Skjult for læsere",
  removed: "Beskeden blev fjernet.",
  banned: "{{name}} kan ikke længere skrive i denne chat.",
  fresh: "Nye beskeder: {{n}}",
  arrived: "Nye beskeder: {{n}}",
  typing: {
    one: "{{name}} skriver…",
    two: "{{a}} og {{b}} skriver…",
    many: "{{a}} og {{n}} andre skriver…",
  },
  link: {
    paused: "Du er offline. Nye beskeder vises, når du er online igen.",
    stopped: "Livebeskeder stoppet: forbindelsen blev afbrudt.",
    reconnect: "Genopret forbindelsen",
  },
  actions: {
    menu: "Handlinger for beskeden fra {{name}}",
    reply: "Svar",
    remove: "Fjern",
    disable: "Skjul for læsere",
    enable: "Vis for læsere",
    ban: "Udeluk fra denne chat",
  },
  confirm: {
    remove_title: "Fjern denne besked?",
    remove_text: "Beskeden fra {{name}} forsvinder for alle.",
    ban_title: "Udeluk {{name}} fra denne chat?",
    ban_text: "{{name}} kan stadig læse chatten, men kan ikke længere skrive i den.",
    cancel: "Annuller",
  },
  message_label: "Din besked",
  reply_label: "Dit svar til {{name}}",
  replying_to: "Svar til {{name}}",
  cancel_reply: "Annuller svaret",
  placeholder: "Skriv en besked…",
  send: "Send",
  characters_left: "Tegn tilbage: {{n}}",
  errors: {
    empty: "Skriv noget først.",
    too_long: "En besked må højst være {{n}} tegn lang.",
  },
  refused: {
    closed: "Denne chat er slut.",
    banned: "Du må ikke skrive her.",
    email_verification_required: "Bekræft først din e-mailadresse.",
    not_moderator: "Kun moderatorer kan gøre dette.",
    other: "Det kan du ikke gøre her.",
  },
}

export default messages
