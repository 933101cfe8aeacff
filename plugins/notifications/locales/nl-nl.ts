/** The notifications' namespace, nl-nl. */
import type { NotificationsMessages } from './en-us'

const messages: NotificationsMessages = {
  feed: {
    tab: "Meldingen",
    title: "Meldingen",
    loading: "Je meldingen worden geladen…",
    empty: "Nog geen meldingen",
    empty_hint: "Reacties op je opmerkingen, likes en nieuwe volgers verschijnen hier.",
  },
  buckets: {
    today: "Vandaag",
    yesterday_to_today: "Gisteren",
    older: "Eerder",
  },
  item: {
    someone: "Iemand",
    reply: "{{name}} heeft op je reactie gereageerd",
    reply_others: "{{name}} en {{n}} anderen hebben op je reactie gereageerd",
    like: "{{name}} vindt je reactie leuk",
    like_others: "{{name}} en {{n}} anderen vinden je reactie leuk",
    follow: "{{name}} volgt je nu",
    follow_others: "{{name}} en {{n}} anderen volgen je nu",
    subscribed_page_content: "{{name}} reageerde op een pagina die je volgt",
    subscribed_page_content_others: "{{name}} en {{n}} anderen reageerden op een pagina die je volgt",
    subscribed_user_content: "{{name}}, die je volgt, plaatste een reactie",
    subscribed_user_content_others: "{{name}} en {{n}} anderen die je volgt plaatsten reacties",
    trending_article: "Een artikel is populair: praat mee",
    trending_article_others: "Artikelen zijn populair: praat mee",
  },
  status: {
    new: "Nieuw",
    unread: "Ongelezen",
  },
  actions: {
    mark_read: "Markeren als gelezen: {{what}}",
    delete: "Melding verwijderen: {{what}}",
    mark_all_read: "Alles markeren als gelezen",
  },
  live: {
    one: "Nieuwe melding: {{what}}",
    many: "Nieuwe meldingen: {{n}}",
  },
  errors: {
    mark: "De melding kon niet worden gemarkeerd. Probeer het opnieuw.",
    delete: "De melding kon niet worden verwijderd. Probeer het opnieuw.",
  },
  community: {
    tab: "Community",
    title: "Jouw community",
    followers: "Volgers: {{n}}",
    following: "Volgend: {{n}}",
    muted: "Gedempt: {{n}}",
    no_followers: "Nog niemand volgt je.",
    no_following: "Je volgt nog niemand.",
    no_muted: "Je hebt niemand gedempt.",
    someone: "Iemand",
    follow: "Volgen",
    follow_back: "Terugvolgen",
    unfollow: "Ontvolgen",
    mute: "Dempen",
    unmute: "Dempen opheffen",
    failed: "Dat is niet gelukt. Probeer het opnieuw.",
  },
}

export default messages
