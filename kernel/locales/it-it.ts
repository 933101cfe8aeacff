/** The base namespace, it-it. */
import type { BaseMessages } from './en-us'

const messages: BaseMessages = {
  settings: {
    error: {
      generic_error: 'Qualcosa è andato storto. Riprova.',
      unauthorized: 'Devi accedere per farlo.',
      error_fetching: 'Non siamo riusciti a caricare questo contenuto. Controlla la connessione e riprova.',
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
}

export default messages
