/** The livequestions namespace, it-it. */
import type { QuestionsMessages } from './en-us'

const messages: QuestionsMessages = {
  title: "Domande",
  live: "In diretta",
  list_label: "Domande dei lettori",
  loading: "Caricamento delle domande…",
  load_failed: "Impossibile caricare le domande.",
  more: "Altre domande",
  empty: {
    title: "Ancora nessuna domanda",
    text: "Fai la prima: le domande compaiono qui dopo l’approvazione di un moderatore.",
  },
  unknown_author: "Ex lettore",
  moderator_badge: "Moderatore",
  sort: {
    label: "Ordine",
    votes: "Più votate",
    newest: "Più recenti",
  },
  ask: {
    label: "La tua domanda",
    placeholder: "Fai una domanda…",
    hint: "Un moderatore approva le domande prima che tutti le vedano.",
    submit: "Chiedi",
    sent: "Grazie! La tua domanda comparirà dopo l’approvazione di un moderatore.",
    published: "La tua domanda è pubblicata.",
  },
  pending: {
    own: "Le tue domande in attesa di approvazione: {{n}}",
    moderator: "In attesa di approvazione: {{n}}",
  },
  votes: "Voti: {{n}}",
  upvote: "Vota",
  upvoted: "Votata",
  answered: "Con risposta",
  awaiting: "In attesa di approvazione",
  answer_by: "Risposta di {{name}}",
  moderation: {
    label: "Moderazione",
    approve: "Approva",
    reject: "Rifiuta",
    answer: "Rispondi",
    mark_answered: "Segna come risposta",
    approved: "La domanda è pubblicata.",
    rejected: "La domanda è stata rifiutata.",
  },
  answer_form: {
    label: "La tua risposta a {{name}}",
    submit: "Pubblica la risposta",
    cancel: "Annulla",
    sent: "La tua risposta è pubblicata.",
  },
  characters_left: "Caratteri rimanenti: {{n}}",
  arrived: "Nuove domande: {{n}}",
  answered_live: "Domande con risposta: {{n}}",
  waiting_live: "Domande in attesa di approvazione: {{n}}",
  link: {
    paused: "Sei offline. Le nuove domande compariranno quando tornerai online.",
    stopped: "Aggiornamenti in diretta interrotti: la connessione è stata persa.",
    reconnect: "Riconnetti",
  },
  errors: {
    empty: "Scrivi prima la tua domanda.",
    too_long: "Una domanda può contenere al massimo {{n}} caratteri.",
    empty_answer: "Scrivi prima la tua risposta.",
    answer_too_long: "Una risposta può contenere al massimo {{n}} caratteri.",
    already_voted: "Hai già votato questa domanda.",
    own_question: "Non puoi votare la tua domanda.",
    not_approved: "Questa domanda non è ancora aperta ai voti.",
  },
  refused: {
    closed: "Qui le domande sono chiuse.",
    banned: "Non puoi fare domande qui.",
    email_verification_required: "Verifica prima il tuo indirizzo e-mail.",
    not_moderator: "Solo i moderatori possono farlo.",
    other: "Non puoi farlo qui.",
  },
}

export default messages
