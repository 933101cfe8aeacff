/** The livequestions namespace, sr-rs. */
import type { QuestionsMessages } from './en-us'

const messages: QuestionsMessages = {
  title: "Pitanja",
  live: "Uživo",
  list_label: "Pitanja čitalaca",
  loading: "Učitavanje pitanja…",
  load_failed: "Pitanja nisu mogla da se učitaju.",
  more: "Još pitanja",
  empty: {
    title: "Još nema pitanja",
    text: "Postavite prvo: pitanja se ovde prikazuju kada ih moderator odobri.",
  },
  unknown_author: "Bivši čitalac",
  moderator_badge: "Moderator",
  sort: {
    label: "Redosled",
    votes: "Najviše glasova",
    newest: "Najnovija",
  },
  ask: {
    label: "Vaše pitanje",
    placeholder: "Postavite pitanje…",
    hint: "Moderator odobrava pitanja pre nego što ih svi vide.",
    submit: "Pitaj",
    sent: "Hvala! Vaše pitanje će se prikazati kada ga moderator odobri.",
    published: "Vaše pitanje je objavljeno.",
  },
  pending: {
    own: "Vaša pitanja koja čekaju odobrenje: {{n}}",
    moderator: "Čeka odobrenje: {{n}}",
  },
  votes: "Glasovi: {{n}}",
  upvote: "Glasaj za",
  upvoted: "Glasano",
  answered: "Odgovoreno",
  awaiting: "Čeka odobrenje",
  answer_by: "Odgovor: {{name}}",
  moderation: {
    label: "Moderacija",
    approve: "Odobri",
    reject: "Odbij",
    answer: "Odgovori",
    mark_answered: "Označi kao odgovoreno",
    approved: "Pitanje je objavljeno.",
    rejected: "Pitanje je odbijeno.",
  },
  answer_form: {
    label: "Vaš odgovor za {{name}}",
    submit: "Objavi odgovor",
    cancel: "Otkaži",
    sent: "Vaš odgovor je objavljen.",
  },
  characters_left: "Preostalo znakova: {{n}}",
  arrived: "Nova pitanja: {{n}}",
  answered_live: "Odgovorena pitanja: {{n}}",
  waiting_live: "Pitanja koja čekaju odobrenje: {{n}}",
  link: {
    paused: "Niste povezani na mrežu. Nova pitanja će se prikazati kada se ponovo povežete.",
    stopped: "Ažuriranja uživo su zaustavljena: veza je prekinuta.",
    reconnect: "Poveži ponovo",
  },
  errors: {
    empty: "Prvo napišite pitanje.",
    too_long: "Pitanje može imati najviše {{n}} znakova.",
    empty_answer: "Prvo napišite odgovor.",
    answer_too_long: "Odgovor može imati najviše {{n}} znakova.",
    already_voted: "Već ste glasali za ovo pitanje.",
    own_question: "Ne možete da glasate za sopstveno pitanje.",
    not_approved: "Za ovo pitanje još ne može da se glasa.",
  },
  refused: {
    closed: "Ovde više ne mogu da se postavljaju pitanja.",
    banned: "Nije vam dozvoljeno da ovde postavljate pitanja.",
    email_verification_required: "Prvo potvrdite svoju adresu e-pošte.",
    not_moderator: "Samo moderatori mogu ovo da urade.",
    other: "Ovo ne možete ovde da uradite.",
  },
}

export default messages
