/** The base namespace, fr-ca. */
import type { BaseMessages } from './en-us'

const messages: BaseMessages = {
  settings: {
    error: {
      generic_error: 'Un problème est survenu. Veuillez réessayer.',
      unauthorized: 'Vous devez vous connecter pour faire ça.',
      error_fetching: 'Impossible de joindre le service. Vérifiez votre connexion et réessayez.',
      retry_after: 'Il y a trop de requêtes en ce moment. Veuillez réessayer {{when}}.',
    },
  },
  time: { now: 'maintenant' },
  actions: {
    cancel: 'Annuler',
    close: 'Fermer',
    save: 'Enregistrer',
    submit: 'Soumettre',
    retry: 'Réessayer',
    load_more: 'Afficher plus de commentaires',
    show_more: 'Voir plus',
    sign_in: 'Se connecter',
    sign_up: 'S’inscrire',
    log_out: 'Se déconnecter',
  },
  dialog: { close: 'Fermer la fenêtre' },
  report: { reason: "Pourquoi le signalez-vous ?", spam: "Pourriel", abuse: "Abus ou harcèlement", off_topic: "Hors sujet", other: "Autre chose", submit: "Envoyer le signalement" },
  badge: { moderator: 'Modérateur', trusted: 'De confiance' },
  status: {
    loading: 'Chargement…',
    offline: 'Vous êtes hors ligne. Les modifications seront envoyées à la reconnexion.',
    success: 'Terminé',
    error: 'Erreur',
    warning: 'Avertissement',
    info: 'Information',
  },
  widget: {
    loading: 'Chargement de la discussion…',
    failed: 'Cette section n’a pas pu être chargée.',
  },
  ban: {
    login_banned: 'Ce compte n’est pas autorisé à se connecter.',
    banned_from_posting: 'Ce compte n’est pas autorisé à publier.',
    signup_banned: 'L’inscription n’est pas permise pour ce courriel.',
    reason: 'Motif : {{reason}}',
    until: 'L’interdiction prend fin le {{date}}.',
    permanent: 'L’interdiction est permanente.',
  },
}

export default messages
