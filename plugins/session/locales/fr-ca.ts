/** The session plugin's namespace, fr-ca. */
import type { SessionMessages } from './en-us'

const messages: SessionMessages = {
  profile: {
    forgot_title: 'Réinitialisez votre mot de passe',
    new_password: 'Nouveau mot de passe',
    save_password: 'Enregistrer le nouveau mot de passe',
    password_changed: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.',
    email_verified: 'Votre courriel est confirmé. Merci!',
    verify_title: 'Confirmation de votre courriel',
    avatar_missing: 'Choisissez d’abord une photo.',
    name_missing: 'Entrez d’abord un nom.',
    refused: {
      disabled_by_settings: 'Ce site a désactivé cette fonctionnalité.',
      other: 'Ce n’est pas possible avec votre compte.',
    },
  },
}

export default messages
