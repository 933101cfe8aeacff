/** The base namespace, pt-br. */
import type { BaseMessages } from './en-us'

const messages: BaseMessages = {
  settings: {
    error: {
      generic_error: 'Algo deu errado. Tente novamente.',
      unauthorized: 'Você precisa entrar para fazer isso.',
      error_fetching: 'Não conseguimos carregar isto. Verifique sua conexão e tente novamente.',
    },
  },
  time: { now: 'agora' },
  actions: {
    cancel: 'Cancelar',
    close: 'Fechar',
    save: 'Salvar',
    submit: 'Enviar',
    retry: 'Tentar novamente',
    load_more: 'Carregar mais',
    show_more: 'Mostrar mais',
    sign_in: 'Entrar',
    sign_up: 'Cadastrar-se',
    log_out: 'Sair',
  },
  dialog: { close: 'Fechar a caixa de diálogo' },
  status: {
    loading: 'Carregando…',
    offline: 'Você está offline. As alterações serão enviadas quando você se reconectar.',
    success: 'Pronto',
    error: 'Erro',
    warning: 'Aviso',
    info: 'Informação',
  },
  widget: {
    loading: 'Carregando a conversa…',
    failed: 'Não foi possível carregar esta seção.',
  },
  tray: {
    title: 'Seu perfil e suas notificações',
    open: 'Abrir seu perfil e suas notificações',
    close: 'Fechar o painel',
    tabs: { profile: 'Perfil', account: 'Conta' },
  },
  profile: {
    title: 'Seu perfil',
    sign_in_title: 'Entre para participar da conversa',
    join_title: 'Participe da conversa',
    email: 'E-mail',
    password: 'Senha',
    name: 'Nome',
    comments_made: 'Comentários',
    likes_received: 'Curtidas recebidas',
  },
  account: {
    signed_out: 'Entre para ver sua conta.',
    verify_email: 'Verifique sua caixa de entrada para confirmar seu e-mail.',
  },
}

export default messages
