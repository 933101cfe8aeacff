/** The sharebar namespace, es-es. */
import type { SharebarMessages } from './en-us'

const messages: SharebarMessages = {
  label: "Compartir esta página",
  email: "Correo electrónico",
  by_email: "Compartir por correo electrónico",
  /** A network's link (its name is the brand's). */
  on_network: "Compartir en {{network}} (se abre en una ventana nueva)",
  copy: "Copiar enlace",
  more: "Más opciones",
  copied: "Enlace copiado.",
  /** The clipboard refused: the address is shown to copy by hand. */
  copy_yourself: "Copia este enlace:",
  address: "Dirección de la página",
  total: "Veces compartido: {{n}}",
}

export default messages
