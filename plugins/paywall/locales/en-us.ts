/** The paywall namespace, en-us: the source every other locale must match key for key. */
const messages = {
  anonymous: {
    /** The wall in place of "load more" for an anonymous visitor. */
    title: "Keep reading the conversation",
    text: "You have read the comments open to visitors. Subscribe or sign in to read all of them and join in.",
  },
  registered: {
    /** The wall in place of the post or reply form for a registered user without posts left. */
    title: "You have used your comments for now",
    /** n: days until the reset period ends. */
    text: "Days until you can comment again: {{n}}",
    text_later: "You can comment again once your reset period is over.",
  },
  /** The provider's offer (its button), where it takes the product's words. */
  subscribe: "Subscribe",
  sign_in: "Sign in",
  /** The warning above the forms while posts remain (n: how many). */
  remaining: "Comments left before the subscriber wall: {{n}}",
}

/** The shape every locale's paywall namespace has. */
export type PaywallMessages = typeof messages
export default messages
