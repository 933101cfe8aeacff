/** The tray's namespace, de-de-formal. */
import type { TrayMessages } from './en-us'

const messages: TrayMessages = {
  tray: {
    title: 'Ihr Profil und Ihre Benachrichtigungen',
    open: 'Ihr Profil und Ihre Benachrichtigungen öffnen',
    close: 'Bereich schließen',
    unread: 'Neue Benachrichtigungen: {{n}}',
    tabs: { profile: 'Profil', account: 'Konto' },
  },
  profile: {
    title: 'Ihr Profil',
    sign_in_title: 'Melden Sie sich an, um mitzudiskutieren',
    email: 'E-Mail-Adresse',
    password: 'Passwort',
    password_hint: 'Mindestens 8 Zeichen.',
    name: 'Name',
    comments_made: 'Kommentare',
    likes_received: 'Erhaltene Likes',
    likes_given: 'Vergebene Likes',
    activity: 'Ihre Aktivität',
    activity_failed: 'Ihre Aktivität konnte nicht geladen werden.',
    sign_up_title: 'Erstellen Sie Ihr Konto',
    create_account: 'Konto erstellen',
    no_account: 'Neu hier? Erstellen Sie ein Konto',
    have_account: 'Sie haben schon ein Konto? Melden Sie sich an',
    forgot: 'Passwort vergessen?',
    forgot_title: 'Setzen Sie Ihr Passwort zurück',
    send_link: 'Link senden',
    reset_sent: 'Falls es ein Konto mit dieser Adresse gibt, haben wir einen Link zum Zurücksetzen des Passworts geschickt.',
    human: 'Ich bin kein Roboter',
    new_password: 'Neues Passwort',
    save_password: 'Neues Passwort speichern',
    password_changed: 'Ihr Passwort wurde geändert. Sie können sich jetzt anmelden.',
    email_verified: 'Ihre E-Mail-Adresse ist bestätigt. Vielen Dank!',
    verify_title: 'Ihre E-Mail-Adresse wird bestätigt',
    change_avatar: 'Bild ändern',
    remove_avatar: 'Bild entfernen',
    avatar_changed: 'Ihr neues Bild ist gespeichert.',
    avatar_removed: 'Ihr Bild wurde entfernt.',
    avatar_missing: 'Wählen Sie zuerst ein Bild.',
    sign_in_elsewhere: 'Melden Sie sich mit Ihrem Konto auf dieser Website an, um mitzudiskutieren.',
    refused: {
      disabled_by_settings: 'Diese Website hat diese Funktion deaktiviert.',
      other: 'Das ist mit Ihrem Konto nicht möglich.',
    },
  },
  account: {
    signed_out: 'Melden Sie sich an, um Ihr Konto zu sehen.',
    verify_email: 'Bitte sehen Sie in Ihrem Posteingang nach, um Ihre E-Mail-Adresse zu bestätigen.',
    name_pending: 'Ihr neuer Name, {{name}}, wartet auf die Freigabe durch die Moderation. Bis dahin sehen andere Sie als {{current}}.',
    name_rejected: 'Die Moderation hat Ihren neuen Namen nicht freigegeben. Sie erscheinen weiterhin als {{current}}; unter Einstellungen können Sie einen anderen Namen wählen.',
  },
}

export default messages
