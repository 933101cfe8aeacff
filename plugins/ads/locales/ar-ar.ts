/** The ads namespace, ar-ar. */
import type { AdsMessages } from './en-us'

const messages: AdsMessages = {
  /** The label above every ad slot the product fills. */
  label: 'إعلان',
}

export default messages
