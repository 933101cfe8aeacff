/** The ads namespace, es-es. */
import type { AdsMessages } from './en-us'

const messages: AdsMessages = {
  /** The label above every ad slot the product fills. */
  label: 'Publicidad',
}

export default messages
