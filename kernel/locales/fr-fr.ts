/** The base namespace, fr-fr. */
import type { BaseMessages } from './en-us'

const messages: BaseMessages = {
  settings: {
    error: {
      generic_error: 'Un problème est survenu. Veuillez réessayer.',
      unauthorized: 'Vous devez vous connecter pour faire cela.',
      error_fetching: 'Impossible de charger ce contenu. Vérifiez votre connexion et réessayez.',
    },
  },
  time: { now: 'maintenant' },
  actions: {
    cancel: 'Annuler',
    close: 'Fermer',
    save: 'Enregistrer',
    submit: 'Envoyer',
    retry: 'Réessayer',
    load_more: 'Charger plus',
    show_more: 'Afficher plus',
    sign_in: 'Se connecter',
    sign_up: 'S’inscrire',
    log_out: 'Se déconnecter',
  },
  dialog: { close: 'Fermer la boîte de dialogue' },
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
  tray: {
    title: 'Votre profil et vos notifications',
    open: 'Ouvrir votre profil et vos notifications',
    close: 'Fermer le panneau',
    tabs: { profile: 'Profil', account: 'Compte' },
  },
  profile: {
    title: 'Votre profil',
    sign_in_title: 'Connectez-vous pour participer à la discussion',
    join_title: 'Rejoindre la discussion',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    name: 'Nom',
    comments_made: 'Commentaires',
    likes_received: 'J’aime reçus',
  },
  account: {
    signed_out: 'Connectez-vous pour voir votre compte.',
    verify_email: 'Consultez votre boîte de réception pour confirmer votre adresse e-mail.',
  },
}

export default messages
