/** The notifications' namespace, en-us: the source every other locale must match key for key. */
const messages = {
  feed: {
    tab: "Notifications",
    title: "Notifications",
    loading: "Loading your notifications…",
    empty: "No notifications yet",
    empty_hint: "Replies to your comments, likes and new followers will show here.",
  },
  buckets: {
    today: "Today",
    yesterday_to_today: "Yesterday",
    older: "Earlier",
  },
  item: {
    someone: "Someone",
    reply: "{{name}} replied to your comment",
    reply_others: "{{name}} and {{n}} more replied to your comment",
    like: "{{name}} liked your comment",
    like_others: "{{name}} and {{n}} more liked your comment",
    follow: "{{name}} started following you",
    follow_others: "{{name}} and {{n}} more started following you",
    subscribed_page_content: "{{name}} commented on a page you follow",
    subscribed_page_content_others: "{{name}} and {{n}} more commented on a page you follow",
    subscribed_user_content: "{{name}}, whom you follow, posted a comment",
    subscribed_user_content_others: "{{name}} and {{n}} more people you follow posted comments",
    trending_article: "A story is trending: join the conversation",
    trending_article_others: "Stories are trending: join the conversation",
  },
  status: {
    new: "New",
    unread: "Unread",
  },
  actions: {
    mark_read: "Mark as read: {{what}}",
    delete: "Delete notification: {{what}}",
    mark_all_read: "Mark all as read",
  },
  live: {
    one: "New notification: {{what}}",
    many: "New notifications: {{n}}",
  },
  errors: {
    mark: "The notification could not be marked. Please try again.",
    delete: "The notification could not be deleted. Please try again.",
  },
  community: {
    tab: "Community",
    title: "Your community",
    followers: "Followers: {{n}}",
    following: "Following: {{n}}",
    muted: "Muted: {{n}}",
    no_followers: "Nobody follows you yet.",
    no_following: "You do not follow anyone yet.",
    no_muted: "You have not muted anyone.",
    someone: "Someone",
    follow: "Follow",
    follow_back: "Follow back",
    unfollow: "Unfollow",
    mute: "Mute",
    unmute: "Unmute",
    failed: "That did not work. Please try again.",
  },
  settings: {
    tab: "Settings",
    title: "Notification settings",
    email_title: "E-mail me when",
    email_reply: "someone replies to my comment",
    email_like: "someone likes my comment",
    email_follow: "someone starts following me",
    email_off: "E-mail notifications are turned off for this site or your account.",
    email_none: "Add an e-mail address to your account to get notifications by e-mail.",
    saved: "Saved.",
    failed: "Your setting could not be saved. Please try again.",
    identity_title: "Your name and picture",
    name_pending: "Your new name, {{name}}, is waiting for a moderator’s approval.",
    name_rejected: "Your new name was not approved. Please choose another one.",
    name_approved: "You appear as {{name}}.",
    picture_pending: "Your new picture is waiting for a moderator’s approval.",
    picture_rejected: "Your new picture was not approved. Please choose another one.",
  },
  topic: {
    follow: "Follow {{name}}",
    following: "Following {{name}}",
    followers: "Followers: {{n}}",
    failed: "That did not work. Please try again.",
  },
}

/** The shape every locale's notifications namespace has. */
export type NotificationsMessages = typeof messages

export default messages
