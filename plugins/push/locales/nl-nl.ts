/** The push opt-in's namespace, nl-nl. */
import type { PushMessagesShape } from './en-us'

const messages: PushMessagesShape = {
  title: "Browsermeldingen",
  off: "Krijg een melding in deze browser als iemand op je reageert of er nieuws is over een onderwerp dat je volgt.",
  on: "Meldingen staan aan in deze browser.",
  checking: "Deze browser wordt gecontroleerd…",
  denied: "Meldingen zijn voor deze site geblokkeerd in de instellingen van je browser. Sta ze daar toe om ze aan te zetten.",
  unsupported: "Deze browser kan geen meldingen tonen.",
  turn_on: "Meldingen aanzetten",
  turn_off: "Meldingen uitzetten",
  retry: "Opnieuw proberen",
  failed: {
    sending: "Je abonnement kon niet worden opgeslagen.",
    deleting: "Je abonnement kon niet worden verwijderd.",
    worker: "De meldingshulp deed er te lang over om te starten.",
    http: "Meldingen hebben een beveiligde (HTTPS-)pagina op deze site nodig.",
    other: "Meldingen konden niet worden ingesteld.",
  },
}

export default messages
