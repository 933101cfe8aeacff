/** The ads namespace, en-us: the source every other locale must match key for key. */
const messages = {
  /** The label above every ad slot the product fills. */
  label: 'Advertisement',
}

/** The shape every locale's ads namespace has. */
export type AdsMessages = typeof messages
export default messages
