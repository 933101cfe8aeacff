/** The base namespace, de-de. */
import type { BaseMessages } from './en-us'

const messages: BaseMessages = {
  settings: {
    error: {
      generic_error: 'Etwas ist schiefgelaufen. Bitte versuch es noch einmal.',
      unauthorized: 'Du musst dich anmelden, um das zu tun.',
      error_fetching: 'Wir konnten den Dienst nicht erreichen. Prüf deine Verbindung und versuch es noch einmal.',
    },
  },
  time: { now: 'jetzt' },
  actions: {
    cancel: 'Abbrechen',
    close: 'Schließen',
    save: 'Speichern',
    submit: 'Absenden',
    retry: 'Erneut versuchen',
    load_more: 'Mehr laden',
    show_more: 'Mehr anzeigen',
    sign_in: 'Anmelden',
    sign_up: 'Registrieren',
    log_out: 'Abmelden',
  },
  dialog: { close: 'Dialog schließen' },
  status: {
    loading: 'Wird geladen…',
    offline: 'Du bist offline. Änderungen werden gesendet, sobald du wieder verbunden bist.',
    success: 'Erledigt',
    error: 'Fehler',
    warning: 'Warnung',
    info: 'Hinweis',
  },
  widget: {
    loading: 'Die Diskussion wird geladen…',
    failed: 'Dieser Bereich konnte nicht geladen werden.',
  },
  tray: {
    title: 'Dein Profil und deine Benachrichtigungen',
    open: 'Dein Profil und deine Benachrichtigungen öffnen',
    close: 'Bereich schließen',
    tabs: { profile: 'Profil', account: 'Konto' },
  },
  profile: {
    title: 'Dein Profil',
    sign_in_title: 'Melde dich an, um mitzudiskutieren',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    name: 'Name',
    comments_made: 'Kommentare',
    likes_received: 'Erhaltene Likes',
    sign_up_title: 'Erstelle dein Konto',
    create_account: 'Konto erstellen',
    no_account: 'Neu hier? Erstelle ein Konto',
    have_account: 'Du hast schon ein Konto? Melde dich an',
    forgot: 'Passwort vergessen?',
    forgot_title: 'Setz dein Passwort zurück',
    send_link: 'Link senden',
    reset_sent: 'Falls es ein Konto mit dieser Adresse gibt, haben wir einen Link zum Zurücksetzen des Passworts geschickt.',
    human: 'Ich bin kein Roboter',
    new_password: 'Neues Passwort',
    save_password: 'Neues Passwort speichern',
    password_changed: 'Dein Passwort wurde geändert. Du kannst dich jetzt anmelden.',
    email_verified: 'Deine E-Mail-Adresse ist bestätigt. Danke!',
    verify_title: 'Deine E-Mail-Adresse wird bestätigt',
    change_avatar: 'Bild ändern',
    remove_avatar: 'Bild entfernen',
    avatar_missing: 'Wähle zuerst ein Bild.',
    sign_in_elsewhere: 'Melde dich mit deinem Konto auf dieser Website an, um mitzudiskutieren.',
    refused: {
      disabled_by_settings: 'Diese Website hat diese Funktion deaktiviert.',
      other: 'Das ist mit deinem Konto nicht möglich.',
    },
  },
  account: {
    signed_out: 'Melde dich an, um dein Konto zu sehen.',
    verify_email: 'Sieh in deinem Posteingang nach, um deine E-Mail-Adresse zu bestätigen.',
  },
  ban: {
    login_banned: 'Dieses Konto ist von der Anmeldung ausgeschlossen.',
    banned_from_posting: 'Dieses Konto darf nichts veröffentlichen.',
    signup_banned: 'Mit dieser Adresse ist keine Registrierung möglich.',
    reason: 'Grund: {{reason}}',
    until: 'Die Sperre endet am {{date}}.',
    permanent: 'Die Sperre ist dauerhaft.',
  },
}

export default messages
