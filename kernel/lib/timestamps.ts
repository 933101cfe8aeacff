/** Server timestamps arrive in seconds or in milliseconds; the product works in milliseconds. */

/**
 * A timestamp in ms. Fewer than 13 digits means seconds (document 2 §3), multiplied by 1000. Numeric
 * strings are accepted; anything else is `undefined`.
 */
export function toMs(timestamp: unknown): number | undefined {
  let n: number
  if (typeof timestamp === 'number') n = timestamp
  else if (typeof timestamp === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(timestamp)) n = Number(timestamp)
  else return undefined
  if (!Number.isFinite(n) || n < 0) return undefined
  const digits = Math.trunc(n).toString().length
  return digits < 13 ? Math.round(n * 1000) : Math.trunc(n)
}
