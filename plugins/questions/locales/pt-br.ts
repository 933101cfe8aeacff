/** The livequestions namespace, pt-br. */
import type { QuestionsMessages } from './en-us'

const messages: QuestionsMessages = {
  title: "Perguntas",
  live: "Ao vivo",
  list_label: "Perguntas dos leitores",
  loading: "Carregando as perguntas…",
  load_failed: "Não foi possível carregar as perguntas.",
  more: "Mais perguntas",
  empty: {
    title: "Nenhuma pergunta ainda",
    text: "Faça a primeira: as perguntas aparecem aqui quando um moderador as aprova.",
  },
  unknown_author: "Ex-leitor",
  moderator_badge: "Moderador",
  sort: {
    label: "Ordem",
    votes: "Mais votadas",
    newest: "Mais recentes",
  },
  ask: {
    label: "Sua pergunta",
    placeholder: "Faça uma pergunta…",
    hint: "Um moderador aprova as perguntas antes que todos as vejam.",
    submit: "Perguntar",
    sent: "Obrigado! Sua pergunta aparecerá quando um moderador a aprovar.",
    published: "Sua pergunta foi publicada.",
  },
  pending: {
    own: "Suas perguntas aguardando aprovação: {{n}}",
    moderator: "Aguardando aprovação: {{n}}",
  },
  votes: "Votos: {{n}}",
  upvote: "Votar",
  upvoted: "Votada",
  answered: "Respondida",
  awaiting: "Aguardando aprovação",
  answer_by: "Resposta de {{name}}",
  moderation: {
    label: "Moderação",
    approve: "Aprovar",
    reject: "Rejeitar",
    answer: "Responder",
    mark_answered: "Marcar como respondida",
    approved: "A pergunta foi publicada.",
    rejected: "A pergunta foi rejeitada.",
  },
  answer_form: {
    label: "Sua resposta para {{name}}",
    submit: "Publicar a resposta",
    cancel: "Cancelar",
    sent: "Sua resposta foi publicada.",
  },
  characters_left: "Caracteres restantes: {{n}}",
  arrived: "Novas perguntas: {{n}}",
  answered_live: "Perguntas respondidas: {{n}}",
  waiting_live: "Perguntas aguardando aprovação: {{n}}",
  link: {
    paused: "Você está off-line. Novas perguntas aparecerão quando você voltar a ficar on-line.",
    stopped: "As atualizações ao vivo pararam: a conexão foi perdida.",
    reconnect: "Reconectar",
  },
  errors: {
    empty: "Escreva sua pergunta primeiro.",
    too_long: "Uma pergunta pode ter no máximo {{n}} caracteres.",
    empty_answer: "Escreva sua resposta primeiro.",
    answer_too_long: "Uma resposta pode ter no máximo {{n}} caracteres.",
    already_voted: "Você já votou nesta pergunta.",
    own_question: "Você não pode votar na sua própria pergunta.",
    not_approved: "Esta pergunta ainda não está aberta para votos.",
  },
  refused: {
    closed: "As perguntas estão encerradas aqui.",
    banned: "Você não tem permissão para fazer perguntas aqui.",
    email_verification_required: "Confirme seu endereço de e-mail primeiro.",
    not_moderator: "Somente moderadores podem fazer isso.",
    other: "Você não pode fazer isso aqui.",
  },
}

export default messages
