/** The livechat namespace, de-de-formal. */
import type { ChatMessages } from './en-us'

const messages: ChatMessages = {
  title: "Live-Chat",
  live: "Live",
  list_label: "Chat-Nachrichten",
  loading: "Chat wird geladen…",
  load_failed: "Der Chat konnte nicht geladen werden.",
  closed: "Dieser Chat ist beendet. Vielen Dank für Ihre Teilnahme.",
  open_chat: "Chat öffnen",
  close_chat: "Chat schließen",
  load_older: "Frühere Nachrichten laden",
  start: "Hier beginnt der Chat.",
  empty: {
    title: "Noch keine Nachrichten",
    text: "Sagen Sie Hallo: Ihre Nachricht erscheint hier für alle.",
  },
  unknown_author: "Ehemalige Leserin oder ehemaliger Leser",
  moderator_badge: "Moderation",
  reply_to: "Antwort an {{name}}: {{text}}",
  reply_to_gone: "Antwort auf eine entfernte Nachricht",
  disabled: "Für Lesende verborgen",
  removed: "Die Nachricht wurde entfernt.",
  banned: "{{name}} kann in diesem Chat nicht mehr schreiben.",
  fresh: "Neue Nachrichten: {{n}}",
  arrived: "Neue Nachrichten: {{n}}",
  typing: {
    one: "{{name}} schreibt…",
    two: "{{a}} und {{b}} schreiben…",
    many: "{{a}} und {{n}} weitere schreiben…",
  },
  link: {
    paused: "Sie sind offline. Neue Nachrichten erscheinen, sobald Sie wieder online sind.",
    stopped: "Live-Nachrichten gestoppt: Die Verbindung wurde unterbrochen.",
    reconnect: "Neu verbinden",
  },
  actions: {
    menu: "Aktionen für die Nachricht von {{name}}",
    reply: "Antworten",
    remove: "Entfernen",
    disable: "Für Lesende verbergen",
    enable: "Für Lesende anzeigen",
    ban: "Aus diesem Chat sperren",
  },
  confirm: {
    remove_title: "Diese Nachricht entfernen?",
    remove_text: "Die Nachricht von {{name}} verschwindet für alle.",
    ban_title: "{{name}} aus diesem Chat sperren?",
    ban_text: "{{name}} kann den Chat weiter lesen, aber nicht mehr darin schreiben.",
    cancel: "Abbrechen",
  },
  message_label: "Ihre Nachricht",
  reply_label: "Ihre Antwort an {{name}}",
  replying_to: "Antwort an {{name}}",
  cancel_reply: "Antwort abbrechen",
  placeholder: "Schreiben Sie eine Nachricht…",
  send: "Senden",
  characters_left: "Verbleibende Zeichen: {{n}}",
  errors: {
    empty: "Schreiben Sie zuerst etwas.",
    too_long: "Eine Nachricht darf höchstens {{n}} Zeichen lang sein.",
  },
  refused: {
    closed: "Dieser Chat ist beendet.",
    banned: "Sie dürfen hier nicht schreiben.",
    email_verification_required: "Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.",
    not_moderator: "Nur die Moderation kann das tun.",
    other: "Das können Sie hier nicht tun.",
  },
}

export default messages
