/** The session plugin's namespace, es-es. */
import type { SessionMessages } from './en-us'

const messages: SessionMessages = {
  profile: {
    forgot_title: 'Restablece tu contraseña',
    new_password: 'Nueva contraseña',
    save_password: 'Guardar la nueva contraseña',
    password_changed: 'Tu contraseña se ha cambiado. Ya puedes iniciar sesión.',
    email_verified: 'Tu dirección de correo electrónico está confirmada. ¡Gracias!',
    verify_title: 'Confirmando tu dirección de correo electrónico',
    avatar_missing: 'Elige primero una imagen.',
    name_missing: 'Escribe primero un nombre.',
    refused: {
      disabled_by_settings: 'Este sitio ha desactivado esta función.',
      other: 'No es posible con tu cuenta.',
    },
  },
}

export default messages
