/** The base namespace, fr-ca. */
import type { BaseMessages } from './en-us'

const messages: BaseMessages = {
  settings: {
    error: {
      generic_error: 'Un problème est survenu. Veuillez réessayer.',
      unauthorized: 'Vous devez vous connecter pour faire ça.',
      error_fetching: 'Impossible de joindre le service. Vérifiez votre connexion et réessayez.',
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
    email: 'Courriel',
    password: 'Mot de passe',
    name: 'Nom',
    comments_made: 'Commentaires',
    likes_received: 'Mentions J’aime reçues',
    sign_up_title: 'Créez votre compte',
    create_account: 'Créer un compte',
    no_account: 'Nouveau ici? Créez un compte',
    have_account: 'Vous avez déjà un compte? Connectez-vous',
    forgot: 'Mot de passe oublié?',
    forgot_title: 'Réinitialisez votre mot de passe',
    send_link: 'Envoyer le lien',
    reset_sent: 'Si un compte existe pour ce courriel, nous lui avons envoyé un lien pour réinitialiser le mot de passe.',
    human: 'Je ne suis pas un robot',
    new_password: 'Nouveau mot de passe',
    save_password: 'Enregistrer le nouveau mot de passe',
    password_changed: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.',
    email_verified: 'Votre courriel est confirmé. Merci!',
    verify_title: 'Confirmation de votre courriel',
    change_avatar: 'Changer la photo',
    remove_avatar: 'Retirer la photo',
    avatar_missing: 'Choisissez d’abord une photo.',
    sign_in_elsewhere: 'Connectez-vous avec votre compte sur ce site pour participer à la discussion.',
    refused: {
      disabled_by_settings: 'Ce site a désactivé cette fonctionnalité.',
      other: 'Ce n’est pas possible avec votre compte.',
    },
  },
  account: {
    signed_out: 'Connectez-vous pour voir votre compte.',
    verify_email: 'Consultez votre boîte de réception pour confirmer votre courriel.',
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
