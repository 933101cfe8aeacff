/**
 * Site settings: every key documents 1–3 name. Switches arrive as booleans or 0/1 from the service:
 * rules read "not 0" or truthiness, as each document says.
 */
import type { AdSettings } from './entities/ads'

/** A settings switch as the service sends it. */
export type Switch = boolean | 0 | 1

/** The site's settings, read at run time by every widget. */
export interface SiteSettings extends AdSettings {
  /** The site's section UUID. */
  section_id: string
  site_id?: string
  // Content widgets (document 1 §3)
  enable_dislikes?: Switch
  enable_email_verification?: Switch
  enable_anonymous_comments?: Switch
  /** Editing is allowed unless this is 0. */
  enable_user_comment_editing?: Switch
  /** Removal is allowed unless this is 0. */
  enable_user_comment_remove?: Switch
  /** Seconds after creation during which the author may edit. */
  user_comment_edit_timeout?: number
  enable_username_premoderation?: Switch
  disable_cookie_displayname?: Switch
  disable_cookie_avatars?: Switch
  enable_comment_video?: Switch
  enable_comment_images?: Switch
  enable_muting?: Switch
  require_user_authentication_to_vote?: Switch
  require_user_authentication_to_see_results?: Switch
  enable_commenting?: Switch
  enable_livechat?: Switch
  enable_sharebar?: Switch
  enable_livecommenting?: Switch
  enable_livestories?: Switch
  enable_ratings_reviews_for_this_site?: Switch
  enable_livequestions_for_this_site?: Switch
  /** ms (or seconds): containers created before it are legacy. */
  livecommenting_switch_date?: number
  // Identity (document 2 §3)
  authprovider_custom_cookie_name?: string
  authprovider_gigya_poll?: Switch
  authprovider_oauth_enabled?: Switch
  authprovider_loginradius_enabled?: Switch
  authprovider_janrain_enabled?: Switch
  authprovider_oidc_enabled?: Switch
  enable_integrated_loginradius?: Switch
  loginradius_api_key?: string
  loginradius_app_name?: string
  enable_google_analytics?: Switch
  autosociallogin?: string
  disable_widget_logins?: Switch
  disable_email_notifications?: Switch
  enable_push_notifications?: Switch
  client_opt_in_url?: string
  client_notification_image?: string
  // Platform (document 3 §3)
  enable_poool_integration?: Switch
  poool_app_id?: string
  walls_use_vf_auth?: Switch
  walls_reset_days?: number
  walls_lookback_days?: number
  walls_target_anon_users?: Switch
  walls_min_num_comments?: number
  walls_target_reg_users?: Switch
  walls_num_post_to_wall_reg?: number
  walls_warn_num_posts_remaining_reg?: Switch
  /** Path fragments where the wall applies; none → every page. */
  walls_url_locations?: string
  tcf_api_cmp_integration?: Switch
  /**
   * The product's vendor id in the TCF global vendor list: with `tcf_api_cmp_integration` on, tracking is
   * allowed when the framework reports this vendor's consent (document 3 §4).
   */
  tcf_vendor_id?: number
  enable_ab_testing?: Switch
  /** Test names separated by a delimiter. */
  ab_test_names?: string
  enable_ads_replies?: Switch
  personalized_ads?: Switch
  /** The site's language. */
  language?: string
}
