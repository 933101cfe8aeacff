/** The base namespace, nl-nl. */
import type { BaseMessages } from './en-us'

const messages: BaseMessages = {
  settings: {
    error: {
      generic_error: 'Er is iets misgegaan. Probeer het opnieuw.',
      unauthorized: 'Je moet inloggen om dat te doen.',
      error_fetching: 'We konden de dienst niet bereiken. Controleer je verbinding en probeer het opnieuw.',
      retry_after: 'Er zijn op dit moment te veel verzoeken. Probeer het {{when}} opnieuw.',
    },
  },
  time: { now: 'nu' },
  actions: {
    cancel: 'Annuleren',
    close: 'Sluiten',
    save: 'Opslaan',
    submit: 'Verzenden',
    retry: 'Opnieuw proberen',
    load_more: 'Meer laden',
    show_more: 'Meer tonen',
    sign_in: 'Inloggen',
    sign_up: 'Registreren',
    log_out: 'Uitloggen',
  },
  dialog: { close: 'Dialoogvenster sluiten' },
  report: { reason: "Waarom meld je dit?", spam: "Spam", abuse: "Misbruik of intimidatie", off_topic: "Niet relevant", other: "Iets anders", submit: "Melding versturen" },
  badge: { moderator: 'Moderator', trusted: 'Vertrouwd' },
  status: {
    loading: 'Laden…',
    offline: 'Je bent offline. Wijzigingen worden verzonden zodra je weer verbonden bent.',
    success: 'Klaar',
    error: 'Fout',
    warning: 'Waarschuwing',
    info: 'Informatie',
  },
  widget: {
    loading: 'Het gesprek wordt geladen…',
    failed: 'Dit onderdeel kon niet worden geladen.',
  },
  ban: {
    login_banned: 'Dit account mag niet inloggen.',
    banned_from_posting: 'Dit account mag niets plaatsen.',
    signup_banned: 'Registreren is niet toegestaan voor dit adres.',
    reason: 'Reden: {{reason}}',
    until: 'De blokkade eindigt op {{date}}.',
    permanent: 'De blokkade is permanent.',
  },
}

export default messages
