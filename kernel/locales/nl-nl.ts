/** The base namespace, nl-nl. */
import type { BaseMessages } from './en-us'

const messages: BaseMessages = {
  settings: {
    error: {
      generic_error: 'Er is iets misgegaan. Probeer het opnieuw.',
      unauthorized: 'Je moet inloggen om dat te doen.',
      error_fetching: 'We konden de dienst niet bereiken. Controleer je verbinding en probeer het opnieuw.',
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
  tray: {
    title: 'Je profiel en meldingen',
    open: 'Je profiel en meldingen openen',
    close: 'Paneel sluiten',
    tabs: { profile: 'Profiel', account: 'Account' },
  },
  profile: {
    title: 'Je profiel',
    sign_in_title: 'Log in om mee te praten',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    name: 'Naam',
    comments_made: 'Reacties',
    likes_received: 'Ontvangen likes',
    sign_up_title: 'Maak je account aan',
    create_account: 'Account aanmaken',
    no_account: 'Nieuw hier? Maak een account aan',
    have_account: 'Heb je al een account? Log in',
    forgot: 'Wachtwoord vergeten?',
    forgot_title: 'Stel je wachtwoord opnieuw in',
    send_link: 'Link versturen',
    reset_sent: 'Als er een account met dit adres bestaat, hebben we er een link naartoe gestuurd om het wachtwoord opnieuw in te stellen.',
    human: 'Ik ben geen robot',
    new_password: 'Nieuw wachtwoord',
    save_password: 'Nieuw wachtwoord opslaan',
    password_changed: 'Je wachtwoord is gewijzigd. Je kunt nu inloggen.',
    email_verified: 'Je e-mailadres is bevestigd. Bedankt!',
    verify_title: 'Je e-mailadres wordt bevestigd',
    change_avatar: 'Foto wijzigen',
    remove_avatar: 'Foto verwijderen',
    avatar_missing: 'Kies eerst een foto.',
    sign_in_elsewhere: 'Log in met je account op deze site om mee te praten.',
    refused: {
      disabled_by_settings: 'Deze site heeft deze functie uitgeschakeld.',
      other: 'Dat kan niet met je account.',
    },
  },
  account: {
    signed_out: 'Log in om je account te bekijken.',
    verify_email: 'Bekijk je inbox om je e-mailadres te bevestigen.',
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
