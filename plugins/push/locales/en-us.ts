/** The push opt-in's namespace, en-us: the source every other locale must match key for key. */
const messages = {
  title: "Browser notifications",
  off: "Get notified in this browser when someone replies to you or a topic you follow has news.",
  on: "Notifications are on in this browser.",
  checking: "Checking this browser…",
  denied: "Notifications are blocked for this site in your browser’s settings. Allow them there to turn them on.",
  unsupported: "This browser cannot show notifications.",
  turn_on: "Turn on notifications",
  turn_off: "Turn off notifications",
  retry: "Try again",
  failed: {
    sending: "Your subscription could not be saved.",
    deleting: "Your subscription could not be removed.",
    worker: "The notifications helper took too long to start.",
    http: "Notifications need a secure (HTTPS) page on this site.",
    other: "Notifications could not be set up.",
  },
}

/** The shape every locale's push namespace has. */
export type PushMessagesShape = typeof messages

export default messages
