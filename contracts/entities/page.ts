/** Pages, the current location and media items (document 1 §3, document 3 §3). */

/** A page known to the service. */
export interface Page {
  id: number
  uuid: string
  url: string
  title: string
  unique_id?: string
  path: string
  image_url?: string
  description?: string
  page_type?: string
  /** `type:value` strings, e.g. `user:12`. */
  owners?: string[]
  section?: string
  status?: string
  /** ms. */
  date_created: number
}

/** The current page context the widgets read. */
export interface Location {
  protocol: string
  url: string
  /** `url` without deep-link parameters. */
  cleanUrl: string
  domain: string
  path: string
  title: string
  image_url: string
  image_alt: string
  description: string
  page_type: string
  unique_id: string
  lang: string
  section: string
  owners: string[]
  topics: string[]
  /** The page-level container id. */
  container: string
  /** The UUID of the deep-linked comment, when the address names one. */
  deeplink_uuid: string | undefined
  /** The hidden subscribed parameter was set (a subscription e-mail brought the reader). */
  subscribed: boolean
  autosociallogin: string | undefined
  ads_enabled: boolean
  /** A stable key for "the same page". */
  locationId: string
}

/** An image or video attached to content. The alt text defaults to the description, then the path or url. */
export interface MediaItem {
  uuid: string
  id?: number
  description?: string
  path?: string
  url: string
  full_page_url?: string
}
