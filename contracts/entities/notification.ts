/** Notifications, follows and topic subscriptions (document 2 §3). */
import type { NotificationStatus, NotificationType, ServiceType } from '../enums'

/** One notification. */
export interface Notification {
  notification_uuid: string
  content_uuid?: string
  grouping_key: string
  section_uuid: string
  content_container_uuid?: string
  target_uuid?: string
  thread_uuid?: string
  notification_type: NotificationType
  service_type: ServiceType
  actor_uuid: string
  actor_type?: string
  status: NotificationStatus
  /** ms. */
  time: number
  /** Who acted, as the recipient may see them (the service's join; absent from bare realtime records of older services). */
  actor?: NotificationActor
  /** What the notification is about, when it is content. */
  content?: NotificationContent
}

/** The actor of a notification, as its recipient sees them. */
export interface NotificationActor {
  name: string
  pic_small?: string
  /** Ghost- or hide-banned: their content is hidden, so their notifications do not count. */
  hidden: boolean
  /** Muted by the recipient. */
  muted: boolean
}

/** The content a notification is about. */
export interface NotificationContent {
  /** `visible`, or why it is not: `removed`, `spam`, `disabled`, `deleted`. */
  state: 'visible' | 'removed' | 'spam' | 'disabled' | 'deleted'
  /** The first words of the content (plain text). */
  excerpt: string
  /** The page it is on, to open on a click. */
  page_url?: string
  page_title?: string
}

/** `GET /v5/notifications/{section_uuid}/all`. */
export interface NotificationsResponse {
  notifications: Notification[]
  broadcasts: BroadcastNotification[]
}

/** Notifications grouped by key; its time is the newest member's, its status the highest-priority one. */
export interface NotificationGroup {
  grouping_key: string
  section_uuid: string
  content_container_uuid?: string
  thread_uuid?: string
  notification_type: NotificationType
  service_type: ServiceType
  target_uuid?: string
  notifications: Notification[]
}

/** A broadcast to the whole site or a topic's followers. */
export interface BroadcastNotification {
  notification_uuid: string
  actor_uuid: string
  notification_type: 'broadcast_site' | 'broadcast_topic'
  section_uuid: string
  status: NotificationStatus
  target_description?: string
  target_image_url?: string
  target_image_alt?: string
  target_title: string
  target_topic_id?: string
  target_url: string
  /** ms. */
  time: number
}

/** Someone who follows, or is followed. */
export interface FollowItem {
  notification_uuid?: string
  user_uuid: string
  /** ms. */
  date_created: number
  type: 'site' | 'user'
}

/** A followed topic or author. */
export interface TopicSubscription {
  topic_id: string
  topic_name: string
  topic_type: string
  /** ms. */
  date_created: number
}
