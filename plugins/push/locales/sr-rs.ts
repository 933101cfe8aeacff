/** The push opt-in's namespace, sr-rs. */
import type { PushMessagesShape } from './en-us'

const messages: PushMessagesShape = {
  title: "Obaveštenja u pregledaču",
  off: "Dobijajte obaveštenja u ovom pregledaču kada vam neko odgovori ili kada tema koju pratite ima novosti.",
  on: "Obaveštenja su uključena u ovom pregledaču.",
  checking: "Provera ovog pregledača…",
  denied: "Obaveštenja su blokirana za ovaj sajt u podešavanjima pregledača. Dozvolite ih tamo da biste ih uključili.",
  unsupported: "Ovaj pregledač ne može da prikazuje obaveštenja.",
  turn_on: "Uključi obaveštenja",
  turn_off: "Isključi obaveštenja",
  retry: "Pokušaj ponovo",
  failed: {
    sending: "Vašu pretplatu nije moguće sačuvati.",
    deleting: "Vašu pretplatu nije moguće ukloniti.",
    worker: "Pokretanje pomoćnika za obaveštenja trajalo je predugo.",
    http: "Obaveštenjima je potrebna bezbedna (HTTPS) stranica na ovom sajtu.",
    other: "Obaveštenja nije moguće podesiti.",
  },
}

export default messages
