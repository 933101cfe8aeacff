/** The livechat namespace, es-es. */
import type { ChatMessages } from './en-us'

const messages: ChatMessages = {
  title: "Chat en directo",
  live: "En directo",
  list_label: "Mensajes del chat",
  loading: "Cargando el chat…",
  load_failed: "No se pudo cargar el chat.",
  closed: "Este chat ha terminado. Gracias por participar.",
  open_chat: "Abrir el chat",
  close_chat: "Cerrar el chat",
  load_older: "Cargar mensajes anteriores",
  start: "Este es el comienzo del chat.",
  empty: {
    title: "Aún no hay mensajes",
    text: "Saluda: tu mensaje aparecerá aquí para todos.",
  },
  unknown_author: "Antiguo lector",
  moderator_badge: "Moderación",
  reply_to: "Respondiendo a {{name}}: {{text}}",
  reply_to_gone: "Respondiendo a un mensaje eliminado",
  disabled: "Oculto para los lectores",
  removed: "El mensaje se ha eliminado.",
  banned: "{{name}} ya no puede escribir en este chat.",
  fresh: "Mensajes nuevos: {{n}}",
  arrived: "Mensajes nuevos: {{n}}",
  typing: {
    one: "{{name}} está escribiendo…",
    two: "{{a}} y {{b}} están escribiendo…",
    many: "{{a}} y {{n}} más están escribiendo…",
  },
  link: {
    paused: "Estás sin conexión. Los mensajes nuevos aparecerán cuando vuelvas a estar en línea.",
    stopped: "Mensajes en directo detenidos: se perdió la conexión.",
    reconnect: "Volver a conectar",
  },
  actions: {
    menu: "Acciones para el mensaje de {{name}}",
    reply: "Responder",
    remove: "Eliminar",
    disable: "Ocultar a los lectores",
    enable: "Mostrar a los lectores",
    ban: "Expulsar de este chat",
  },
  confirm: {
    remove_title: "¿Eliminar este mensaje?",
    remove_text: "El mensaje de {{name}} desaparecerá para todos.",
    ban_title: "¿Expulsar a {{name}} de este chat?",
    ban_text: "{{name}} podrá seguir leyendo el chat, pero ya no podrá escribir en él.",
    cancel: "Cancelar",
  },
  message_label: "Tu mensaje",
  reply_label: "Tu respuesta a {{name}}",
  replying_to: "Respondiendo a {{name}}",
  cancel_reply: "Cancelar la respuesta",
  placeholder: "Escribe un mensaje…",
  send: "Enviar",
  characters_left: "Caracteres restantes: {{n}}",
  errors: {
    empty: "Escribe algo primero.",
    too_long: "Un mensaje puede tener como máximo {{n}} caracteres.",
  },
  refused: {
    closed: "Este chat ha terminado.",
    banned: "No tienes permiso para escribir aquí.",
    email_verification_required: "Verifica primero tu dirección de correo electrónico.",
    not_moderator: "Solo los moderadores pueden hacer esto.",
    other: "No puedes hacer esto aquí.",
  },
}

export default messages
