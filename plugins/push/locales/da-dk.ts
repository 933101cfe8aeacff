/** The push opt-in's namespace, da-dk. */
import type { PushMessagesShape } from './en-us'

const messages: PushMessagesShape = {
  title: "Browsernotifikationer",
  off: "Få besked i denne browser, når nogen svarer dig, eller et emne, du følger, har nyt.",
  on: "Notifikationer er slået til i denne browser.",
  checking: "Tjekker denne browser…",
  denied: "Notifikationer er blokeret for dette site i din browsers indstillinger. Tillad dem der for at slå dem til.",
  unsupported: "Denne browser kan ikke vise notifikationer.",
  turn_on: "Slå notifikationer til",
  turn_off: "Slå notifikationer fra",
  retry: "Prøv igen",
  failed: {
    sending: "Dit abonnement kunne ikke gemmes.",
    deleting: "Dit abonnement kunne ikke fjernes.",
    worker: "Notifikationshjælperen var for lang tid om at starte.",
    http: "Notifikationer kræver en sikker (HTTPS) side på dette site.",
    other: "Notifikationer kunne ikke sættes op.",
  },
}

export default messages
