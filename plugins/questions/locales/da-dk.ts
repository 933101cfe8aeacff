/** The livequestions namespace, da-dk. */
import type { QuestionsMessages } from './en-us'

const messages: QuestionsMessages = {
  title: "Spørgsmål",
  live: "Live",
  list_label: "Læsernes spørgsmål",
  loading: "Indlæser spørgsmålene…",
  load_failed: "Spørgsmålene kunne ikke indlæses.",
  more: "Flere spørgsmål",
  empty: {
    title: "Ingen spørgsmål endnu",
    text: "Stil det første: spørgsmål vises her, når en moderator har godkendt dem.",
  },
  unknown_author: "Tidligere læser",
  moderator_badge: "Moderator",
  sort: {
    label: "Rækkefølge",
    votes: "Flest stemmer",
    newest: "Nyeste",
  },
  ask: {
    label: "Dit spørgsmål",
    placeholder: "Stil et spørgsmål…",
    hint: "En moderator godkender spørgsmål, før alle kan se dem.",
    submit: "Spørg",
    sent: "Tak! Dit spørgsmål vises, når en moderator har godkendt det.",
    published: "Dit spørgsmål er offentliggjort.",
  },
  pending: {
    own: "Dine spørgsmål, der venter på godkendelse: {{n}}",
    moderator: "Venter på godkendelse: {{n}}",
  },
  votes: "Stemmer: {{n}}",
  upvote: "Stem op",
  upvoted: "Stemt op",
  answered: "Besvaret",
  awaiting: "Venter på godkendelse",
  answer_by: "Svar fra {{name}}",
  moderation: {
    label: "Moderering",
    approve: "Godkend",
    reject: "Afvis",
    answer: "Besvar",
    mark_answered: "Markér som besvaret",
    approved: "Spørgsmålet er offentliggjort.",
    rejected: "Spørgsmålet blev afvist.",
  },
  answer_form: {
    label: "Dit svar til {{name}}",
    submit: "Offentliggør svaret",
    cancel: "Annuller",
    sent: "Dit svar er offentliggjort.",
  },
  characters_left: "Tegn tilbage: {{n}}",
  arrived: "Nye spørgsmål: {{n}}",
  answered_live: "Besvarede spørgsmål: {{n}}",
  waiting_live: "Spørgsmål, der venter på godkendelse: {{n}}",
  link: {
    paused: "Du er offline. Nye spørgsmål vises, når du er online igen.",
    stopped: "Liveopdateringer stoppet: forbindelsen blev afbrudt.",
    reconnect: "Opret forbindelse igen",
  },
  errors: {
    empty: "Skriv dit spørgsmål først.",
    too_long: "Et spørgsmål må højst være {{n}} tegn langt.",
    empty_answer: "Skriv dit svar først.",
    answer_too_long: "Et svar må højst være {{n}} tegn langt.",
    already_voted: "Du har allerede stemt dette spørgsmål op.",
    own_question: "Du kan ikke stemme dit eget spørgsmål op.",
    not_approved: "Der kan endnu ikke stemmes på dette spørgsmål.",
  },
  refused: {
    closed: "Der kan ikke længere stilles spørgsmål her.",
    banned: "Du må ikke stille spørgsmål her.",
    email_verification_required: "Bekræft først din e-mailadresse.",
    not_moderator: "Kun moderatorer kan gøre dette.",
    other: "Det kan du ikke her.",
  },
}

export default messages
