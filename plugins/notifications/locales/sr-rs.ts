/** The notifications' namespace, sr-rs. */
import type { NotificationsMessages } from './en-us'

const messages: NotificationsMessages = {
  feed: {
    tab: "Obaveštenja",
    title: "Obaveštenja",
    loading: "Učitavanje vaših obaveštenja…",
    empty: "Još nema obaveštenja",
    empty_hint: "Ovde će se pojaviti odgovori na vaše komentare, sviđanja i novi pratioci.",
  },
  buckets: {
    today: "Danas",
    yesterday_to_today: "Juče",
    older: "Ranije",
  },
  item: {
    someone: "Neko",
    reply: "{{name}} je odgovorio/la na vaš komentar",
    reply_others: "{{name}} i još {{n}} odgovorili su na vaš komentar",
    like: "Vaš komentar se sviđa korisniku {{name}}",
    like_others: "Vaš komentar se sviđa korisniku {{name}} i još {{n}} drugih",
    follow: "{{name}} vas sada prati",
    follow_others: "{{name}} i još {{n}} vas sada prate",
    subscribed_page_content: "{{name}} je komentarisao/la stranicu koju pratite",
    subscribed_page_content_others: "{{name}} i još {{n}} komentarisali su stranicu koju pratite",
    subscribed_user_content: "{{name}}, koga pratite, objavio/la je komentar",
    subscribed_user_content_others: "{{name}} i još {{n}} koje pratite objavili su komentare",
    trending_article: "Članak je popularan: pridružite se razgovoru",
    trending_article_others: "Članci su popularni: pridružite se razgovoru",
  },
  status: {
    new: "Novo",
    unread: "Nepročitano",
  },
  actions: {
    mark_read: "Označi kao pročitano: {{what}}",
    delete: "Obriši obaveštenje: {{what}}",
    mark_all_read: "Označi sve kao pročitano",
  },
  live: {
    one: "Novo obaveštenje: {{what}}",
    many: "Nova obaveštenja: {{n}}",
  },
  errors: {
    mark: "Obaveštenje nije moguće označiti. Pokušajte ponovo.",
    delete: "Obaveštenje nije moguće obrisati. Pokušajte ponovo.",
  },
  community: {
    tab: "Zajednica",
    title: "Vaša zajednica",
    followers: "Pratioci: {{n}}",
    following: "Pratite: {{n}}",
    muted: "Utišani: {{n}}",
    no_followers: "Još vas niko ne prati.",
    no_following: "Još nikoga ne pratite.",
    no_muted: "Niste utišali nikoga.",
    someone: "Neko",
    follow: "Prati",
    follow_back: "Uzvrati praćenje",
    unfollow: "Prestani da pratiš",
    mute: "Utišaj",
    unmute: "Ukloni utišavanje",
    failed: "To nije uspelo. Pokušajte ponovo.",
  },
}

export default messages
