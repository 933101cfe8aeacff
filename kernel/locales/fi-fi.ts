/** The base namespace, fi-fi. */
import type { BaseMessages } from './en-us'

const messages: BaseMessages = {
  settings: {
    error: {
      generic_error: 'Jokin meni vikaan. Yritä uudelleen.',
      unauthorized: 'Sinun täytyy kirjautua sisään tehdäksesi tämän.',
      error_fetching: 'Emme saaneet yhteyttä palveluun. Tarkista yhteytesi ja yritä uudelleen.',
      retry_after: 'Pyyntöjä on juuri nyt liikaa. Yritä uudelleen {{when}}.',
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
  report: { reason: "Miksi ilmoitat siitä?", spam: "Roskaposti", abuse: "Asiaton käytös tai häirintä", off_topic: "Aiheen ulkopuolella", other: "Jokin muu", submit: "Lähetä ilmoitus" },
  badge: { moderator: 'Moderaattori', trusted: 'Luotettu' },
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
