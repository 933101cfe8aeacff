import type { WithPluralForms } from '../../../contracts/i18n'

/** The conversations namespace, en-us: the source every other locale must match key for key. */
const messages = {
  title: 'Comments',
  count_label_one: "{{n}} comment",
  count_label_other: "{{n}} comments",
  list_label: 'Comments',
  replies_to: 'Replies to {{name}}',
  /** The empty thread (the kit's EmptyState): its line, and the words under it. */
  empty: { title: 'No comments yet', text: 'Start the conversation.' },
  /** The thread could not be loaded (the kit's ErrorState, with its retry). */
  load_failed: 'The comments could not be loaded.',
  closed: 'This conversation is closed.',
  load_more: 'Load more comments',
  load_replies: 'Show replies ({{n}})',
  unknown_author: 'Former reader',
  announce: { more: 'New comments loaded: {{n}}' },
  /** New comments the live feed holds until the reader shows them. */
  live: {
    show: 'Show new comments: {{n}}',
    waiting: 'New comments: {{n}}',
    replies: 'New replies: {{n}}',
    /** Live updates while the browser is offline, and once reconnecting gave up. */
    paused: 'You are offline. New comments will appear when you are back online.',
    stopped: 'Live updates stopped: the connection was lost.',
    reconnect: 'Reconnect',
    resumed: 'Live updates are back.',
  },
  sort: { label: 'Sort by', newest: 'Newest', oldest: 'Oldest', num_likes_desc: 'Most liked', num_replies_desc: 'Most replies', featured: 'Editor’s picks first' },
  tabs: { label: 'Show', all: 'All', featured: 'Featured', top: 'Top' },
  composer: {
    banned: 'Your account cannot post comments on this site.',
    label: 'Join the conversation',
    reply_label: 'Reply to {{name}}',
    edit_label: 'Edit your comment',
    name: 'Your name',
    post: 'Post',
    /** Shown in the last tenth of the limit, and said as it passes a few marks. */
    remaining: 'Characters left: {{n}}',
    /** A guest where comments need an account: opens the sign-in. */
    sign_in: 'Sign in to comment',
    /** Shown and said politely when typed or pasted text went past the limit and was cut. */
    cut: 'Your text was cut to fit: a comment can have at most {{n}} characters.',
  },
  actions: {
    group: 'Actions for the comment by {{name}}',
    like: 'Like',
    dislike: 'Dislike',
    reply: 'Reply',
    edit: 'Edit',
    remove: 'Remove',
    flag: 'Report',
    unflag: 'Withdraw report',
    save: 'Save',
    /** The "…" button of a comment's action row (its menu has the same name). */
    more: 'More actions',
    /** Copies the comment's link. */
    share: 'Copy link',
    follow: 'Follow {{name}}',
    unfollow: 'Unfollow {{name}}',
    mute: 'Mute {{name}}',
  },
  /** A comment's link: copied (said in the widget's toast), or shown to copy when the clipboard refused. */
  share: { copied: 'Link copied', fallback: 'Copy this link to share the comment:' },
  state: {
    removed: 'Removed',
    removed_text: 'This comment was removed.',
    awaiting_moderation: 'Awaiting moderation: only you can see it for now',
    awaiting_review: 'Awaiting moderation',
    disabled: 'Disabled',
    spam: 'Marked as spam',
    pinned: 'Pinned',
    picked: 'Editor’s pick',
    top: 'Top comment',
    edited: 'Edited',
  },
  moderation: {
    enable: 'Enable',
    disable: 'Disable',
    spam: 'Mark as spam',
    unspam: 'Not spam',
    pin: 'Pin',
    unpin: 'Unpin',
    pick: 'Pick',
    unpick: 'Unpick',
    top_comment: 'Make top comment',
    remove_top_comment: 'Remove top comment',
    console: 'Open in moderation console',
  },
  pull_quote: {
    most_liked: 'Most liked comment',
    most_replied: 'Most discussed comment',
    editors_pick: 'Editor’s pick',
    likes: 'Likes:',
    replies: 'Replies:',
    link: 'Read the conversation',
  },
  starter: {
    label: 'Conversation starter',
    title: 'What do you think?',
    count: 'Comments so far: {{n}}',
    join: 'Join the conversation',
  },
  errors: { empty: 'Write something first.', name_required: 'Enter a name to comment without an account.' },
  /** Why an action was refused, when the reader pressed something they may no longer do. */
  refused: { expired: 'The time to change this comment is over.', closed: 'This conversation is closed.', banned: 'You are not allowed to do this here.', email_verification_required: 'Please verify your e-mail address first.', other: 'You cannot do this here.' },
}

/** The shape every locale's conversations namespace has. */
export type ConversationsMessages = WithPluralForms<typeof messages>
export default messages
