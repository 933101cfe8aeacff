/** The notifications' namespace, fr-fr. */
import type { NotificationsMessages } from './en-us'

const messages: NotificationsMessages = {
  feed: {
    tab: "Notifications",
    title: "Notifications",
    loading: "Chargement de vos notifications…",
    empty: "Aucune notification pour l’instant",
    empty_hint: "Les réponses à vos commentaires, les mentions « J’aime » et vos nouveaux abonnés s’afficheront ici.",
  },
  buckets: {
    today: "Aujourd’hui",
    yesterday_to_today: "Hier",
    older: "Plus tôt",
  },
  item: {
    someone: "Quelqu’un",
    reply: "{{name}} a répondu à votre commentaire",
    reply_others: "{{name}} et {{n}} autres ont répondu à votre commentaire",
    like: "{{name}} a aimé votre commentaire",
    like_others: "{{name}} et {{n}} autres ont aimé votre commentaire",
    follow: "{{name}} vous suit désormais",
    follow_others: "{{name}} et {{n}} autres vous suivent désormais",
    subscribed_page_content: "{{name}} a commenté une page que vous suivez",
    subscribed_page_content_others: "{{name}} et {{n}} autres ont commenté une page que vous suivez",
    subscribed_user_content: "{{name}}, que vous suivez, a publié un commentaire",
    subscribed_user_content_others: "{{name}} et {{n}} autres personnes que vous suivez ont publié des commentaires",
    trending_article: "Un article fait réagir : participez à la discussion",
    trending_article_others: "Des articles font réagir : participez à la discussion",
  },
  status: {
    new: "Nouvelle",
    unread: "Non lue",
  },
  actions: {
    mark_read: "Marquer comme lue : {{what}}",
    delete: "Supprimer la notification : {{what}}",
    mark_all_read: "Tout marquer comme lu",
  },
  live: {
    one: "Nouvelle notification : {{what}}",
    many: "Nouvelles notifications : {{n}}",
  },
  errors: {
    mark: "La notification n’a pas pu être marquée. Veuillez réessayer.",
    delete: "La notification n’a pas pu être supprimée. Veuillez réessayer.",
  },
  community: {
    tab: "Communauté",
    title: "Votre communauté",
    followers: "Abonnés : {{n}}",
    following: "Abonnements : {{n}}",
    muted: "Masqués : {{n}}",
    no_followers: "Personne ne vous suit encore.",
    no_following: "Vous ne suivez personne pour l’instant.",
    no_muted: "Vous n’avez masqué personne.",
    someone: "Quelqu’un",
    follow: "Suivre",
    follow_back: "Suivre en retour",
    unfollow: "Ne plus suivre",
    mute: "Masquer",
    unmute: "Ne plus masquer",
    failed: "Cela n’a pas fonctionné. Veuillez réessayer.",
  },
}

export default messages
