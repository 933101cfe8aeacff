/** The base namespace, fi-fi. */
import type { BaseMessages } from './en-us'

const messages: BaseMessages = {
  settings: {
    error: {
      generic_error: 'Jokin meni vikaan. Yritä uudelleen.',
      unauthorized: 'Sinun täytyy kirjautua sisään tehdäksesi tämän.',
      error_fetching: 'Emme saaneet yhteyttä palveluun. Tarkista yhteytesi ja yritä uudelleen.',
    },
  },
  time: { now: 'nyt' },
  actions: {
    cancel: 'Peruuta',
    close: 'Sulje',
    save: 'Tallenna',
    submit: 'Lähetä',
    retry: 'Yritä uudelleen',
    load_more: 'Lataa lisää',
    show_more: 'Näytä lisää',
    sign_in: 'Kirjaudu sisään',
    sign_up: 'Rekisteröidy',
    log_out: 'Kirjaudu ulos',
  },
  dialog: { close: 'Sulje valintaikkuna' },
  status: {
    loading: 'Ladataan…',
    offline: 'Olet offline-tilassa. Muutokset lähetetään, kun yhteys palaa.',
    success: 'Valmis',
    error: 'Virhe',
    warning: 'Varoitus',
    info: 'Tiedoksi',
  },
  widget: {
    loading: 'Ladataan keskustelua…',
    failed: 'Tätä osiota ei voitu ladata.',
  },
  tray: {
    title: 'Profiilisi ja ilmoituksesi',
    open: 'Avaa profiilisi ja ilmoituksesi',
    close: 'Sulje paneeli',
    tabs: { profile: 'Profiili', account: 'Tili' },
  },
  profile: {
    title: 'Profiilisi',
    sign_in_title: 'Kirjaudu sisään osallistuaksesi keskusteluun',
    email: 'Sähköposti',
    password: 'Salasana',
    name: 'Nimi',
    comments_made: 'Kommentit',
    likes_received: 'Saadut tykkäykset',
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
  },
  ban: {
    login_banned: 'Tämän tilin kirjautuminen on estetty.',
    banned_from_posting: 'Tämän tilin julkaiseminen on estetty.',
    signup_banned: 'Rekisteröityminen tällä osoitteella ei ole sallittua.',
    reason: 'Syy: {{reason}}',
    until: 'Esto päättyy {{date}}.',
    permanent: 'Esto on pysyvä.',
  },
}

export default messages
