/** A content container: one discussion per page (document 1 §3). */
import type { ServiceType } from '../enums'

/** A widget attached to a container. */
export interface ContainerWidget {
  container_id: string
  type: ServiceType
  widgetId: string
}

/** The discussion behind a comments, reviews, live blog or chat widget. */
export interface Container {
  content_container_uuid: string
  /** The publisher's id for it (1–200 characters). */
  container_id: string
  settings?: Record<string, unknown>
  is_hidden: boolean
  total_visible_content: number
  signature?: string
  widgets?: ContainerWidget[]
  /** ms; containers created before the site's cutoff are legacy. */
  date_created?: number
}
