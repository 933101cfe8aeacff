/** The liveblog namespace, en-us: the source every other locale must match key for key. */
const messages = {
  title: 'Live updates',
  /** Beside the title while updates arrive live. */
  live: 'Live',
  count: 'Updates: {{n}}',
  list_label: 'Live updates',
  replies_to: 'Replies to the update by {{name}}',
  loading: 'Loading the live updates…',
  /** No post yet (the kit's EmptyState). */
  empty: { title: 'No updates yet', text: 'Updates appear here as soon as they are posted.' },
  /** The posts could not be loaded (the kit's ErrorState, with its retry). */
  load_failed: 'The live updates could not be loaded.',
  closed: 'This live blog has ended. Thank you for following along.',
  load_more: 'Load more updates',
  load_replies: 'Show replies ({{n}})',
  unknown_author: 'Former reader',
  editor_badge: 'Editor',
  /** What arrives live: the floating control for a reader down the page, and what the polite region says. */
  fresh: {
    show: 'New updates: {{n}}. Show them',
    arrived: 'New updates: {{n}}',
    replies: 'New replies: {{n}}',
    paused: 'You are offline. New updates will appear when you are back online.',
    stopped: 'Live updates stopped: the connection was lost.',
    reconnect: 'Reconnect',
    resumed: 'Live updates are back.',
  },
  state: {
    awaiting_moderation: 'Awaiting moderation: only you can see it for now',
    disabled: 'Disabled',
    spam: 'Marked as spam',
    pinned: 'Pinned',
    picked: 'Editor’s pick',
    edited: 'Edited',
  },
  actions: {
    post_group: 'Actions for the update by {{name}}',
    reply_group: 'Actions for the reply by {{name}}',
    like: 'Like',
    dislike: 'Dislike',
    reply: 'Reply',
    more: 'More actions',
    edit: 'Edit',
    remove: 'Remove',
    flag: 'Report',
    unflag: 'Withdraw report',
  },
  moderation: {
    pin: 'Pin to the top',
    unpin: 'Unpin',
    pick: 'Mark as editor’s pick',
    unpick: 'Remove editor’s pick',
    disable: 'Disable',
    enable: 'Enable',
    spam: 'Mark as spam',
    unspam: 'Not spam',
  },
  reply: {
    label: 'Reply to {{name}}',
    edit_label: 'Edit your reply',
    name: 'Your name',
    send: 'Send reply',
  },
  /** The editors' form: a new update, or changes to one. */
  editor: {
    title: 'Write an update',
    label: 'Text of the update',
    edit_label: 'Edit the update',
    publish: 'Publish',
    save: 'Save changes',
    published: 'Update published',
    removed: 'Update removed',
    images: 'Images',
    image: 'Image file',
    image_hint: 'PNG, JPEG, GIF or WebP, up to {{n}} MB. Up to {{max}} images.',
    description: 'Image description',
    description_hint: 'Read aloud to readers who cannot see the image: say what it shows.',
    upload: 'Add the image',
    remove_image: 'Remove image: {{name}}',
    confirm_remove: 'Remove this update?',
    confirm_remove_text: 'Readers will no longer see it, nor its replies.',
    close_blog: 'End the live blog',
    open_blog: 'Reopen the live blog',
    /** Shown in the last tenth of the limit, and said as it passes a few marks. */
    remaining: 'Characters left: {{n}}',
    cut: 'Your text was cut to fit: at most {{n}} characters.',
  },
  errors: {
    empty: 'Write something first.',
    name_required: 'Enter a name to reply without an account.',
    reason: 'Choose why you are reporting it.',
    too_many_images: 'An update can carry at most {{n}} images.',
    too_large: 'An image can be at most {{n}} MB.',
    not_an_image: 'Choose a PNG, JPEG, GIF or WebP image.',
    no_file: 'Choose an image file first.',
    no_description: 'Describe the image for readers who cannot see it.',
  },
  /** Why an action was refused, when the reader pressed something they may no longer do. */
  refused: { expired: 'The time to change this reply is over.', closed: 'This live blog has ended.', banned: 'You are not allowed to do this here.', email_verification_required: 'Please verify your e-mail address first.', not_moderator: 'Only editors can do this.', other: 'You cannot do this here.' },
}

/** The shape every locale's liveblog namespace has. */
export type LiveblogMessages = typeof messages
export default messages
