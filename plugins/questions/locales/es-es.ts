/** The livequestions namespace, es-es. */
import type { QuestionsMessages } from './en-us'

const messages: QuestionsMessages = {
  title: "Preguntas",
  live: "En directo",
  list_label: "Preguntas de los lectores",
  loading: "Cargando las preguntas…",
  load_failed: "No se han podido cargar las preguntas.",
  more: "Más preguntas",
  empty: {
    title: "Aún no hay preguntas",
    text: "Haz la primera: las preguntas aparecen aquí cuando un moderador las aprueba.",
  },
  unknown_author: "Antiguo lector",
  moderator_badge: "Moderador",
  sort: {
    label: "Orden",
    votes: "Más votadas",
    newest: "Más recientes",
  },
  ask: {
    label: "Tu pregunta",
    placeholder: "Haz una pregunta…",
    hint: "Un moderador aprueba las preguntas antes de que todos las vean.",
    submit: "Preguntar",
    sent: "¡Gracias! Tu pregunta aparecerá cuando un moderador la apruebe.",
    published: "Tu pregunta se ha publicado.",
  },
  pending: {
    own: "Tus preguntas pendientes de aprobación: {{n}}",
    moderator: "Pendientes de aprobación: {{n}}",
  },
  votes: "Votos: {{n}}",
  upvote: "Votar",
  upvoted: "Votada",
  answered: "Respondida",
  awaiting: "Pendiente de aprobación",
  answer_by: "Respuesta de {{name}}",
  moderation: {
    label: "Moderación",
    approve: "Aprobar",
    reject: "Rechazar",
    answer: "Responder",
    mark_answered: "Marcar como respondida",
    approved: "La pregunta se ha publicado.",
    rejected: "La pregunta se ha rechazado.",
  },
  answer_form: {
    label: "Tu respuesta a {{name}}",
    submit: "Publicar la respuesta",
    cancel: "Cancelar",
    sent: "Tu respuesta se ha publicado.",
  },
  characters_left: "Caracteres restantes: {{n}}",
  arrived: "Preguntas nuevas: {{n}}",
  answered_live: "Preguntas respondidas: {{n}}",
  waiting_live: "Preguntas pendientes de aprobación: {{n}}",
  link: {
    paused: "Estás sin conexión. Las preguntas nuevas aparecerán cuando vuelvas a estar en línea.",
    stopped: "Las actualizaciones en directo se han detenido: se perdió la conexión.",
    reconnect: "Volver a conectar",
  },
  errors: {
    empty: "Escribe primero tu pregunta.",
    too_long: "Una pregunta puede tener como máximo {{n}} caracteres.",
    empty_answer: "Escribe primero tu respuesta.",
    answer_too_long: "Una respuesta puede tener como máximo {{n}} caracteres.",
    already_voted: "Ya has votado esta pregunta.",
    own_question: "No puedes votar tu propia pregunta.",
    not_approved: "Esta pregunta aún no admite votos.",
  },
  refused: {
    closed: "Aquí ya no se admiten preguntas.",
    banned: "No tienes permiso para hacer preguntas aquí.",
    email_verification_required: "Verifica primero tu dirección de correo electrónico.",
    not_moderator: "Solo los moderadores pueden hacer esto.",
    other: "No puedes hacer esto aquí.",
  },
}

export default messages
