/** The sharebar namespace, en-us: the source every other locale must match key for key. */
const messages = {
  label: "Share this page",
  email: "E-mail",
  by_email: "Share by e-mail",
  /** A network's link (its name is the brand's). */
  on_network: "Share on {{network}} (opens a new window)",
  copy: "Copy link",
  more: "More options",
  copied: "Link copied.",
  /** The clipboard refused: the address is shown to copy by hand. */
  copy_yourself: "Copy this link:",
  address: "Page address",
  total: "Shares: {{n}}",
}

/** The shape every locale's sharebar namespace has. */
export type SharebarMessages = typeof messages
export default messages
