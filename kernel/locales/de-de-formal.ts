/** The base namespace, de-de-formal. */
import type { BaseMessages } from './en-us'

const messages: BaseMessages = {
  settings: {
    error: {
      generic_error: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es noch einmal.',
      unauthorized: 'Sie müssen sich anmelden, um das zu tun.',
      error_fetching: 'Das konnten wir nicht laden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es noch einmal.',
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
}

export default messages
