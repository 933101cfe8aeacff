/** The reviews namespace, en-us: the source every other locale must match key for key. */
const messages = {
  title: "Reviews",
  /** Beside the title while reviews arrive live. */
  live: "Live",
  loading: "Loading the reviews…",
  load_failed: "The reviews could not be loaded.",
  closed: "Reviews are closed here.",
  list_label: "Reviews",
  load_more: "Load more reviews",
  arrived: "New reviews: {{n}}",
  replies_arrived: "New replies: {{n}}",
  empty: {
    title: "No reviews yet",
    text: "Be the first to rate and review.",
  },
  own: {
    title: "Your review",
  },
  form: {
    heading: "Write a review",
    label: "Your review",
    edit_label: "Edit your review",
    rating: "Your rating",
    title: "Title",
    body: "Your review",
    submit: "Post review",
    save: "Save changes",
    posted: "Your review was posted.",
    sign_in_text: "Sign in to rate and review.",
    sign_in: "Sign in to review",
  },
  sort: {
    label: "Sort by",
    newest: "Newest",
    oldest: "Oldest",
    top_rated: "Highest rated",
    lowest_rated: "Lowest rated",
    most_helpful: "Most helpful",
    most_replies: "Most replies",
  },
  link: {
    paused: "You are offline. New reviews will appear when you are back online.",
    stopped: "Live reviews stopped: the connection was lost.",
    reconnect: "Reconnect",
  },
  summary: {
    none: "No ratings yet.",
    average: "Average rating: {{n}} out of 5",
    count: "Ratings: {{n}}",
    distribution: "Ratings by stars",
    /** A distribution row's share of the ratings and how many. */
    share: "{{share}} ({{n}})",
  },
  /** One choice of the rating input and a row of the distribution: n is 1 to 5. */
  stars: "{{n}} out of 5 stars",
  star_words: {
    "1": "Poor",
    "2": "Fair",
    "3": "Good",
    "4": "Very good",
    "5": "Excellent",
  },
  rated: "Rated {{n}} out of 5",
  /** A review written before titles existed is named by its author. */
  untitled: "Review by {{name}}",
  unknown_author: "Former reader",
  yours: "You",
  moderator_badge: "Moderator",
  edited: "Edited",
  state: {
    awaiting_moderation: "Awaiting moderation",
    hidden: "Hidden from readers",
    awaiting_own: "Awaiting moderation: only you can see it for now",
    spam: "Marked as spam",
    pinned: "Pinned",
    picked: "Featured",
  },
  edit_saved: "Your changes were saved.",
  /** A moderator's menu on a review or reply (the comments' tools): its name, and each tool. */
  moderation: {
    label: "Moderate the review by {{name}}",
    label_reply: "Moderate the reply by {{name}}",
    enable: "Show to readers",
    disable: "Hide from readers",
    spam: "Mark as spam",
    unspam: "Not spam",
    pin: "Pin to the top",
    unpin: "Unpin",
    pick: "Feature",
    unpick: "Stop featuring",
  },
  helpful: {
    question: "Was this helpful?",
    yes: "Yes ({{n}})",
    no: "No ({{n}})",
    count: "Found helpful: {{n}}",
  },
  actions: {
    reply: "Reply",
    edit: "Edit",
    remove: "Remove",
    remove_reply: "Remove reply",
  },
  remove: {
    title: "Remove this?",
    text: "It will be gone for everyone, with its replies.",
    done: "Removed.",
  },
  replies_to: "Replies to {{name}}",
  load_replies: "Show replies ({{n}})",
  reply: {
    label: "Reply to {{name}}",
    send: "Send reply",
    by: "Reply by {{name}}",
  },
  rating: {
    title: "Rating",
    yours: "Your rating",
    saved: "You rated it {{n}} out of 5.",
    sign_in: "Sign in to rate",
    write_review: "Write a review",
    read_reviews: "Read the reviews",
  },
  errors: {
    rating: "Choose a rating from 1 to 5 stars.",
    title: "Give your review a title.",
    title_long: "A title can be at most {{n}} characters long.",
    body: "Write a few words about it.",
    reply_empty: "Write a reply first.",
    /** The service's refusal of a second review by the same reader (examples/server/reviews/rules.ts). */
    already_reviewed: "You have already reviewed this. Edit your review instead.",
  },
  refused: {
    closed: "Reviews are closed here.",
    banned: "You are not allowed to post.",
    email_verification_required: "Please verify your e-mail address to keep posting.",
    not_owner: "Only its author can change this.",
    other: "This cannot be done right now.",
  },
}

/** The shape every locale's reviews namespace has. */
export type ReviewsMessages = typeof messages
export default messages
