/** The push opt-in's namespace, it-it. */
import type { PushMessagesShape } from './en-us'

const messages: PushMessagesShape = {
  title: "Notifiche del browser",
  off: "Ricevi un avviso in questo browser quando qualcuno ti risponde o un argomento che segui ha novità.",
  on: "Le notifiche sono attive in questo browser.",
  checking: "Verifica di questo browser…",
  denied: "Le notifiche per questo sito sono bloccate nelle impostazioni del browser. Consentile lì per attivarle.",
  unsupported: "Questo browser non può mostrare notifiche.",
  turn_on: "Attiva le notifiche",
  turn_off: "Disattiva le notifiche",
  retry: "Riprova",
  failed: {
    sending: "Impossibile salvare l’iscrizione.",
    deleting: "Impossibile rimuovere l’iscrizione.",
    worker: "L’avvio del servizio di notifica ha richiesto troppo tempo.",
    http: "Le notifiche richiedono una pagina sicura (HTTPS) su questo sito.",
    other: "Impossibile configurare le notifiche.",
  },
}

export default messages
