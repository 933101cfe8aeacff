/** The session plugin's namespace, pt-br. */
import type { SessionMessages } from './en-us'

const messages: SessionMessages = {
  profile: {
    forgot_title: 'Redefina sua senha',
    new_password: 'Nova senha',
    save_password: 'Salvar a nova senha',
    password_changed: 'Sua senha foi alterada. Você já pode entrar.',
    email_verified: 'Seu e-mail foi confirmado. Obrigado!',
    verify_title: 'Confirmando seu e-mail',
    avatar_missing: 'Escolha uma foto primeiro.',
    name_missing: 'Digite um nome primeiro.',
    refused: {
      disabled_by_settings: 'Este site desativou esta função.',
      other: 'Isso não é possível com a sua conta.',
    },
  },
}

export default messages
