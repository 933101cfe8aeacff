/** The notifications' namespace, pt-br. */
import type { NotificationsMessages } from './en-us'

const messages: NotificationsMessages = {
  feed: {
    tab: "Notificações",
    title: "Notificações",
    loading: "Carregando suas notificações…",
    empty: "Nenhuma notificação ainda",
    empty_hint: "Respostas aos seus comentários, curtidas e novos seguidores aparecerão aqui.",
  },
  buckets: {
    today: "Hoje",
    yesterday_to_today: "Ontem",
    older: "Anteriores",
  },
  item: {
    someone: "Alguém",
    reply: "{{name}} respondeu ao seu comentário",
    reply_others: "{{name}} e mais {{n}} responderam ao seu comentário",
    like: "{{name}} curtiu seu comentário",
    like_others: "{{name}} e mais {{n}} curtiram seu comentário",
    follow: "{{name}} começou a seguir você",
    follow_others: "{{name}} e mais {{n}} começaram a seguir você",
    subscribed_page_content: "{{name}} comentou em uma página que você segue",
    subscribed_page_content_others: "{{name}} e mais {{n}} comentaram em uma página que você segue",
    subscribed_user_content: "{{name}}, que você segue, publicou um comentário",
    subscribed_user_content_others: "{{name}} e mais {{n}} pessoas que você segue publicaram comentários",
    trending_article: "Um artigo está em alta: participe da conversa",
    trending_article_others: "Artigos estão em alta: participe da conversa",
  },
  status: {
    new: "Nova",
    unread: "Não lida",
  },
  actions: {
    mark_read: "Marcar como lida: {{what}}",
    delete: "Excluir notificação: {{what}}",
    mark_all_read: "Marcar todas como lidas",
  },
  live: {
    one: "Nova notificação: {{what}}",
    many: "Novas notificações: {{n}}",
  },
  errors: {
    mark: "Não foi possível marcar a notificação. Tente novamente.",
    delete: "Não foi possível excluir a notificação. Tente novamente.",
  },
  community: {
    tab: "Comunidade",
    title: "Sua comunidade",
    followers: "Seguidores: {{n}}",
    following: "Seguindo: {{n}}",
    muted: "Silenciados: {{n}}",
    no_followers: "Ninguém segue você ainda.",
    no_following: "Você ainda não segue ninguém.",
    no_muted: "Você não silenciou ninguém.",
    someone: "Alguém",
    follow: "Seguir",
    follow_back: "Seguir de volta",
    unfollow: "Deixar de seguir",
    mute: "Silenciar",
    unmute: "Reativar",
    failed: "Não deu certo. Tente novamente.",
  },
}

export default messages
