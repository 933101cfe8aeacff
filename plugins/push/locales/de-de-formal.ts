/** The push opt-in's namespace, de-de-formal. */
import type { PushMessagesShape } from './en-us'

const messages: PushMessagesShape = {
  title: "Browser-Benachrichtigungen",
  off: "Lassen Sie sich in diesem Browser benachrichtigen, wenn Ihnen jemand antwortet oder es zu einem Thema, dem Sie folgen, Neues gibt.",
  on: "Benachrichtigungen sind in diesem Browser eingeschaltet.",
  checking: "Dieser Browser wird geprüft…",
  denied: "Benachrichtigungen sind für diese Website in den Einstellungen Ihres Browsers blockiert. Erlauben Sie sie dort, um sie einzuschalten.",
  unsupported: "Dieser Browser kann keine Benachrichtigungen anzeigen.",
  turn_on: "Benachrichtigungen einschalten",
  turn_off: "Benachrichtigungen ausschalten",
  retry: "Erneut versuchen",
  failed: {
    sending: "Ihr Abonnement konnte nicht gespeichert werden.",
    deleting: "Ihr Abonnement konnte nicht entfernt werden.",
    worker: "Der Benachrichtigungsdienst hat zu lange zum Starten gebraucht.",
    http: "Benachrichtigungen brauchen eine sichere (HTTPS-)Seite auf dieser Website.",
    other: "Benachrichtigungen konnten nicht eingerichtet werden.",
  },
}

export default messages
