/** The session plugin's namespace, nl-nl. */
import type { SessionMessages } from './en-us'

const messages: SessionMessages = {
  profile: {
    forgot_title: 'Stel je wachtwoord opnieuw in',
    new_password: 'Nieuw wachtwoord',
    save_password: 'Nieuw wachtwoord opslaan',
    password_changed: 'Je wachtwoord is gewijzigd. Je kunt nu inloggen.',
    email_verified: 'Je e-mailadres is bevestigd. Bedankt!',
    verify_title: 'Je e-mailadres wordt bevestigd',
    avatar_missing: 'Kies eerst een foto.',
    name_missing: 'Vul eerst een naam in.',
    refused: {
      disabled_by_settings: 'Deze site heeft deze functie uitgeschakeld.',
      other: 'Dat kan niet met je account.',
    },
  },
}

export default messages
