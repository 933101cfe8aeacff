/** The tray's namespace, pt-br. */
import type { TrayMessages } from './en-us'

const messages: TrayMessages = {
  tray: {
    title: 'Seu perfil e suas notificações',
    open: 'Abrir seu perfil e suas notificações',
    close: 'Fechar o painel',
    unread: 'Novas notificações: {{n}}',
    tabs: { profile: 'Perfil', account: 'Conta' },
  },
  profile: {
    title: 'Seu perfil',
    sign_in_title: 'Entre para participar da conversa',
    email: 'E-mail',
    password: 'Senha',
    password_hint: 'Pelo menos 8 caracteres.',
    name: 'Nome',
    comments_made: 'Comentários',
    likes_received: 'Curtidas recebidas',
    likes_given: 'Curtidas dadas',
    activity: 'Sua atividade',
    activity_failed: 'Não foi possível carregar sua atividade.',
    sign_up_title: 'Crie sua conta',
    create_account: 'Criar conta',
    no_account: 'Novo por aqui? Crie uma conta',
    have_account: 'Já tem uma conta? Entre',
    forgot: 'Esqueceu sua senha?',
    forgot_title: 'Redefina sua senha',
    send_link: 'Enviar o link',
    reset_sent: 'Se existir uma conta com este endereço, enviamos um link para redefinir a senha.',
    human: 'Não sou um robô',
    new_password: 'Nova senha',
    save_password: 'Salvar a nova senha',
    password_changed: 'Sua senha foi alterada. Você já pode entrar.',
    email_verified: 'Seu e-mail foi confirmado. Obrigado!',
    verify_title: 'Confirmando seu e-mail',
    change_avatar: 'Trocar foto',
    remove_avatar: 'Remover foto',
    avatar_changed: 'Sua nova foto foi salva.',
    avatar_removed: 'Sua foto foi removida.',
    avatar_missing: 'Escolha uma foto primeiro.',
    sign_in_elsewhere: 'Entre com sua conta deste site para participar da conversa.',
    refused: {
      disabled_by_settings: 'Este site desativou esta função.',
      other: 'Isso não é possível com a sua conta.',
    },
  },
  account: {
    signed_out: 'Entre para ver sua conta.',
    verify_email: 'Verifique sua caixa de entrada para confirmar seu e-mail.',
    name_pending: 'Seu novo nome, {{name}}, aguarda a aprovação de um moderador. Até lá, os outros veem você como {{current}}.',
    name_rejected: 'Um moderador não aprovou seu novo nome. Você continua aparecendo como {{current}}; você pode escolher outro nome em Configurações.',
  },
}

export default messages
