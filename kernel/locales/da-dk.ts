/** The base namespace, da-dk. */
import type { BaseMessages } from './en-us'

const messages: BaseMessages = {
  settings: {
    error: {
      generic_error: 'Noget gik galt. Prøv igen.',
      unauthorized: 'Du skal logge ind for at gøre det.',
      error_fetching: 'Vi kunne ikke få forbindelse til tjenesten. Tjek din forbindelse, og prøv igen.',
      retry_after: 'Der er for mange forespørgsler lige nu. Prøv igen {{when}}.',
    },
  },
  time: { now: 'nu' },
  actions: {
    cancel: 'Annuller',
    close: 'Luk',
    save: 'Gem',
    submit: 'Send',
    retry: 'Prøv igen',
    load_more: 'Indlæs flere',
    show_more: 'Vis mere',
    sign_in: 'Log ind',
    sign_up: 'Opret konto',
    log_out: 'Log ud',
  },
  dialog: { close: 'Luk dialogboksen' },
  report: { reason: "Hvorfor anmelder du den?", spam: "Spam", abuse: "Misbrug eller chikane", off_topic: "Uden for emnet", other: "Noget andet", submit: "Send anmeldelse" },
  badge: { moderator: 'Moderator', trusted: 'Betroet' },
  status: {
    loading: 'Indlæser…',
    offline: 'Du er offline. Ændringer sendes, når du er online igen.',
    success: 'Færdig',
    error: 'Fejl',
    warning: 'Advarsel',
    info: 'Information',
  },
  widget: {
    loading: 'Indlæser debatten…',
    failed: 'Denne sektion kunne ikke indlæses.',
  },
  ban: {
    login_banned: 'Denne konto er udelukket fra at logge ind.',
    banned_from_posting: 'Denne konto er udelukket fra at skrive indlæg.',
    signup_banned: 'Det er ikke tilladt at oprette en konto med denne adresse.',
    reason: 'Årsag: {{reason}}',
    until: 'Udelukkelsen slutter {{date}}.',
    permanent: 'Udelukkelsen er permanent.',
  },
}

export default messages
