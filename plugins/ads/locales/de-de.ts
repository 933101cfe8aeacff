/** The ads namespace, de-de. */
import type { AdsMessages } from './en-us'

const messages: AdsMessages = {
  /** The label above every ad slot the product fills. */
  label: 'Anzeige',
}

export default messages
