/** The livequestions namespace, en-us: the source every other locale must match key for key. */
const messages = {
  title: 'Questions',
  /** Beside the title while updates arrive live. */
  live: 'Live',
  list_label: 'Readers’ questions',
  loading: 'Loading the questions…',
  load_failed: 'The questions could not be loaded.',
  more: 'More questions',
  empty: { title: 'No questions yet', text: 'Ask the first one: questions appear here once a moderator approves them.' },
  unknown_author: 'Former reader',
  moderator_badge: 'Moderator',
  sort: { label: 'Order', votes: 'Most votes', newest: 'Newest' },
  ask: {
    label: 'Your question',
    placeholder: 'Ask a question…',
    hint: 'A moderator approves questions before everyone sees them.',
    submit: 'Ask',
    sent: 'Thank you! Your question will appear once a moderator approves it.',
    published: 'Your question is published.',
  },
  pending: { own: 'Your questions awaiting approval: {{n}}', moderator: 'Awaiting approval: {{n}}' },
  votes: 'Votes: {{n}}',
  upvote: 'Upvote',
  answered: 'Answered',
  awaiting: 'Awaiting approval',
  rejected: { title: 'Rejected: {{n}}', badge: 'Rejected' },
  answer_by: 'Answer from {{name}}',
  moderation: {
    label: 'Moderation',
    approve: 'Approve',
    reject: 'Reject',
    answer: 'Answer',
    mark_answered: 'Mark answered',
    approved: 'The question is published.',
    rejected: 'The question was rejected.',
    restore: 'Restore',
    restored: 'The question is published again.',
  },
  answer_form: { label: 'Your answer to {{name}}', submit: 'Post the answer', cancel: 'Cancel', sent: 'Your answer is published.' },
  characters_left: 'Characters left: {{n}}',
  /** What the polite region says. */
  arrived: 'New questions: {{n}}',
  answered_live: 'Questions answered: {{n}}',
  waiting_live: 'Questions awaiting approval: {{n}}',
  link: { paused: 'You are offline. New questions will appear when you are back online.', stopped: 'Live updates stopped: the connection was lost.', reconnect: 'Reconnect' },
  errors: {
    empty: 'Write your question first.',
    too_long: 'A question can be at most {{n}} characters long.',
    empty_answer: 'Write your answer first.',
    answer_too_long: 'An answer can be at most {{n}} characters long.',
    already_voted: 'You have already upvoted this question.',
    not_voted: 'You have not upvoted this question.',
    own_question: 'You cannot upvote your own question.',
    not_approved: 'This question is not open for votes yet.',
  },
  /** Why an action was refused. */
  refused: { closed: 'Questions are closed here.', banned: 'You are not allowed to ask questions here.', email_verification_required: 'Please verify your e-mail address first.', not_moderator: 'Only moderators can do this.', other: 'You cannot do this here.' },
}

/** The shape every locale's livequestions namespace has. */
export type QuestionsMessages = typeof messages
export default messages
