/** The polls namespace, en-us: the source every other locale must match key for key. */
const messages = {
  title: 'Poll',
  /** Beside the title while the poll takes votes (its results move live). */
  live: "Open",
  closed_badge: 'Closed',
  loading: 'Loading the poll…',
  load_failed: 'The poll could not be loaded.',
  none: 'There is no poll here yet.',
  removed: 'This poll was removed.',
  single_hint: 'Choose one option.',
  multiple_hint: 'Choose one or more options.',
  vote: 'Vote',
  see_results: 'See the results',
  back_to_vote: 'Back to the vote',
  sign_in_to_vote: 'Only signed-in readers can vote in this poll.',
  voted: 'Thank you: your vote was counted.',
  results_label: 'Results',
  /** One option's result: its share of the voters and its votes. */
  share: '{{percent}} · votes: {{votes}}',
  your_choice: 'Your choice',
  voters: 'Readers who voted: {{n}}',
  closes: 'Voting closes on {{date}}.',
  closed: 'This poll is closed.',
  closed_on: 'This poll closed on {{date}}.',
  results_hidden: 'Sign in to see the results.',
  sign_in: 'Sign in',
  /** What the polite region says when others vote. */
  arrived: 'New votes: {{n}}',
  /** What the polite region says when a poll made elsewhere appears on the page. */
  arrived_poll: 'New poll: {{question}}',
  link: { paused: 'You are offline. The results will update when you are back online.', stopped: 'Live results stopped: the connection was lost.' },
  moderation: { close: 'Close the poll', remove: 'Remove the poll', confirm_remove: 'Remove this poll for every reader?', confirm: 'Remove', cancel: 'Cancel' },
  create: {
    open: 'Create a poll',
    title: 'New poll',
    question: 'Question',
    option: 'Option {{n}}',
    add_option: 'Add an option',
    remove_option: 'Remove option {{n}}',
    multiple: 'Readers may choose several options',
    closes_at: 'Voting closes on (optional)',
    require_vote: 'Only signed-in readers may vote',
    require_results: 'Only signed-in readers see the results',
    submit: 'Publish the poll',
    cancel: 'Cancel',
  },
  errors: { none_chosen_single: 'Choose one option.', none_chosen_multiple: 'Choose at least one option.', question: 'Write the question first.', options: 'Give at least {{n}} options.' },
  /** Why an action was refused. */
  refused: { closed: 'This poll is closed.', not_moderator: 'Only moderators can do this.', other: 'You cannot do this here.' },
}

/** The shape every locale's polls namespace has. */
export type PollMessages = typeof messages
export default messages
