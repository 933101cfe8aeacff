/** The session plugin's namespace, fi-fi. */
import type { SessionMessages } from './en-us'

const messages: SessionMessages = {
  profile: {
    forgot_title: 'Vaihda salasana',
    new_password: 'Uusi salasana',
    save_password: 'Tallenna uusi salasana',
    password_changed: 'Salasanasi on vaihdettu. Voit nyt kirjautua sisään.',
    email_verified: 'Sähköpostiosoitteesi on vahvistettu. Kiitos!',
    verify_title: 'Vahvistetaan sähköpostiosoitettasi',
    avatar_missing: 'Valitse ensin kuva.',
    name_missing: 'Kirjoita ensin nimi.',
    refused: {
      disabled_by_settings: 'Tämä sivusto on poistanut toiminnon käytöstä.',
      other: 'Tämä ei ole mahdollista tililläsi.',
    },
  },
}

export default messages
