/** The base namespace, sr-rs. */
import type { BaseMessages } from './en-us'

const messages: BaseMessages = {
  settings: {
    error: {
      generic_error: 'Nešto nije u redu. Pokušajte ponovo.',
      unauthorized: 'Morate da se prijavite da biste to uradili.',
      error_fetching: 'Nismo mogli da pristupimo servisu. Proverite vezu i pokušajte ponovo.',
      retry_after: 'Trenutno ima previše zahteva. Pokušajte ponovo {{when}}.',
    },
  },
  time: { now: 'sada' },
  actions: {
    cancel: 'Otkaži',
    close: 'Zatvori',
    save: 'Sačuvaj',
    submit: 'Pošalji',
    retry: 'Pokušaj ponovo',
    load_more: 'Učitaj još',
    show_more: 'Prikaži još',
    sign_in: 'Prijavi se',
    sign_up: 'Registruj se',
    log_out: 'Odjavi se',
  },
  dialog: { close: 'Zatvori dijalog' },
  report: { reason: "Zašto ga prijavljujete?", spam: "Neželjeni sadržaj", abuse: "Zlostavljanje ili uznemiravanje", off_topic: "Van teme", other: "Nešto drugo", submit: "Pošalji prijavu" },
  badge: { moderator: 'Moderator', trusted: 'Pouzdan' },
  status: {
    loading: 'Učitavanje…',
    offline: 'Niste povezani na internet. Izmene će biti poslate kada se ponovo povežete.',
    success: 'Gotovo',
    error: 'Greška',
    warning: 'Upozorenje',
    info: 'Informacija',
  },
  widget: {
    loading: 'Učitavanje diskusije…',
    failed: 'Ovaj odeljak nije mogao da se učita.',
  },
  ban: {
    login_banned: 'Ovom nalogu je zabranjena prijava.',
    banned_from_posting: 'Ovom nalogu je zabranjeno objavljivanje.',
    signup_banned: 'Registracija nije dozvoljena za ovu adresu.',
    reason: 'Razlog: {{reason}}',
    until: 'Zabrana ističe {{date}}.',
    permanent: 'Zabrana je trajna.',
  },
}

export default messages
