/** The notifications' namespace, da-dk. */
import type { NotificationsMessages } from './en-us'

const messages: NotificationsMessages = {
  feed: {
    tab: "Notifikationer",
    title: "Notifikationer",
    loading: "Indlæser dine notifikationer…",
    empty: "Ingen notifikationer endnu",
    empty_hint: "Svar på dine kommentarer, likes og nye følgere vises her.",
  },
  buckets: {
    today: "I dag",
    yesterday_to_today: "I går",
    older: "Tidligere",
  },
  item: {
    someone: "Nogen",
    reply: "{{name}} svarede på din kommentar",
    reply_others: "{{name}} og {{n}} andre svarede på din kommentar",
    like: "{{name}} synes godt om din kommentar",
    like_others: "{{name}} og {{n}} andre synes godt om din kommentar",
    follow: "{{name}} følger dig nu",
    follow_others: "{{name}} og {{n}} andre følger dig nu",
    subscribed_page_content: "{{name}} kommenterede en side, du følger",
    subscribed_page_content_others: "{{name}} og {{n}} andre kommenterede en side, du følger",
    subscribed_user_content: "{{name}}, som du følger, skrev en kommentar",
    subscribed_user_content_others: "{{name}} og {{n}} andre, du følger, skrev kommentarer",
    trending_article: "En artikel er populær: deltag i debatten",
    trending_article_others: "Artikler er populære: deltag i debatten",
  },
  status: {
    new: "Ny",
    unread: "Ulæst",
  },
  actions: {
    mark_read: "Markér som læst: {{what}}",
    delete: "Slet notifikation: {{what}}",
    mark_all_read: "Markér alle som læst",
  },
  live: {
    one: "Ny notifikation: {{what}}",
    many: "Nye notifikationer: {{n}}",
  },
  errors: {
    mark: "Notifikationen kunne ikke markeres. Prøv igen.",
    delete: "Notifikationen kunne ikke slettes. Prøv igen.",
  },
  community: {
    tab: "Fællesskab",
    title: "Dit fællesskab",
    followers: "Følgere: {{n}}",
    following: "Følger: {{n}}",
    muted: "Skjult: {{n}}",
    no_followers: "Ingen følger dig endnu.",
    no_following: "Du følger ikke nogen endnu.",
    no_muted: "Du har ikke skjult nogen.",
    someone: "Nogen",
    follow: "Følg",
    follow_back: "Følg tilbage",
    unfollow: "Følg ikke længere",
    mute: "Skjul",
    unmute: "Vis igen",
    failed: "Det lykkedes ikke. Prøv igen.",
  },
}

export default messages
