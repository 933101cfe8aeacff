/** The base namespace, it-it. */
import type { BaseMessages } from './en-us'

const messages: BaseMessages = {
  settings: {
    error: {
      generic_error: 'Qualcosa è andato storto. Riprova.',
      unauthorized: 'Devi accedere per farlo.',
      error_fetching: 'Non siamo riusciti a raggiungere il servizio. Controlla la connessione e riprova.',
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
    email: 'Indirizzo e-mail',
    password: 'Password',
    name: 'Nome',
    comments_made: 'Commenti',
    likes_received: 'Mi piace ricevuti',
    sign_up_title: 'Crea il tuo account',
    create_account: 'Crea account',
    no_account: 'Sei nuovo? Crea un account',
    have_account: 'Hai già un account? Accedi',
    forgot: 'Password dimenticata?',
    forgot_title: 'Reimposta la password',
    send_link: 'Invia il link',
    reset_sent: 'Se esiste un account con questo indirizzo, gli abbiamo inviato un link per reimpostare la password.',
    human: 'Non sono un robot',
    new_password: 'Nuova password',
    save_password: 'Salva la nuova password',
    password_changed: 'La password è stata modificata. Ora puoi accedere.',
    email_verified: 'Il tuo indirizzo e-mail è confermato. Grazie!',
    verify_title: 'Conferma del tuo indirizzo e-mail',
    change_avatar: 'Cambia immagine',
    remove_avatar: 'Rimuovi immagine',
    avatar_missing: 'Scegli prima un’immagine.',
    sign_in_elsewhere: 'Accedi con il tuo account di questo sito per partecipare alla discussione.',
    refused: {
      disabled_by_settings: 'Questo sito ha disattivato questa funzione.',
      other: 'Non è possibile con il tuo account.',
    },
  },
  account: {
    signed_out: 'Accedi per vedere il tuo account.',
    verify_email: 'Controlla la posta in arrivo per confermare il tuo indirizzo e-mail.',
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
