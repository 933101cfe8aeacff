/** The livechat namespace, pt-br. */
import type { ChatMessages } from './en-us'

const messages: ChatMessages = {
  title: "Chat ao vivo",
  live: "Ao vivo",
  list_label: "Mensagens do chat",
  loading: "Carregando o chat…",
  load_failed: "Não foi possível carregar o chat.",
  closed: "Este chat terminou. Obrigado por participar.",
  open_chat: "Abrir o chat",
  close_chat: "Fechar o chat",
  load_older: "Carregar mensagens anteriores",
  start: "Este é o início do chat.",
  empty: {
    title: "Ainda não há mensagens",
    text: "Diga olá: sua mensagem aparece aqui para todos.",
  },
  unknown_author: "Ex-leitor",
  moderator_badge: "Moderação",
  reply_to: "Respondendo a {{name}}: {{text}}",
  reply_to_gone: "Respondendo a uma mensagem removida",
  disabled: "Oculta para os leitores",
  removed: "A mensagem foi removida.",
  banned: "{{name}} não pode mais escrever neste chat.",
  fresh: "Novas mensagens: {{n}}",
  arrived: "Novas mensagens: {{n}}",
  typing: {
    one: "{{name}} está digitando…",
    two: "{{a}} e {{b}} estão digitando…",
    many: "{{a}} e mais {{n}} estão digitando…",
  },
  link: {
    paused: "Você está offline. Novas mensagens aparecerão quando você voltar a ficar online.",
    stopped: "Mensagens ao vivo interrompidas: a conexão caiu.",
    reconnect: "Reconectar",
  },
  actions: {
    menu: "Ações para a mensagem de {{name}}",
    reply: "Responder",
    remove: "Remover",
    disable: "Ocultar dos leitores",
    enable: "Mostrar aos leitores",
    ban: "Banir deste chat",
  },
  confirm: {
    remove_title: "Remover esta mensagem?",
    remove_text: "A mensagem de {{name}} vai desaparecer para todos.",
    ban_title: "Banir {{name}} deste chat?",
    ban_text: "{{name}} ainda poderá ler o chat, mas não poderá mais escrever nele.",
    cancel: "Cancelar",
  },
  message_label: "Sua mensagem",
  reply_label: "Sua resposta a {{name}}",
  replying_to: "Respondendo a {{name}}",
  cancel_reply: "Cancelar a resposta",
  placeholder: "Escreva uma mensagem…",
  send: "Enviar",
  characters_left: "Caracteres restantes: {{n}}",
  errors: {
    empty: "Escreva algo primeiro.",
    too_long: "Uma mensagem pode ter no máximo {{n}} caracteres.",
  },
  refused: {
    closed: "Este chat terminou.",
    banned: "Você não tem permissão para escrever aqui.",
    email_verification_required: "Confirme primeiro seu endereço de e-mail.",
    not_moderator: "Somente moderadores podem fazer isso.",
    other: "Você não pode fazer isso aqui.",
  },
}

export default messages
