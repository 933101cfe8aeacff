/** The ads namespace, da-dk. */
import type { AdsMessages } from './en-us'

const messages: AdsMessages = {
  /** The label above every ad slot the product fills. */
  label: 'Annonce',
}

export default messages
