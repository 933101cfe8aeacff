/**
 * The reader's activity (document 3 §4, §9), for analytics: the product's one tracker
 * (kernel/lib/activity.ts), which analytics runs with its own interval of a minute
 * (`Constants.analyticsActivityTimeoutMs`; the product's other subscriptions use five).
 */
export { createActivity, type Activity, type ActivityOptions } from '../../kernel/lib/activity'
