/** The notifications' namespace, it-it. */
import type { NotificationsMessages } from './en-us'

const messages: NotificationsMessages = {
  feed: {
    tab: "Notifiche",
    title: "Notifiche",
    loading: "Caricamento delle notifiche…",
    empty: "Ancora nessuna notifica",
    empty_hint: "Qui vedrai le risposte ai tuoi commenti, i «mi piace» e i nuovi follower.",
  },
  buckets: {
    today: "Oggi",
    yesterday_to_today: "Ieri",
    older: "Prima",
  },
  item: {
    someone: "Qualcuno",
    reply: "{{name}} ha risposto al tuo commento",
    reply_others: "{{name}} e altri {{n}} hanno risposto al tuo commento",
    like: "A {{name}} piace il tuo commento",
    like_others: "A {{name}} e ad altri {{n}} piace il tuo commento",
    follow: "{{name}} ha iniziato a seguirti",
    follow_others: "{{name}} e altri {{n}} hanno iniziato a seguirti",
    subscribed_page_content: "{{name}} ha commentato una pagina che segui",
    subscribed_page_content_others: "{{name}} e altri {{n}} hanno commentato una pagina che segui",
    subscribed_user_content: "{{name}}, che segui, ha pubblicato un commento",
    subscribed_user_content_others: "{{name}} e altri {{n}} che segui hanno pubblicato commenti",
    trending_article: "Un articolo è di tendenza: partecipa alla discussione",
    trending_article_others: "Alcuni articoli sono di tendenza: partecipa alla discussione",
  },
  status: {
    new: "Nuova",
    unread: "Da leggere",
  },
  actions: {
    mark_read: "Segna come letta: {{what}}",
    delete: "Elimina notifica: {{what}}",
    mark_all_read: "Segna tutte come lette",
  },
  live: {
    one: "Nuova notifica: {{what}}",
    many: "Nuove notifiche: {{n}}",
  },
  errors: {
    mark: "Impossibile segnare la notifica. Riprova.",
    delete: "Impossibile eliminare la notifica. Riprova.",
  },
  community: {
    tab: "Community",
    title: "La tua community",
    followers: "Follower: {{n}}",
    following: "Segui: {{n}}",
    muted: "Silenziati: {{n}}",
    no_followers: "Nessuno ti segue ancora.",
    no_following: "Non segui ancora nessuno.",
    no_muted: "Non hai silenziato nessuno.",
    someone: "Qualcuno",
    follow: "Segui",
    follow_back: "Ricambia",
    unfollow: "Non seguire più",
    mute: "Silenzia",
    unmute: "Riattiva",
    failed: "Non ha funzionato. Riprova.",
  },
}

export default messages
