/** The ads namespace, pt-br. */
import type { AdsMessages } from './en-us'

const messages: AdsMessages = {
  /** The label above every ad slot the product fills. */
  label: 'Publicidade',
}

export default messages
