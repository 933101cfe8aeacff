/** The livequestions namespace, fi-fi. */
import type { QuestionsMessages } from './en-us'

const messages: QuestionsMessages = {
  title: "Kysymykset",
  live: "Suorana",
  list_label: "Lukijoiden kysymykset",
  loading: "Ladataan kysymyksiä…",
  load_failed: "Kysymyksiä ei voitu ladata.",
  more: "Lisää kysymyksiä",
  empty: {
    title: "Ei vielä kysymyksiä",
    text: "Esitä ensimmäinen: kysymykset näkyvät täällä, kun moderaattori on hyväksynyt ne.",
  },
  unknown_author: "Entinen lukija",
  moderator_badge: "Moderaattori",
  sort: {
    label: "Järjestys",
    votes: "Eniten ääniä",
    newest: "Uusimmat",
  },
  ask: {
    label: "Kysymyksesi",
    placeholder: "Esitä kysymys…",
    hint: "Moderaattori hyväksyy kysymykset ennen kuin kaikki näkevät ne.",
    submit: "Kysy",
    sent: "Kiitos! Kysymyksesi näkyy, kun moderaattori on hyväksynyt sen.",
    published: "Kysymyksesi on julkaistu.",
  },
  pending: {
    own: "Hyväksyntää odottavat kysymyksesi: {{n}}",
    moderator: "Odottaa hyväksyntää: {{n}}",
  },
  votes: "Ääniä: {{n}}",
  upvote: "Äänestä",
  upvoted: "Äänestetty",
  answered: "Vastattu",
  awaiting: "Odottaa hyväksyntää",
  answer_by: "Vastaus: {{name}}",
  moderation: {
    label: "Moderointi",
    approve: "Hyväksy",
    reject: "Hylkää",
    answer: "Vastaa",
    mark_answered: "Merkitse vastatuksi",
    approved: "Kysymys on julkaistu.",
    rejected: "Kysymys hylättiin.",
  },
  answer_form: {
    label: "Vastauksesi käyttäjälle {{name}}",
    submit: "Julkaise vastaus",
    cancel: "Peruuta",
    sent: "Vastauksesi on julkaistu.",
  },
  characters_left: "Merkkejä jäljellä: {{n}}",
  arrived: "Uusia kysymyksiä: {{n}}",
  answered_live: "Vastattuja kysymyksiä: {{n}}",
  waiting_live: "Hyväksyntää odottavia kysymyksiä: {{n}}",
  link: {
    paused: "Olet offline-tilassa. Uudet kysymykset näkyvät, kun olet taas verkossa.",
    stopped: "Reaaliaikaiset päivitykset pysähtyivät: yhteys katkesi.",
    reconnect: "Yhdistä uudelleen",
  },
  errors: {
    empty: "Kirjoita ensin kysymyksesi.",
    too_long: "Kysymys voi olla enintään {{n}} merkkiä pitkä.",
    empty_answer: "Kirjoita ensin vastauksesi.",
    answer_too_long: "Vastaus voi olla enintään {{n}} merkkiä pitkä.",
    already_voted: "Olet jo äänestänyt tätä kysymystä.",
    own_question: "Et voi äänestää omaa kysymystäsi.",
    not_approved: "Tätä kysymystä ei voi vielä äänestää.",
  },
  refused: {
    closed: "Täällä ei voi enää esittää kysymyksiä.",
    banned: "Et saa esittää kysymyksiä täällä.",
    email_verification_required: "Vahvista ensin sähköpostiosoitteesi.",
    not_moderator: "Vain moderaattorit voivat tehdä tämän.",
    other: "Et voi tehdä tätä täällä.",
  },
}

export default messages
