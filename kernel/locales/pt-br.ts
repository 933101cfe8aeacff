/** The base namespace, pt-br. */
import type { BaseMessages } from './en-us'

const messages: BaseMessages = {
  settings: {
    error: {
      generic_error: 'Algo deu errado. Tente novamente.',
      unauthorized: 'Você precisa entrar para fazer isso.',
      error_fetching: 'Não conseguimos acessar o serviço. Verifique sua conexão e tente novamente.',
      retry_after: 'Há solicitações demais no momento. Tente novamente {{when}}.',
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
  report: { reason: "Por que você está denunciando?", spam: "Spam", abuse: "Abuso ou assédio", off_topic: "Fora do assunto", other: "Outro motivo", submit: "Enviar denúncia" },
  badge: { moderator: 'Moderador', trusted: 'Confiável' },
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
  ban: {
    login_banned: 'Esta conta está proibida de entrar.',
    banned_from_posting: 'Esta conta está proibida de publicar.',
    signup_banned: 'O cadastro não é permitido para este endereço.',
    reason: 'Motivo: {{reason}}',
    until: 'A proibição termina em {{date}}.',
    permanent: 'A proibição é permanente.',
  },
}

export default messages
