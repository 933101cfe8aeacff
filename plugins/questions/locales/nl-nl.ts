/** The livequestions namespace, nl-nl. */
import type { QuestionsMessages } from './en-us'

const messages: QuestionsMessages = {
  title: "Vragen",
  live: "Live",
  list_label: "Vragen van lezers",
  loading: "Vragen laden…",
  load_failed: "De vragen konden niet worden geladen.",
  more: "Meer vragen",
  empty: {
    title: "Nog geen vragen",
    text: "Stel de eerste: vragen verschijnen hier zodra een moderator ze heeft goedgekeurd.",
  },
  unknown_author: "Voormalige lezer",
  moderator_badge: "Moderator",
  sort: {
    label: "Volgorde",
    votes: "Meeste stemmen",
    newest: "Nieuwste",
  },
  ask: {
    label: "Je vraag",
    placeholder: "Stel een vraag…",
    hint: "Een moderator keurt vragen goed voordat iedereen ze ziet.",
    submit: "Vragen",
    sent: "Bedankt! Je vraag verschijnt zodra een moderator hem heeft goedgekeurd.",
    published: "Je vraag is gepubliceerd.",
  },
  pending: {
    own: "Je vragen die op goedkeuring wachten: {{n}}",
    moderator: "Wachten op goedkeuring: {{n}}",
  },
  votes: "Stemmen: {{n}}",
  upvote: "Stem voor",
  upvoted: "Gestemd",
  answered: "Beantwoord",
  awaiting: "Wacht op goedkeuring",
  answer_by: "Antwoord van {{name}}",
  moderation: {
    label: "Moderatie",
    approve: "Goedkeuren",
    reject: "Afwijzen",
    answer: "Beantwoorden",
    mark_answered: "Markeren als beantwoord",
    approved: "De vraag is gepubliceerd.",
    rejected: "De vraag is afgewezen.",
  },
  answer_form: {
    label: "Je antwoord aan {{name}}",
    submit: "Antwoord publiceren",
    cancel: "Annuleren",
    sent: "Je antwoord is gepubliceerd.",
  },
  characters_left: "Resterende tekens: {{n}}",
  arrived: "Nieuwe vragen: {{n}}",
  answered_live: "Beantwoorde vragen: {{n}}",
  waiting_live: "Vragen die op goedkeuring wachten: {{n}}",
  link: {
    paused: "Je bent offline. Nieuwe vragen verschijnen zodra je weer online bent.",
    stopped: "Live-updates gestopt: de verbinding is verbroken.",
    reconnect: "Opnieuw verbinden",
  },
  errors: {
    empty: "Schrijf eerst je vraag.",
    too_long: "Een vraag mag hoogstens {{n}} tekens lang zijn.",
    empty_answer: "Schrijf eerst je antwoord.",
    answer_too_long: "Een antwoord mag hoogstens {{n}} tekens lang zijn.",
    already_voted: "Je hebt al op deze vraag gestemd.",
    own_question: "Je kunt niet op je eigen vraag stemmen.",
    not_approved: "Op deze vraag kan nog niet worden gestemd.",
  },
  refused: {
    closed: "Hier kunnen geen vragen meer worden gesteld.",
    banned: "Je mag hier geen vragen stellen.",
    email_verification_required: "Bevestig eerst je e-mailadres.",
    not_moderator: "Alleen moderators kunnen dit doen.",
    other: "Dat kan hier niet.",
  },
}

export default messages
