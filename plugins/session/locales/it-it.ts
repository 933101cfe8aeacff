/** The session plugin's namespace, it-it. */
import type { SessionMessages } from './en-us'

const messages: SessionMessages = {
  profile: {
    forgot_title: 'Reimposta la password',
    new_password: 'Nuova password',
    save_password: 'Salva la nuova password',
    password_changed: 'La password è stata modificata. Ora puoi accedere.',
    email_verified: 'Il tuo indirizzo e-mail è confermato. Grazie!',
    verify_title: 'Conferma del tuo indirizzo e-mail',
    avatar_missing: 'Scegli prima un’immagine.',
    name_missing: 'Scrivi prima un nome.',
    refused: {
      disabled_by_settings: 'Questo sito ha disattivato questa funzione.',
      other: 'Non è possibile con il tuo account.',
    },
  },
}

export default messages
