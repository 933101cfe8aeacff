/** The session plugin's namespace, de-de-formal. */
import type { SessionMessages } from './en-us'

const messages: SessionMessages = {
  profile: {
    forgot_title: 'Setzen Sie Ihr Passwort zurück',
    new_password: 'Neues Passwort',
    save_password: 'Neues Passwort speichern',
    password_changed: 'Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.',
    email_verified: 'Ihre E-Mail-Adresse ist bestätigt. Vielen Dank!',
    verify_title: 'Ihre E-Mail-Adresse wird bestätigt',
    avatar_missing: 'Wählen Sie zuerst ein Bild.',
    name_missing: 'Geben Sie zuerst einen Namen ein.',
    refused: {
      disabled_by_settings: 'Diese Website hat diese Funktion deaktiviert.',
      other: 'Das ist mit Ihrem Konto nicht möglich.',
    },
  },
}

export default messages
