/** The push opt-in's namespace, es-es. */
import type { PushMessagesShape } from './en-us'

const messages: PushMessagesShape = {
  title: "Notificaciones del navegador",
  off: "Recibe avisos en este navegador cuando alguien te responda o un tema que sigues tenga novedades.",
  on: "Las notificaciones están activadas en este navegador.",
  checking: "Comprobando este navegador…",
  denied: "Las notificaciones están bloqueadas para este sitio en los ajustes del navegador. Permítelas allí para activarlas.",
  unsupported: "Este navegador no puede mostrar notificaciones.",
  turn_on: "Activar notificaciones",
  turn_off: "Desactivar notificaciones",
  retry: "Reintentar",
  failed: {
    sending: "No se ha podido guardar tu suscripción.",
    deleting: "No se ha podido eliminar tu suscripción.",
    worker: "El asistente de notificaciones ha tardado demasiado en iniciarse.",
    http: "Las notificaciones necesitan una página segura (HTTPS) en este sitio.",
    other: "No se han podido configurar las notificaciones.",
  },
}

export default messages
