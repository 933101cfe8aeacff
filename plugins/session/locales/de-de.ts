/** The session plugin's namespace, de-de. */
import type { SessionMessages } from './en-us'

const messages: SessionMessages = {
  profile: {
    forgot_title: 'Setz dein Passwort zurück',
    new_password: 'Neues Passwort',
    save_password: 'Neues Passwort speichern',
    password_changed: 'Dein Passwort wurde geändert. Du kannst dich jetzt anmelden.',
    email_verified: 'Deine E-Mail-Adresse ist bestätigt. Danke!',
    verify_title: 'Deine E-Mail-Adresse wird bestätigt',
    avatar_missing: 'Wähle zuerst ein Bild.',
    name_missing: 'Gib zuerst einen Namen ein.',
    refused: {
      disabled_by_settings: 'Diese Website hat diese Funktion deaktiviert.',
      other: 'Das ist mit deinem Konto nicht möglich.',
    },
  },
}

export default messages
