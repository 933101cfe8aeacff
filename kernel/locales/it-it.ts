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
  tray: {
    title: 'Il tuo profilo e le tue notifiche',
    open: 'Apri il tuo profilo e le tue notifiche',
    close: 'Chiudi il pannello',
    tabs: { profile: 'Profilo', account: 'Account' },
  },
  profile: {
    title: 'Il tuo profilo',
    sign_in_title: 'Accedi per partecipare alla discussione',
    join_title: 'Partecipa alla discussione',
    email: 'Indirizzo e-mail',
    password: 'Password',
    name: 'Nome',
    comments_made: 'Commenti',
    likes_received: 'Mi piace ricevuti',
  },
  account: {
    signed_out: 'Accedi per vedere il tuo account.',
    verify_email: 'Controlla la posta in arrivo per confermare il tuo indirizzo e-mail.',
  },
}

export default messages
