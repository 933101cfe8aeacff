/** The ads namespace, it-it. */
import type { AdsMessages } from './en-us'

const messages: AdsMessages = {
  /** The label above every ad slot the product fills. */
  label: 'Pubblicità',
}

export default messages
