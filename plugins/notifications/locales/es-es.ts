/** The notifications' namespace, es-es. */
import type { NotificationsMessages } from './en-us'

const messages: NotificationsMessages = {
  feed: {
    tab: "Notificaciones",
    title: "Notificaciones",
    loading: "Cargando tus notificaciones…",
    empty: "Aún no tienes notificaciones",
    empty_hint: "Aquí verás las respuestas a tus comentarios, los «me gusta» y tus nuevos seguidores.",
  },
  buckets: {
    today: "Hoy",
    yesterday_to_today: "Ayer",
    older: "Anteriores",
  },
  item: {
    someone: "Alguien",
    reply: "{{name}} ha respondido a tu comentario",
    reply_others: "{{name}} y {{n}} más han respondido a tu comentario",
    like: "A {{name}} le gusta tu comentario",
    like_others: "A {{name}} y {{n}} más les gusta tu comentario",
    follow: "{{name}} ha empezado a seguirte",
    follow_others: "{{name}} y {{n}} más han empezado a seguirte",
    subscribed_page_content: "{{name}} ha comentado en una página que sigues",
    subscribed_page_content_others: "{{name}} y {{n}} más han comentado en una página que sigues",
    subscribed_user_content: "{{name}}, a quien sigues, ha publicado un comentario",
    subscribed_user_content_others: "{{name}} y {{n}} más a quienes sigues han publicado comentarios",
    trending_article: "Un artículo es tendencia: únete a la conversación",
    trending_article_others: "Hay artículos en tendencia: únete a la conversación",
  },
  status: {
    new: "Nueva",
    unread: "No leída",
  },
  actions: {
    mark_read: "Marcar como leída: {{what}}",
    delete: "Eliminar notificación: {{what}}",
    mark_all_read: "Marcar todas como leídas",
  },
  live: {
    one: "Nueva notificación: {{what}}",
    many: "Notificaciones nuevas: {{n}}",
  },
  errors: {
    mark: "No se ha podido marcar la notificación. Inténtalo de nuevo.",
    delete: "No se ha podido eliminar la notificación. Inténtalo de nuevo.",
  },
  community: {
    tab: "Comunidad",
    title: "Tu comunidad",
    followers: "Seguidores: {{n}}",
    following: "Siguiendo: {{n}}",
    muted: "Silenciados: {{n}}",
    no_followers: "Aún no te sigue nadie.",
    no_following: "Aún no sigues a nadie.",
    no_muted: "No has silenciado a nadie.",
    someone: "Alguien",
    follow: "Seguir",
    follow_back: "Seguir también",
    unfollow: "Dejar de seguir",
    mute: "Silenciar",
    unmute: "Dejar de silenciar",
    failed: "No ha funcionado. Inténtalo de nuevo.",
  },
}

export default messages
