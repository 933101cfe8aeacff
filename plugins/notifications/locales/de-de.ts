/** The notifications' namespace, de-de. */
import type { NotificationsMessages } from './en-us'

const messages: NotificationsMessages = {
  feed: {
    tab: "Benachrichtigungen",
    title: "Benachrichtigungen",
    loading: "Deine Benachrichtigungen werden geladen…",
    empty: "Noch keine Benachrichtigungen",
    empty_hint: "Antworten auf deine Kommentare, Likes und neue Follower erscheinen hier.",
  },
  buckets: {
    today: "Heute",
    yesterday_to_today: "Gestern",
    older: "Früher",
  },
  item: {
    someone: "Jemand",
    reply: "{{name}} hat auf deinen Kommentar geantwortet",
    reply_others: "{{name}} und {{n}} weitere haben auf deinen Kommentar geantwortet",
    like: "{{name}} gefällt dein Kommentar",
    like_others: "{{name}} und {{n}} weiteren gefällt dein Kommentar",
    follow: "{{name}} folgt dir jetzt",
    follow_others: "{{name}} und {{n}} weitere folgen dir jetzt",
    subscribed_page_content: "{{name}} hat eine Seite kommentiert, der du folgst",
    subscribed_page_content_others: "{{name}} und {{n}} weitere haben eine Seite kommentiert, der du folgst",
    subscribed_user_content: "{{name}}, dem du folgst, hat einen Kommentar geschrieben",
    subscribed_user_content_others: "{{name}} und {{n}} weitere, denen du folgst, haben Kommentare geschrieben",
    trending_article: "Ein Artikel ist gefragt: diskutiere mit",
    trending_article_others: "Artikel sind gefragt: diskutiere mit",
  },
  status: {
    new: "Neu",
    unread: "Ungelesen",
  },
  actions: {
    mark_read: "Als gelesen markieren: {{what}}",
    delete: "Benachrichtigung löschen: {{what}}",
    mark_all_read: "Alle als gelesen markieren",
  },
  live: {
    one: "Neue Benachrichtigung: {{what}}",
    many: "Neue Benachrichtigungen: {{n}}",
  },
  errors: {
    mark: "Die Benachrichtigung konnte nicht markiert werden. Bitte versuche es erneut.",
    delete: "Die Benachrichtigung konnte nicht gelöscht werden. Bitte versuche es erneut.",
  },
  community: {
    tab: "Community",
    title: "Deine Community",
    followers: "Follower: {{n}}",
    following: "Du folgst: {{n}}",
    muted: "Stummgeschaltet: {{n}}",
    no_followers: "Noch folgt dir niemand.",
    no_following: "Du folgst noch niemandem.",
    no_muted: "Du hast niemanden stummgeschaltet.",
    someone: "Jemand",
    follow: "Folgen",
    follow_back: "Zurückfolgen",
    unfollow: "Nicht mehr folgen",
    mute: "Stummschalten",
    unmute: "Stummschaltung aufheben",
    failed: "Das hat nicht geklappt. Bitte versuche es erneut.",
  },
}

export default messages
