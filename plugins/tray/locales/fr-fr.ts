/** The tray's namespace, fr-fr. */
import type { TrayMessages } from './en-us'

const messages: TrayMessages = {
  tray: {
    title: 'Votre profil et vos notifications',
    open: 'Ouvrir votre profil et vos notifications',
    close: 'Fermer le panneau',
    unread: 'Nouvelles notifications : {{n}}',
    tabs: { profile: 'Profil', account: 'Compte' },
  },
  profile: {
    title: 'Votre profil',
    sign_in_title: 'Connectez-vous pour participer à la discussion',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    password_hint: 'Au moins 8 caractères.',
    name: 'Nom',
    comments_made: 'Commentaires',
    likes_received: 'J’aime reçus',
    likes_given: 'J’aime donnés',
    activity: 'Votre activité',
    activity_failed: 'Votre activité n’a pas pu être chargée.',
    sign_up_title: 'Créez votre compte',
    create_account: 'Créer un compte',
    no_account: 'Nouveau ici ? Créez un compte',
    have_account: 'Vous avez déjà un compte ? Connectez-vous',
    forgot: 'Mot de passe oublié ?',
    forgot_title: 'Réinitialisez votre mot de passe',
    send_link: 'Envoyer le lien',
    reset_sent: 'Si un compte existe pour cette adresse, nous lui avons envoyé un lien pour réinitialiser le mot de passe.',
    human: 'Je ne suis pas un robot',
    new_password: 'Nouveau mot de passe',
    save_password: 'Enregistrer le nouveau mot de passe',
    password_changed: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.',
    email_verified: 'Votre adresse e-mail est confirmée. Merci !',
    verify_title: 'Confirmation de votre adresse e-mail',
    change_avatar: 'Changer la photo',
    remove_avatar: 'Supprimer la photo',
    avatar_changed: 'Votre nouvelle photo est enregistrée.',
    avatar_removed: 'Votre photo a été supprimée.',
    avatar_missing: 'Choisissez d’abord une photo.',
    sign_in_elsewhere: 'Connectez-vous avec votre compte sur ce site pour participer à la discussion.',
    refused: {
      disabled_by_settings: 'Ce site a désactivé cette fonction.',
      other: 'Ce n’est pas possible avec votre compte.',
    },
  },
  account: {
    signed_out: 'Connectez-vous pour voir votre compte.',
    verify_email: 'Consultez votre boîte de réception pour confirmer votre adresse e-mail.',
    name_pending: 'Votre nouveau nom, {{name}}, attend l’approbation d’un modérateur. D’ici là, les autres vous voient sous le nom {{current}}.',
    name_rejected: 'Un modérateur n’a pas approuvé votre nouveau nom. Vous apparaissez toujours sous le nom {{current}} ; vous pouvez en choisir un autre dans Paramètres.',
  },
}

export default messages
