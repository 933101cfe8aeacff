/** The ads namespace, nl-nl. */
import type { AdsMessages } from './en-us'

const messages: AdsMessages = {
  /** The label above every ad slot the product fills. */
  label: 'Advertentie',
}

export default messages
