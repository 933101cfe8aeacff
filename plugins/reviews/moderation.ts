/**
 * A moderator's tools on a review or a reply, as the comments have them (document 1 §4, §6, §7: enable
 * and disable toggle visibility, spam and unspam the spam state, pin and unpin, pick and unpick): each
 * tool's call on the reviews service (the comments' paths, with reviews in their place) and the realtime
 * action it is announced as. Shared by the widget (plugins/reviews/api.ts) and the reference service
 * (examples/server/routes/reviews-moderation.ts). A hidden (disabled) or spam review is not counted in the
 * ratings, as a disabled comment is not counted among the visible ones. Pin and pick are a review's, not a reply's.
 */
export const ReviewModerationCalls = {
  enable: ['POST', 'moderation/{uuid}/enable', 'visible'],
  disable: ['POST', 'moderation/{uuid}/disable', 'disabled'],
  spam: ['POST', 'moderation/{uuid}/spam', 'spammed'],
  unspam: ['POST', 'moderation/{uuid}/unspam', 'visible'],
  pin: ['POST', 'content/{uuid}/pin', 'pinned'],
  unpin: ['DELETE', 'content/{uuid}/pin', 'unpinned'],
  pick: ['POST', 'reviews/{uuid}/pick', 'picked'],
  unpick: ['DELETE', 'reviews/{uuid}/pick', 'unpicked'],
} as const satisfies Record<string, readonly ['POST' | 'DELETE', string, string]>

export type ReviewModerationAction = keyof typeof ReviewModerationCalls

export const REVIEW_MODERATION_ACTIONS = Object.keys(ReviewModerationCalls) as ReviewModerationAction[]

/** The tools that apply to a review only (a reply is not pinned or picked). */
export const REVIEW_ONLY: ReadonlySet<ReviewModerationAction> = new Set(['pin', 'unpin', 'pick', 'unpick'])
