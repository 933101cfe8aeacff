/** The ads namespace, fi-fi. */
import type { AdsMessages } from './en-us'

const messages: AdsMessages = {
  /** The label above every ad slot the product fills. */
  label: 'Mainos',
}

export default messages
