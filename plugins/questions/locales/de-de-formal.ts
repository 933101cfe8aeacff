/** The livequestions namespace, de-de-formal. */
import type { QuestionsMessages } from './en-us'

const messages: QuestionsMessages = {
  title: "Fragen",
  live: "Live",
  list_label: "Fragen der Leserinnen und Leser",
  loading: "Fragen werden geladen…",
  load_failed: "Die Fragen konnten nicht geladen werden.",
  more: "Weitere Fragen",
  empty: {
    title: "Noch keine Fragen",
    text: "Stellen Sie die erste: Fragen erscheinen hier, sobald ein Moderator sie freigegeben hat.",
  },
  unknown_author: "Ehemaliger Leser",
  moderator_badge: "Moderator",
  sort: {
    label: "Reihenfolge",
    votes: "Meiste Stimmen",
    newest: "Neueste",
  },
  ask: {
    label: "Ihre Frage",
    placeholder: "Stellen Sie eine Frage…",
    hint: "Ein Moderator gibt Fragen frei, bevor alle sie sehen.",
    submit: "Fragen",
    sent: "Vielen Dank! Ihre Frage erscheint, sobald ein Moderator sie freigegeben hat.",
    published: "Ihre Frage ist veröffentlicht.",
  },
  pending: {
    own: "Ihre Fragen, die auf Freigabe warten: {{n}}",
    moderator: "Warten auf Freigabe: {{n}}",
  },
  votes: "Stimmen: {{n}}",
  upvote: "Hochstimmen",
  upvoted: "Hochgestimmt",
  answered: "Beantwortet",
  awaiting: "Wartet auf Freigabe",
  answer_by: "Antwort von {{name}}",
  moderation: {
    label: "Moderation",
    approve: "Freigeben",
    reject: "Ablehnen",
    answer: "Antworten",
    mark_answered: "Als beantwortet markieren",
    approved: "Die Frage ist veröffentlicht.",
    rejected: "Die Frage wurde abgelehnt.",
  },
  answer_form: {
    label: "Ihre Antwort an {{name}}",
    submit: "Antwort veröffentlichen",
    cancel: "Abbrechen",
    sent: "Ihre Antwort ist veröffentlicht.",
  },
  characters_left: "Verbleibende Zeichen: {{n}}",
  arrived: "Neue Fragen: {{n}}",
  answered_live: "Beantwortete Fragen: {{n}}",
  waiting_live: "Fragen, die auf Freigabe warten: {{n}}",
  link: {
    paused: "Sie sind offline. Neue Fragen erscheinen, sobald Sie wieder online sind.",
    stopped: "Live-Aktualisierungen gestoppt: Die Verbindung ist abgebrochen.",
    reconnect: "Neu verbinden",
  },
  errors: {
    empty: "Schreiben Sie zuerst Ihre Frage.",
    too_long: "Eine Frage darf höchstens {{n}} Zeichen lang sein.",
    empty_answer: "Schreiben Sie zuerst Ihre Antwort.",
    answer_too_long: "Eine Antwort darf höchstens {{n}} Zeichen lang sein.",
    already_voted: "Sie haben diese Frage bereits hochgestimmt.",
    own_question: "Sie können Ihre eigene Frage nicht hochstimmen.",
    not_approved: "Für diese Frage kann noch nicht abgestimmt werden.",
  },
  refused: {
    closed: "Hier können keine Fragen mehr gestellt werden.",
    banned: "Sie dürfen hier keine Fragen stellen.",
    email_verification_required: "Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse.",
    not_moderator: "Das können nur Moderatoren.",
    other: "Das ist hier nicht möglich.",
  },
}

export default messages
