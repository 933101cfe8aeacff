/** The tray's namespace, it-it. */
import type { TrayMessages } from './en-us'

const messages: TrayMessages = {
  tray: {
    title: 'Il tuo profilo e le tue notifiche',
    open: 'Apri il tuo profilo e le tue notifiche',
    close: 'Chiudi il pannello',
    unread: 'Nuove notifiche: {{n}}',
    tabs: { profile: 'Profilo', account: 'Account' },
  },
  profile: {
    title: 'Il tuo profilo',
    sign_in_title: 'Accedi per partecipare alla discussione',
    email: 'Indirizzo e-mail',
    password: 'Password',
    password_hint: 'Almeno 8 caratteri.',
    name: 'Nome',
    comments_made: 'Commenti',
    likes_received: 'Mi piace ricevuti',
    likes_given: 'Mi piace dati',
    activity: 'La tua attività',
    activity_failed: 'Non è stato possibile caricare la tua attività.',
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
    avatar_changed: 'La tua nuova immagine è stata salvata.',
    avatar_removed: 'La tua immagine è stata rimossa.',
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
    name_pending: 'Il tuo nuovo nome, {{name}}, è in attesa dell’approvazione di un moderatore. Fino ad allora, gli altri ti vedono come {{current}}.',
    name_rejected: 'Un moderatore non ha approvato il tuo nuovo nome. Appari ancora come {{current}}; puoi sceglierne un altro in Impostazioni.',
  },
}

export default messages
