/** The base namespace, de-de-formal. */
import type { BaseMessages } from './en-us'

const messages: BaseMessages = {
  settings: {
    error: {
      generic_error: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es noch einmal.',
      unauthorized: 'Sie müssen sich anmelden, um das zu tun.',
      error_fetching: 'Wir konnten den Dienst nicht erreichen. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es noch einmal.',
      retry_after: 'Gerade gibt es zu viele Anfragen. Bitte versuchen Sie es {{when}} noch einmal.',
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
  report: { reason: "Warum melden Sie diesen Beitrag?", spam: "Spam", abuse: "Beleidigung oder Belästigung", off_topic: "Themenfremd", other: "Etwas anderes", submit: "Meldung senden" },
  badge: { moderator: 'Moderator', trusted: 'Vertrauenswürdig' },
  status: {
    loading: 'Wird geladen…',
    offline: 'Sie sind offline. Änderungen werden gesendet, sobald Sie wieder verbunden sind.',
    success: 'Erledigt',
    error: 'Fehler',
    warning: 'Warnung',
    info: 'Hinweis',
  },
  widget: {
    loading: 'Die Diskussion wird geladen…',
    failed: 'Dieser Bereich konnte nicht geladen werden.',
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
