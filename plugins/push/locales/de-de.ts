/** The push opt-in's namespace, de-de. */
import type { PushMessagesShape } from './en-us'

const messages: PushMessagesShape = {
  title: "Browser-Benachrichtigungen",
  off: "Lass dich in diesem Browser benachrichtigen, wenn dir jemand antwortet oder es zu einem Thema, dem du folgst, Neues gibt.",
  on: "Benachrichtigungen sind in diesem Browser eingeschaltet.",
  checking: "Dieser Browser wird geprüft…",
  denied: "Benachrichtigungen sind für diese Website in den Einstellungen deines Browsers blockiert. Erlaube sie dort, um sie einzuschalten.",
  unsupported: "Dieser Browser kann keine Benachrichtigungen anzeigen.",
  turn_on: "Benachrichtigungen einschalten",
  turn_off: "Benachrichtigungen ausschalten",
  retry: "Erneut versuchen",
  failed: {
    sending: "Dein Abonnement konnte nicht gespeichert werden.",
    deleting: "Dein Abonnement konnte nicht entfernt werden.",
    worker: "Der Benachrichtigungsdienst hat zu lange zum Starten gebraucht.",
    http: "Benachrichtigungen brauchen eine sichere (HTTPS-)Seite auf dieser Website.",
    other: "Benachrichtigungen konnten nicht eingerichtet werden.",
  },
}

export default messages
