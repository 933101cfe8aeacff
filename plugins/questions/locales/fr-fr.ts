/** The livequestions namespace, fr-fr. */
import type { QuestionsMessages } from './en-us'

const messages: QuestionsMessages = {
  title: "Questions",
  live: "En direct",
  list_label: "Questions des lecteurs",
  loading: "Chargement des questions…",
  load_failed: "Les questions n’ont pas pu être chargées.",
  more: "Plus de questions",
  empty: {
    title: "Aucune question pour l’instant",
    text: "Posez la première : les questions apparaissent ici dès qu’un modérateur les a approuvées.",
  },
  unknown_author: "Ancien lecteur",
  moderator_badge: "Modérateur",
  sort: {
    label: "Ordre",
    votes: "Plus de votes",
    newest: "Plus récentes",
  },
  ask: {
    label: "Votre question",
    placeholder: "Posez une question…",
    hint: "Un modérateur approuve les questions avant que tout le monde les voie.",
    submit: "Demander",
    sent: "Merci ! Votre question apparaîtra dès qu’un modérateur l’aura approuvée.",
    published: "Votre question est publiée.",
  },
  pending: {
    own: "Vos questions en attente d’approbation : {{n}}",
    moderator: "En attente d’approbation : {{n}}",
  },
  votes: "Votes : {{n}}",
  upvote: "Voter pour",
  upvoted: "Vote enregistré",
  answered: "Répondu",
  awaiting: "En attente d’approbation",
  answer_by: "Réponse de {{name}}",
  moderation: {
    label: "Modération",
    approve: "Approuver",
    reject: "Refuser",
    answer: "Répondre",
    mark_answered: "Marquer comme répondue",
    approved: "La question est publiée.",
    rejected: "La question a été refusée.",
  },
  answer_form: {
    label: "Votre réponse à {{name}}",
    submit: "Publier la réponse",
    cancel: "Annuler",
    sent: "Votre réponse est publiée.",
  },
  characters_left: "Caractères restants : {{n}}",
  arrived: "Nouvelles questions : {{n}}",
  answered_live: "Questions répondues : {{n}}",
  waiting_live: "Questions en attente d’approbation : {{n}}",
  link: {
    paused: "Vous êtes hors ligne. Les nouvelles questions apparaîtront à votre retour en ligne.",
    stopped: "Mises à jour en direct interrompues : la connexion a été perdue.",
    reconnect: "Se reconnecter",
  },
  errors: {
    empty: "Écrivez d’abord votre question.",
    too_long: "Une question peut contenir au plus {{n}} caractères.",
    empty_answer: "Écrivez d’abord votre réponse.",
    answer_too_long: "Une réponse peut contenir au plus {{n}} caractères.",
    already_voted: "Vous avez déjà voté pour cette question.",
    own_question: "Vous ne pouvez pas voter pour votre propre question.",
    not_approved: "Cette question n’est pas encore ouverte aux votes.",
  },
  refused: {
    closed: "Les questions sont fermées ici.",
    banned: "Vous n’êtes pas autorisé à poser des questions ici.",
    email_verification_required: "Veuillez d’abord vérifier votre adresse e-mail.",
    not_moderator: "Seuls les modérateurs peuvent faire cela.",
    other: "Vous ne pouvez pas faire cela ici.",
  },
}

export default messages
