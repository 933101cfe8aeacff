/** The livechat namespace, en-us: the source every other locale must match key for key. */
const messages = {
  title: 'Live chat',
  /** Beside the title while messages arrive live. */
  live: 'Live',
  list_label: 'Chat messages',
  loading: 'Loading the chat…',
  load_failed: 'The chat could not be loaded.',
  closed: 'This chat has ended. Thank you for taking part.',
  open_chat: 'Open the chat',
  close_chat: 'Close the chat',
  load_older: 'Load earlier messages',
  start: 'This is the start of the chat.',
  empty: { title: 'No messages yet', text: 'Say hello: your message appears here for everyone.' },
  unknown_author: 'Former reader',
  moderator_badge: 'Moderator',
  /** Above a reply: what it answers. */
  reply_to: 'Replying to {{name}}: {{text}}',
  reply_to_gone: 'Replying to a message that was removed',
  disabled: 'Hidden from readers',
  removed: 'The message was removed.',
  banned: '{{name}} can no longer write in this chat.',
  /** The control for a reader who scrolled up. */
  fresh: 'New messages: {{n}}',
  /** What the polite region says. */
  arrived: 'New messages: {{n}}',
  typing: { one: '{{name}} is typing…', two: '{{a}} and {{b}} are typing…', many: '{{a}} and {{n}} others are typing…' },
  link: { paused: 'You are offline. New messages will appear when you are back online.', stopped: 'Live messages stopped: the connection was lost.', reconnect: 'Reconnect' },
  actions: { menu: 'Actions for the message by {{name}}', reply: 'Reply', remove: 'Remove', disable: 'Hide from readers', enable: 'Show to readers', ban: 'Ban from this chat' },
  confirm: {
    remove_title: 'Remove this message?',
    remove_text: 'The message by {{name}} will disappear for everyone.',
    ban_title: 'Ban {{name}} from this chat?',
    ban_text: '{{name}} will still be able to read the chat but will no longer be able to write in it.',
    cancel: 'Cancel',
  },
  message_label: 'Your message',
  reply_label: 'Your reply to {{name}}',
  replying_to: 'Replying to {{name}}',
  cancel_reply: 'Cancel the reply',
  placeholder: 'Write a message…',
  send: 'Send',
  characters_left: 'Characters left: {{n}}',
  errors: { empty: 'Write something first.', too_long: 'A message can be at most {{n}} characters long.' },
  /** Why an action was refused. */
  refused: { closed: 'This chat has ended.', banned: 'You are not allowed to write here.', email_verification_required: 'Please verify your e-mail address first.', not_moderator: 'Only moderators can do this.', other: 'You cannot do this here.' },
}

/** The shape every locale's livechat namespace has. */
export type ChatMessages = typeof messages
export default messages
