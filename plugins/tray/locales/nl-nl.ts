/** The tray's namespace, nl-nl. */
import type { TrayMessages } from './en-us'

const messages: TrayMessages = {
  tray: {
    title: 'Je profiel en meldingen',
    open: 'Je profiel en meldingen openen',
    close: 'Paneel sluiten',
    unread: 'Nieuwe meldingen: {{n}}',
    tabs: { profile: 'Profiel', account: 'Account' },
  },
  profile: {
    title: 'Je profiel',
    sign_in_title: 'Log in om mee te praten',
    email: 'E-mailadres',
    password: 'Wachtwoord',
    password_hint: 'Minstens 8 tekens.',
    name: 'Naam',
    comments_made: 'Reacties',
    likes_received: 'Ontvangen likes',
    likes_given: 'Gegeven likes',
    activity: 'Je activiteit',
    activity_failed: 'Je activiteit kon niet worden geladen.',
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
    avatar_changed: 'Je nieuwe foto is opgeslagen.',
    avatar_removed: 'Je foto is verwijderd.',
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
    name_pending: 'Je nieuwe naam, {{name}}, wacht op goedkeuring door een moderator. Tot die tijd zien anderen je als {{current}}.',
    name_rejected: 'Een moderator heeft je nieuwe naam niet goedgekeurd. Je verschijnt nog steeds als {{current}}; je kunt een andere naam kiezen bij Instellingen.',
  },
}

export default messages
