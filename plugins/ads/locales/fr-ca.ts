/** The ads namespace, fr-ca. */
import type { AdsMessages } from './en-us'

const messages: AdsMessages = {
  /** The label above every ad slot the product fills. */
  label: 'Publicité',
}

export default messages
