/** The push opt-in's namespace, fr-ca. */
import type { PushMessagesShape } from './en-us'

const messages: PushMessagesShape = {
  title: "Notifications du navigateur",
  off: "Soyez averti dans ce navigateur quand quelqu’un vous répond ou qu’un sujet que vous suivez a du nouveau.",
  on: "Les notifications sont activées dans ce navigateur.",
  checking: "Vérification de ce navigateur…",
  denied: "Les notifications sont bloquées pour ce site dans les paramètres de votre navigateur. Autorisez-les là pour les activer.",
  unsupported: "Ce navigateur ne peut pas afficher de notifications.",
  turn_on: "Activer les notifications",
  turn_off: "Désactiver les notifications",
  retry: "Réessayer",
  failed: {
    sending: "Votre abonnement n’a pas pu être enregistré.",
    deleting: "Votre abonnement n’a pas pu être supprimé.",
    worker: "L’assistant de notifications a mis trop de temps à démarrer.",
    http: "Les notifications exigent une page sécurisée (HTTPS) sur ce site.",
    other: "Les notifications n’ont pas pu être configurées.",
  },
}

export default messages
