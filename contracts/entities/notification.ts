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
