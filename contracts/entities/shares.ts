/**
 * Shares of a page (document 1 §1, §2; document 4 §4 `share`/`clicked`, `sharebar`, `share-total`): the
 * networks the legacy share bar offers, and what the share-count calls answer. Counted per canonical
 * address (the comment-share parameters removed).
 */

/** The share bar's networks, in the order it shows them; `copy` copies the address, `native` is the device's own share sheet. */
export const ShareNetwork = ['facebook', 'x', 'linkedin', 'whatsapp', 'email', 'copy', 'native'] as const
export type ShareNetwork = (typeof ShareNetwork)[number]

/** `GET /v4/shares/{section}?url=` and `POST /v4/shares/{section}` (`{url, network}`). */
export interface ShareTotals {
  /** The canonical address counted. */
  url: string
  total: number
  networks: Partial<Record<ShareNetwork, number>>
}
