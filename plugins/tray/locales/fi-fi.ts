/** The tray's namespace, fi-fi. */
import type { TrayMessages } from './en-us'

const messages: TrayMessages = {
  tray: {
    title: 'Profiilisi ja ilmoituksesi',
    open: 'Avaa profiilisi ja ilmoituksesi',
    close: 'Sulje paneeli',
    unread: 'Uusia ilmoituksia: {{n}}',
    tabs: { profile: 'Profiili', account: 'Tili' },
  },
  profile: {
    title: 'Profiilisi',
    sign_in_title: 'Kirjaudu sisään osallistuaksesi keskusteluun',
    email: 'Sähköposti',
    password: 'Salasana',
    password_hint: 'Vähintään 8 merkkiä.',
    name: 'Nimi',
    comments_made: 'Kommentit',
    likes_received: 'Saadut tykkäykset',
    likes_given: 'Annetut tykkäykset',
    activity: 'Toimintasi',
    activity_failed: 'Toimintaasi ei voitu ladata.',
    sign_up_title: 'Luo tili',
    create_account: 'Luo tili',
    no_account: 'Oletko uusi? Luo tili',
    have_account: 'Onko sinulla jo tili? Kirjaudu sisään',
    forgot: 'Unohditko salasanasi?',
    forgot_title: 'Vaihda salasana',
    send_link: 'Lähetä linkki',
    reset_sent: 'Jos tällä osoitteella on tili, lähetimme siihen linkin salasanan vaihtamiseksi.',
    human: 'En ole robotti',
    new_password: 'Uusi salasana',
    save_password: 'Tallenna uusi salasana',
    password_changed: 'Salasanasi on vaihdettu. Voit nyt kirjautua sisään.',
    email_verified: 'Sähköpostiosoitteesi on vahvistettu. Kiitos!',
    verify_title: 'Vahvistetaan sähköpostiosoitettasi',
    change_avatar: 'Vaihda kuva',
    remove_avatar: 'Poista kuva',
    avatar_changed: 'Uusi kuvasi on tallennettu.',
    avatar_removed: 'Kuvasi on poistettu.',
    avatar_missing: 'Valitse ensin kuva.',
    sign_in_elsewhere: 'Kirjaudu sisään tämän sivuston tililläsi osallistuaksesi keskusteluun.',
    refused: {
      disabled_by_settings: 'Tämä sivusto on poistanut toiminnon käytöstä.',
      other: 'Tämä ei ole mahdollista tililläsi.',
    },
  },
  account: {
    signed_out: 'Kirjaudu sisään nähdäksesi tilisi.',
    verify_email: 'Vahvista sähköpostiosoitteesi saapuneista viesteistäsi.',
    name_pending: 'Uusi nimesi, {{name}}, odottaa moderaattorin hyväksyntää. Siihen asti muut näkevät sinut nimellä {{current}}.',
    name_rejected: 'Moderaattori ei hyväksynyt uutta nimeäsi. Näyt edelleen nimellä {{current}}; voit valita toisen nimen Asetuksista.',
  },
}

export default messages
