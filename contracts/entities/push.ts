/** Push subscription records (document 2 §3). */

/** What is sent to subscribe a browser to push. */
export interface PushRequest {
  service_type: 'FCM'
  /** The last segment of the endpoint. */
  subscription_id: string
  public_key: string
  auth_secret: string
  endpoint: string
  view: { uniqueId: string }
  meta: { privilege: string; url: string; page: string }
  /** Request id. */
  rq: string
}

/** The server's push setting. */
export interface NotificationSettingResponse {
  is_user_notification_on: boolean
}

/** A push entry for a followed item. */
export interface PushEntry {
  uuid: string
  type: string
  isSubscribed: boolean
}
