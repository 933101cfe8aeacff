/** The notifications' namespace, fi-fi. */
import type { NotificationsMessages } from './en-us'

const messages: NotificationsMessages = {
  feed: {
    tab: "Ilmoitukset",
    title: "Ilmoitukset",
    loading: "Ladataan ilmoituksiasi…",
    empty: "Ei vielä ilmoituksia",
    empty_hint: "Vastaukset kommentteihisi, tykkäykset ja uudet seuraajat näkyvät täällä.",
  },
  buckets: {
    today: "Tänään",
    yesterday_to_today: "Eilen",
    older: "Aiemmin",
  },
  item: {
    someone: "Joku",
    reply: "{{name}} vastasi kommenttiisi",
    reply_others: "{{name}} ja {{n}} muuta vastasivat kommenttiisi",
    like: "{{name}} tykkäsi kommentistasi",
    like_others: "{{name}} ja {{n}} muuta tykkäsivät kommentistasi",
    follow: "{{name}} alkoi seurata sinua",
    follow_others: "{{name}} ja {{n}} muuta alkoivat seurata sinua",
    subscribed_page_content: "{{name}} kommentoi sivua, jota seuraat",
    subscribed_page_content_others: "{{name}} ja {{n}} muuta kommentoivat sivua, jota seuraat",
    subscribed_user_content: "{{name}}, jota seuraat, kirjoitti kommentin",
    subscribed_user_content_others: "{{name}} ja {{n}} muuta seuraamaasi kirjoittivat kommentteja",
    trending_article: "Artikkeli on suosittu: osallistu keskusteluun",
    trending_article_others: "Artikkelit ovat suosittuja: osallistu keskusteluun",
  },
  status: {
    new: "Uusi",
    unread: "Lukematon",
  },
  actions: {
    mark_read: "Merkitse luetuksi: {{what}}",
    delete: "Poista ilmoitus: {{what}}",
    mark_all_read: "Merkitse kaikki luetuiksi",
  },
  live: {
    one: "Uusi ilmoitus: {{what}}",
    many: "Uusia ilmoituksia: {{n}}",
  },
  errors: {
    mark: "Ilmoitusta ei voitu merkitä. Yritä uudelleen.",
    delete: "Ilmoitusta ei voitu poistaa. Yritä uudelleen.",
  },
  community: {
    tab: "Yhteisö",
    title: "Yhteisösi",
    followers: "Seuraajat: {{n}}",
    following: "Seuraat: {{n}}",
    muted: "Mykistetyt: {{n}}",
    no_followers: "Kukaan ei vielä seuraa sinua.",
    no_following: "Et seuraa vielä ketään.",
    no_muted: "Et ole mykistänyt ketään.",
    someone: "Joku",
    follow: "Seuraa",
    follow_back: "Seuraa takaisin",
    unfollow: "Lopeta seuraaminen",
    mute: "Mykistä",
    unmute: "Poista mykistys",
    failed: "Se ei onnistunut. Yritä uudelleen.",
  },
}

export default messages
