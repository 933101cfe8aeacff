/** The tray's namespace, es-es. */
import type { TrayMessages } from './en-us'

const messages: TrayMessages = {
  tray: {
    title: 'Tu perfil y tus notificaciones',
    open: 'Abrir tu perfil y tus notificaciones',
    close: 'Cerrar el panel',
    unread: 'Notificaciones nuevas: {{n}}',
    tabs: { profile: 'Perfil', account: 'Cuenta' },
  },
  profile: {
    title: 'Tu perfil',
    sign_in_title: 'Inicia sesión para unirte a la conversación',
    email: 'Correo electrónico',
    password: 'Contraseña',
    password_hint: 'Al menos 8 caracteres.',
    name: 'Nombre',
    comments_made: 'Comentarios',
    likes_received: 'Me gusta recibidos',
    likes_given: 'Me gusta dados',
    activity: 'Tu actividad',
    activity_failed: 'No se ha podido cargar tu actividad.',
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
    avatar_changed: 'Tu nueva imagen se ha guardado.',
    avatar_removed: 'Se ha quitado tu imagen.',
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
    name_pending: 'Tu nuevo nombre, {{name}}, está pendiente de la aprobación de un moderador. Mientras tanto, los demás te ven como {{current}}.',
    name_rejected: 'Un moderador no ha aprobado tu nuevo nombre. Sigues apareciendo como {{current}}; puedes elegir otro nombre en Ajustes.',
  },
}

export default messages
