/** The base namespace, es-es. */
import type { BaseMessages } from './en-us'

const messages: BaseMessages = {
  settings: {
    error: {
      generic_error: 'Algo salió mal. Inténtalo de nuevo.',
      unauthorized: 'Tienes que iniciar sesión para hacer eso.',
      error_fetching: 'No hemos podido conectar con el servicio. Comprueba tu conexión e inténtalo de nuevo.',
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
  tray: {
    title: 'Tu perfil y tus notificaciones',
    open: 'Abrir tu perfil y tus notificaciones',
    close: 'Cerrar el panel',
    tabs: { profile: 'Perfil', account: 'Cuenta' },
  },
  profile: {
    title: 'Tu perfil',
    sign_in_title: 'Inicia sesión para unirte a la conversación',
    email: 'Correo electrónico',
    password: 'Contraseña',
    name: 'Nombre',
    comments_made: 'Comentarios',
    likes_received: 'Me gusta recibidos',
    sign_up_title: 'Crea tu cuenta',
    create_account: 'Crear cuenta',
    no_account: '¿Eres nuevo? Crea una cuenta',
    have_account: '¿Ya tienes cuenta? Inicia sesión',
    forgot: '¿Has olvidado tu contraseña?',
    forgot_title: 'Restablece tu contraseña',
    send_link: 'Enviar el enlace',
    reset_sent: 'Si existe una cuenta con esta dirección, le hemos enviado un enlace para restablecer la contraseña.',
    human: 'No soy un robot',
    new_password: 'Nueva contraseña',
    save_password: 'Guardar la nueva contraseña',
    password_changed: 'Tu contraseña se ha cambiado. Ya puedes iniciar sesión.',
    email_verified: 'Tu dirección de correo electrónico está confirmada. ¡Gracias!',
    verify_title: 'Confirmando tu dirección de correo electrónico',
    change_avatar: 'Cambiar imagen',
    remove_avatar: 'Quitar imagen',
    avatar_missing: 'Elige primero una imagen.',
    sign_in_elsewhere: 'Inicia sesión con tu cuenta de este sitio para unirte a la conversación.',
    refused: {
      disabled_by_settings: 'Este sitio ha desactivado esta función.',
      other: 'No es posible con tu cuenta.',
    },
  },
  account: {
    signed_out: 'Inicia sesión para ver tu cuenta.',
    verify_email: 'Revisa tu bandeja de entrada para confirmar tu correo electrónico.',
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
