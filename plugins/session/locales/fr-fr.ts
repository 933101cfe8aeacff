/** The session plugin's namespace, fr-fr. */
import type { SessionMessages } from './en-us'

const messages: SessionMessages = {
  profile: {
    forgot_title: 'Réinitialisez votre mot de passe',
    new_password: 'Nouveau mot de passe',
    save_password: 'Enregistrer le nouveau mot de passe',
    password_changed: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.',
    email_verified: 'Votre adresse e-mail est confirmée. Merci !',
    verify_title: 'Confirmation de votre adresse e-mail',
    avatar_missing: 'Choisissez d’abord une photo.',
    name_missing: 'Saisissez d’abord un nom.',
    refused: {
      disabled_by_settings: 'Ce site a désactivé cette fonction.',
      other: 'Ce n’est pas possible avec votre compte.',
    },
  },
}

export default messages
