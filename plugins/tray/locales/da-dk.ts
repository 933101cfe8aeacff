/** The tray's namespace, da-dk. */
import type { TrayMessages } from './en-us'

const messages: TrayMessages = {
  tray: {
    title: 'Din profil og dine notifikationer',
    open: 'Åbn din profil og dine notifikationer',
    close: 'Luk panelet',
    unread: 'Nye notifikationer: {{n}}',
    tabs: { profile: 'Profil', account: 'Konto' },
  },
  profile: {
    title: 'Din profil',
    sign_in_title: 'Log ind for at deltage i debatten',
    email: 'E-mail',
    password: 'Adgangskode',
    password_hint: 'Mindst 8 tegn.',
    name: 'Navn',
    comments_made: 'Kommentarer',
    likes_received: 'Modtagne likes',
    likes_given: 'Givne likes',
    activity: 'Din aktivitet',
    activity_failed: 'Din aktivitet kunne ikke indlæses.',
    sign_up_title: 'Opret din konto',
    create_account: 'Opret konto',
    no_account: 'Ny her? Opret en konto',
    have_account: 'Har du allerede en konto? Log ind',
    forgot: 'Har du glemt din adgangskode?',
    forgot_title: 'Nulstil din adgangskode',
    send_link: 'Send linket',
    reset_sent: 'Hvis der findes en konto med denne adresse, har vi sendt et link til at nulstille adgangskoden.',
    human: 'Jeg er ikke en robot',
    new_password: 'Ny adgangskode',
    save_password: 'Gem den nye adgangskode',
    password_changed: 'Din adgangskode er ændret. Du kan logge ind nu.',
    email_verified: 'Din e-mailadresse er bekræftet. Tak!',
    verify_title: 'Bekræfter din e-mailadresse',
    change_avatar: 'Skift billede',
    remove_avatar: 'Fjern billede',
    avatar_changed: 'Dit nye billede er gemt.',
    avatar_removed: 'Dit billede er fjernet.',
    avatar_missing: 'Vælg først et billede.',
    sign_in_elsewhere: 'Log ind med din konto på dette websted for at deltage i debatten.',
    refused: {
      disabled_by_settings: 'Dette websted har slået denne funktion fra.',
      other: 'Det er ikke muligt med din konto.',
    },
  },
  account: {
    signed_out: 'Log ind for at se din konto.',
    verify_email: 'Tjek din indbakke for at bekræfte din e-mailadresse.',
    name_pending: 'Dit nye navn, {{name}}, venter på godkendelse fra en moderator. Indtil da ser andre dig som {{current}}.',
    name_rejected: 'En moderator godkendte ikke dit nye navn. Du vises stadig som {{current}}; du kan vælge et andet navn under Indstillinger.',
  },
}

export default messages
