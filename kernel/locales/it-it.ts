/** The base namespace, it-it. */
import type { BaseMessages } from './en-us'

const messages: BaseMessages = {
  settings: {
    error: {
      generic_error: 'Qualcosa è andato storto. Riprova.',
      unauthorized: 'Devi accedere per farlo.',
      error_fetching: 'Non siamo riusciti a raggiungere il servizio. Controlla la connessione e riprova.',
      retry_after: 'Ci sono troppe richieste in questo momento. Riprova {{when}}.',
    },
  },
  time: { now: 'ora' },
  actions: {
    cancel: 'Annulla',
    close: 'Chiudi',
    save: 'Salva',
    submit: 'Invia',
    retry: 'Riprova',
    load_more: 'Carica altri',
    show_more: 'Mostra altro',
    sign_in: 'Accedi',
    sign_up: 'Registrati',
    log_out: 'Esci',
  },
  dialog: { close: 'Chiudi la finestra di dialogo' },
  report: { reason: "Perché lo segnali?", spam: "Spam", abuse: "Abuso o molestie", off_topic: "Fuori tema", other: "Altro", submit: "Invia segnalazione" },
  badge: { moderator: 'Moderatore', trusted: 'Affidabile' },
  status: {
    loading: 'Caricamento…',
    offline: 'Sei offline. Le modifiche verranno inviate quando tornerai online.',
    success: 'Fatto',
    error: 'Errore',
    warning: 'Avviso',
    info: 'Informazioni',
  },
  widget: {
    loading: 'Caricamento della discussione…',
    failed: 'Impossibile caricare questa sezione.',
  },
  ban: {
    login_banned: 'A questo account è vietato l’accesso.',
    banned_from_posting: 'A questo account è vietato pubblicare.',
    signup_banned: 'La registrazione non è consentita per questo indirizzo.',
    reason: 'Motivo: {{reason}}',
    until: 'Il divieto termina il {{date}}.',
    permanent: 'Il divieto è permanente.',
  },
}

export default messages
