/** The session plugin's namespace, sr-rs. */
import type { SessionMessages } from './en-us'

const messages: SessionMessages = {
  profile: {
    forgot_title: 'Resetujte lozinku',
    new_password: 'Nova lozinka',
    save_password: 'Sačuvaj novu lozinku',
    password_changed: 'Lozinka je promenjena. Sada možete da se prijavite.',
    email_verified: 'Vaša adresa e-pošte je potvrđena. Hvala!',
    verify_title: 'Potvrđivanje adrese e-pošte',
    avatar_missing: 'Prvo izaberite sliku.',
    name_missing: 'Prvo upišite ime.',
    refused: {
      disabled_by_settings: 'Ovaj sajt je isključio ovu funkciju.',
      other: 'To nije moguće sa vašim nalogom.',
    },
  },
}

export default messages
