/** The tray's namespace, sr-rs. */
import type { TrayMessages } from './en-us'

const messages: TrayMessages = {
  tray: {
    title: 'Vaš profil i obaveštenja',
    open: 'Otvorite svoj profil i obaveštenja',
    close: 'Zatvori panel',
    unread: 'Nova obaveštenja: {{n}}',
    tabs: { profile: 'Profil', account: 'Nalog' },
  },
  profile: {
    title: 'Vaš profil',
    sign_in_title: 'Prijavite se da biste učestvovali u diskusiji',
    email: 'E-pošta',
    password: 'Lozinka',
    password_hint: 'Najmanje 8 znakova.',
    name: 'Ime',
    comments_made: 'Komentari',
    likes_received: 'Primljeni lajkovi',
    likes_given: 'Dati lajkovi',
    activity: 'Vaša aktivnost',
    activity_failed: 'Vaša aktivnost nije mogla da se učita.',
    sign_up_title: 'Napravite nalog',
    create_account: 'Napravi nalog',
    no_account: 'Novi ste ovde? Napravite nalog',
    have_account: 'Već imate nalog? Prijavite se',
    forgot: 'Zaboravili ste lozinku?',
    forgot_title: 'Resetujte lozinku',
    send_link: 'Pošalji vezu',
    reset_sent: 'Ako za ovu adresu postoji nalog, poslali smo na nju vezu za resetovanje lozinke.',
    human: 'Nisam robot',
    new_password: 'Nova lozinka',
    save_password: 'Sačuvaj novu lozinku',
    password_changed: 'Lozinka je promenjena. Sada možete da se prijavite.',
    email_verified: 'Vaša adresa e-pošte je potvrđena. Hvala!',
    verify_title: 'Potvrđivanje adrese e-pošte',
    change_avatar: 'Promeni sliku',
    remove_avatar: 'Ukloni sliku',
    avatar_changed: 'Vaša nova slika je sačuvana.',
    avatar_removed: 'Vaša slika je uklonjena.',
    avatar_missing: 'Prvo izaberite sliku.',
    sign_in_elsewhere: 'Prijavite se svojim nalogom na ovom sajtu da biste učestvovali u diskusiji.',
    refused: {
      disabled_by_settings: 'Ovaj sajt je isključio ovu funkciju.',
      other: 'To nije moguće sa vašim nalogom.',
    },
  },
  account: {
    signed_out: 'Prijavite se da biste videli svoj nalog.',
    verify_email: 'Proverite prijemno sanduče da biste potvrdili adresu e-pošte.',
    name_pending: 'Vaše novo ime, {{name}}, čeka odobrenje moderatora. Do tada vas drugi vide kao {{current}}.',
    name_rejected: 'Moderator nije odobrio vaše novo ime. I dalje se prikazujete kao {{current}}; drugo ime možete izabrati u Podešavanjima.',
  },
}

export default messages
