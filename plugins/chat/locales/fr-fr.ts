/** The livechat namespace, fr-fr. */
import type { ChatMessages } from './en-us'

const messages: ChatMessages = {
  title: "Chat en direct",
  live: "En direct",
  list_label: "Messages du chat",
  loading: "Chargement du chat…",
  load_failed: "Le chat n’a pas pu être chargé.",
  closed: "Ce chat est terminé. Merci de votre participation.",
  open_chat: "Ouvrir le chat",
  close_chat: "Fermer le chat",
  load_older: "Charger les messages précédents",
  start: "Début du chat.",
  empty: {
    title: "Aucun message pour le moment",
    text: "Dites bonjour : votre message apparaîtra ici pour tout le monde.",
  },
  unknown_author: "Ancien lecteur",
  moderator_badge: "Modération",
  reply_to: "En réponse à {{name}} : {{text}}",
  reply_to_gone: "En réponse à un message supprimé",
  disabled: "Masqué pour les lecteurs",
  removed: "Le message a été supprimé.",
  banned: "{{name}} ne peut plus écrire dans ce chat.",
  fresh: "Nouveaux messages : {{n}}",
  arrived: "Nouveaux messages : {{n}}",
  typing: {
    one: "{{name}} écrit…",
    two: "{{a}} et {{b}} écrivent…",
    many: "{{a}} et {{n}} autres personnes écrivent…",
  },
  link: {
    paused: "Vous êtes hors ligne. Les nouveaux messages apparaîtront à votre retour en ligne.",
    stopped: "Messages en direct interrompus : la connexion a été perdue.",
    reconnect: "Se reconnecter",
  },
  actions: {
    menu: "Actions pour le message de {{name}}",
    reply: "Répondre",
    remove: "Supprimer",
    disable: "Masquer aux lecteurs",
    enable: "Afficher aux lecteurs",
    ban: "Bannir de ce chat",
  },
  confirm: {
    remove_title: "Supprimer ce message ?",
    remove_text: "Le message de {{name}} disparaîtra pour tout le monde.",
    ban_title: "Bannir {{name}} de ce chat ?",
    ban_text: "{{name}} pourra toujours lire le chat, mais ne pourra plus y écrire.",
    cancel: "Annuler",
  },
  message_label: "Votre message",
  reply_label: "Votre réponse à {{name}}",
  replying_to: "En réponse à {{name}}",
  cancel_reply: "Annuler la réponse",
  placeholder: "Écrivez un message…",
  send: "Envoyer",
  characters_left: "Caractères restants : {{n}}",
  errors: {
    empty: "Écrivez d’abord quelque chose.",
    too_long: "Un message peut contenir au plus {{n}} caractères.",
  },
  refused: {
    closed: "Ce chat est terminé.",
    banned: "Vous n’êtes pas autorisé à écrire ici.",
    email_verification_required: "Veuillez d’abord vérifier votre adresse e-mail.",
    not_moderator: "Seuls les modérateurs peuvent faire cela.",
    other: "Vous ne pouvez pas faire cela ici.",
  },
}

export default messages
