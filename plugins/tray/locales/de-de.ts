/** The tray's namespace, de-de. */
import type { TrayMessages } from './en-us'

const messages: TrayMessages = {
  tray: {
    title: 'Dein Profil und deine Benachrichtigungen',
    open: 'Dein Profil und deine Benachrichtigungen öffnen',
    close: 'Bereich schließen',
    unread: 'Neue Benachrichtigungen: {{n}}',
    tabs: { profile: 'Profil', account: 'Konto' },
  },
  profile: {
    title: 'Dein Profil',
    sign_in_title: 'Melde dich an, um mitzudiskutieren',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    password_hint: 'Mindestens 8 Zeichen.',
    name: 'Name',
    comments_made: 'Kommentare',
    likes_received: 'Erhaltene Likes',
    likes_given: 'Vergebene Likes',
    activity: 'Deine Aktivität',
    activity_failed: 'Deine Aktivität konnte nicht geladen werden.',
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
    avatar_changed: 'Dein neues Bild ist gespeichert.',
    avatar_removed: 'Dein Bild wurde entfernt.',
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
    name_pending: 'Dein neuer Name, {{name}}, wartet auf die Freigabe durch die Moderation. Bis dahin sehen andere dich als {{current}}.',
    name_rejected: 'Die Moderation hat deinen neuen Namen nicht freigegeben. Du erscheinst weiterhin als {{current}}; unter Einstellungen kannst du einen anderen Namen wählen.',
  },
}

export default messages
