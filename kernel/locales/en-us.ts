/**
 * The base namespace, en-us: the source every other locale must match key for key. It holds only what the
 * kernel and the shared UI kit word themselves — request errors and ban answers (kernel/error-message.ts),
 * statuses, the loading and failure of a widget, dialogs, relative time and the generic verbs every widget
 * shares. A plugin's own words (the tray's panel and forms, the sign-in dialogs) are in its own namespace.
 */
const messages = {
  settings: {
    error: {
      generic_error: 'Something went wrong. Please try again.',
      unauthorized: 'You need to sign in to do that.',
      error_fetching: 'We could not reach the service. Check your connection and try again.',
      /** A request held back after the service asked to be left alone (Retry-After); `when` is a relative time ("in 30 seconds"). */
      retry_after: 'Too many requests right now. Please try again {{when}}.',
    },
  },
  time: { now: 'now' },
  actions: {
    cancel: 'Cancel',
    close: 'Close',
    save: 'Save',
    submit: 'Submit',
    retry: 'Try again',
    load_more: 'Load more',
    show_more: 'Show more',
    sign_in: 'Sign in',
    sign_up: 'Sign up',
    log_out: 'Log out',
  },
  dialog: { close: 'Close dialog' },
  report: { reason: "Why are you reporting it?", spam: "Spam", abuse: "Abuse or harassment", off_topic: "Off topic", other: "Something else", submit: "Send report" },
  /** A badge beside a name (the UI kit's Badge): the person's role, in words. */
  badge: { moderator: 'Moderator', trusted: 'Trusted' },
  status: {
    loading: 'Loading…',
    offline: 'You are offline. Changes will be sent when you reconnect.',
    success: 'Done',
    error: 'Error',
    warning: 'Warning',
    info: 'Information',
  },
  widget: {
    loading: 'Loading the discussion…',
    failed: 'This section could not be loaded.',
  },
  ban: {
    login_banned: 'This account is banned from signing in.',
    banned_from_posting: 'This account is banned from posting.',
    signup_banned: 'Signing up is not allowed for this address.',
    reason: 'Reason: {{reason}}',
    until: 'The ban ends on {{date}}.',
    permanent: 'The ban is permanent.',
  },
}

/** The shape every locale's base namespace has. */
export type BaseMessages = typeof messages

export default messages
