/** The business constants of documents 1–3 §9 that are plain values. */

/** Business constants (documents 1–3 §9), in milliseconds unless named otherwise. */
export const Constants = {
  /** An interceptor must decide within this (document 4 §2). */
  interceptorTimeoutMs: 5000,
  /** Status lines clear after this (document 1 §4). */
  statusDisplayMs: 4000,
  /** Relative times re-render every second. */
  clockTickMs: 1000,
  /** Start-up readiness re-check. */
  readinessRetryMs: 50,
  /** `window.vfQ` re-check once drained (document 4 §1). */
  vfQRecheckMs: 150,
  /** A cached bootstrap cookie younger than this is reused. */
  bootstrapCacheMs: 20_000,
  /** Widgets start loading after this even away from the viewport. */
  widgetFetchTimeoutMs: 10_000,
  /** …and after this for the pull quote and trending articles. */
  shortWidgetFetchTimeoutMs: 5000,
  /** A chunk that has not arrived after this failed. */
  chunkLoadTimeoutMs: 120_000,
  /** Session refresh period. */
  sessionRefreshMs: 270_000,
  /** Notifications refresh delay after a user change. */
  notificationsRefreshDelayMs: 2500,
  /** Realtime keep-alive period. */
  keepAliveMs: 30_000,
  /** Realtime reconnection attempts. */
  realtimeRetries: 5,
  /** Push service worker start budget. */
  pushWorkerWaitMs: 2000,
  /** A pending guest action expires after this. */
  pendingGuestActionMs: 3_600_000,
  /** A guest's like is replayed this long after sign-in. */
  guestReplayDelayMs: 1000,
  /** Social login popup width, px. */
  popupWidth: 450,
  /** Social login popup height, px. */
  popupHeight: 500,
  /** Popup closed check. */
  popupClosedCheckMs: 500,
  /** Poll-mode result check. */
  popupPollMs: 100,
  /** Gigya ready check period and total. */
  gigyaCheckMs: 1000,
  gigyaCheckTotalMs: 60_000,
  /** Janrain ready check and access-token check. */
  janrainCheckMs: 500,
  janrainTokenCheckMs: 1000,
  /** Followers/followees list limit; mute list default limit. */
  followListLimit: 100,
  muteListLimit: 100,
  /** Engagement tick and the time after which a comment counts as read. */
  engagementTickMs: 333,
  commentReadMs: 3000,
  /** Activity timeout (analytics uses its own). */
  activityTimeoutMs: 300_000,
  analyticsActivityTimeoutMs: 60_000,
  /** Analytics event stack cap and retry periods. */
  eventStackCap: 200,
  analyticsRetryMs: 15_000,
  analyticsRetryOnLoadMs: 3000,
  /** Cookie lifetimes. */
  sessionCookieMs: 30 * 60_000,
  referrerCookieMs: 182 * 86_400_000,
  visitorCookieMs: 365 * 86_400_000,
  /** Segment data kept, and the rolling window. */
  segmentRetentionMs: 90 * 86_400_000,
  segmentWindowMs: 30 * 86_400_000,
  /** Largest timer the browser honours. */
  maxTimerMs: 2 ** 31 - 1,
  /** Helper wrapper throttle. */
  throttleMs: 500,
  /** Mobile layout below this width, px; widget width, px. */
  mobileWidthPx: 765,
  widgetWidthPx: 700,
  /** Pull quote length; conversation starter minimum comments; topic follow minimum count. */
  pullQuoteMaxCharacters: 150,
  conversationStarterMinComments: 5,
  topicFollowMinimumCount: 0,
  /** Chat initial load. */
  chatInitialLimit: 30,
  /** Largest numeric id that converts to a UUID. */
  maxNumericId: 4503599627370495,
  /** Ab tests: default control percentage and duration. */
  abTestControlPercent: 50,
  abTestDurationDays: 90,
  /** Paywall defaults (document 3 §9). */
  wallResetDays: 30,
  wallLookbackDays: 30,
  wallVisibleComments: 2,
  wallPostsToWall: 10,
  wallPercentToHide: 100,
} as const
