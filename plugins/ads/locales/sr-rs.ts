/** The ads namespace, sr-rs. */
import type { AdsMessages } from './en-us'

const messages: AdsMessages = {
  /** The label above every ad slot the product fills. */
  label: 'Reklama',
}

export default messages
