/** The session plugin's namespace, da-dk. */
import type { SessionMessages } from './en-us'

const messages: SessionMessages = {
  profile: {
    forgot_title: 'Nulstil din adgangskode',
    new_password: 'Ny adgangskode',
    save_password: 'Gem den nye adgangskode',
    password_changed: 'Din adgangskode er ændret. Du kan logge ind nu.',
    email_verified: 'Din e-mailadresse er bekræftet. Tak!',
    verify_title: 'Bekræfter din e-mailadresse',
    avatar_missing: 'Vælg først et billede.',
    name_missing: 'Skriv først et navn.',
    refused: {
      disabled_by_settings: 'Dette websted har slået denne funktion fra.',
      other: 'Det er ikke muligt med din konto.',
    },
  },
}

export default messages
