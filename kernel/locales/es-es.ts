/** The base namespace, es-es. */
import type { BaseMessages } from './en-us'

const messages: BaseMessages = {
  settings: {
    error: {
      generic_error: 'Algo salió mal. Inténtalo de nuevo.',
      unauthorized: 'Tienes que iniciar sesión para hacer eso.',
      error_fetching: 'No hemos podido conectar con el servicio. Comprueba tu conexión e inténtalo de nuevo.',
      retry_after: 'Hay demasiadas solicitudes en este momento. Inténtalo de nuevo {{when}}.',
    },
  },
  time: { now: 'ahora' },
  actions: {
    cancel: 'Cancelar',
    close: 'Cerrar',
    save: 'Guardar',
    submit: 'Enviar',
    retry: 'Reintentar',
    load_more: 'Cargar más',
    show_more: 'Mostrar más',
    sign_in: 'Iniciar sesión',
    sign_up: 'Registrarse',
    log_out: 'Cerrar sesión',
  },
  dialog: { close: 'Cerrar el cuadro de diálogo' },
  report: { reason: "¿Por qué lo denuncias?", spam: "Spam", abuse: "Abuso o acoso", off_topic: "Fuera de tema", other: "Otro motivo", submit: "Enviar denuncia" },
  badge: { moderator: 'Moderador', trusted: 'De confianza' },
  status: {
    loading: 'Cargando…',
    offline: 'Estás sin conexión. Los cambios se enviarán cuando vuelvas a conectarte.',
    success: 'Hecho',
    error: 'Error',
    warning: 'Advertencia',
    info: 'Información',
  },
  widget: {
    loading: 'Cargando la conversación…',
    failed: 'No se ha podido cargar esta sección.',
  },
  ban: {
    login_banned: 'Esta cuenta tiene prohibido iniciar sesión.',
    banned_from_posting: 'Esta cuenta tiene prohibido publicar.',
    signup_banned: 'No se permite registrarse con esta dirección.',
    reason: 'Motivo: {{reason}}',
    until: 'La prohibición termina el {{date}}.',
    permanent: 'La prohibición es permanente.',
  },
}

export default messages
