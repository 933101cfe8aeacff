/** The notifications' namespace, de-de-formal. */
import type { NotificationsMessages } from './en-us'

const messages: NotificationsMessages = {
  feed: {
    tab: "Benachrichtigungen",
    title: "Benachrichtigungen",
    loading: "Ihre Benachrichtigungen werden geladen…",
    empty: "Noch keine Benachrichtigungen",
    empty_hint: "Antworten auf Ihre Kommentare, Likes und neue Follower erscheinen hier.",
  },
  buckets: {
    today: "Heute",
    yesterday_to_today: "Gestern",
    older: "Früher",
  },
  item: {
    someone: "Jemand",
    reply: "{{name}} hat auf Ihren Kommentar geantwortet",
    reply_others: "{{name}} und {{n}} weitere haben auf Ihren Kommentar geantwortet",
    like: "{{name}} gefällt Ihr Kommentar",
    like_others: "{{name}} und {{n}} weiteren gefällt Ihr Kommentar",
    follow: "{{name}} folgt Ihnen jetzt",
    follow_others: "{{name}} und {{n}} weitere folgen Ihnen jetzt",
    subscribed_page_content: "{{name}} hat eine Seite kommentiert, der Sie folgen",
    subscribed_page_content_others: "{{name}} und {{n}} weitere haben eine Seite kommentiert, der Sie folgen",
    subscribed_user_content: "{{name}}, dem Sie folgen, hat einen Kommentar geschrieben",
    subscribed_user_content_others: "{{name}} und {{n}} weitere, denen Sie folgen, haben Kommentare geschrieben",
    trending_article: "Ein Artikel ist gefragt: Diskutieren Sie mit",
    trending_article_others: "Artikel sind gefragt: Diskutieren Sie mit",
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
    mark: "Die Benachrichtigung konnte nicht markiert werden. Bitte versuchen Sie es erneut.",
    delete: "Die Benachrichtigung konnte nicht gelöscht werden. Bitte versuchen Sie es erneut.",
  },
  community: {
    tab: "Community",
    title: "Ihre Community",
    followers: "Follower: {{n}}",
    following: "Sie folgen: {{n}}",
    muted: "Stummgeschaltet: {{n}}",
    no_followers: "Noch folgt Ihnen niemand.",
    no_following: "Sie folgen noch niemandem.",
    no_muted: "Sie haben niemanden stummgeschaltet.",
    someone: "Jemand",
    follow: "Folgen",
    follow_back: "Zurückfolgen",
    unfollow: "Nicht mehr folgen",
    mute: "Stummschalten",
    unmute: "Stummschaltung aufheben",
    failed: "Das hat nicht geklappt. Bitte versuchen Sie es erneut.",
  },
}

export default messages
