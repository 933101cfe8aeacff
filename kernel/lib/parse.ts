/**
 * Parsing untrusted values (attributes, settings, storage) into numbers, booleans and enumerations,
 * always with a fallback: bad input never breaks a widget, it gets the documented default.
 */

/** Clamps `n` into `min…max`. */
export function clamp(n: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, n))
}

export interface IntegerOptions {
  min?: number
  max?: number
  fallback: number
}

/**
 * An integer from a number or a numeric string; anything else, or a value outside `min…max`, gives the
 * fallback (document 1 §5: "Integer parsing returns a fallback outside min and max").
 */
export function parseInteger(value: unknown, options: IntegerOptions): number {
  const { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER, fallback } = options
  let n: number
  if (typeof value === 'number') n = value
  else if (typeof value === 'string' && /^\s*[-+]?\d+(\.\d+)?\s*$/.test(value)) n = Number(value)
  else return fallback
  if (!Number.isFinite(n)) return fallback
  n = Math.trunc(n)
  return n < min || n > max ? fallback : n
}

/** Attribute-style booleans: 'true'/'1'/'' (a bare attribute) → true, 'false'/'0' → false, else the fallback. */
export function parseBoolean(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value
  if (typeof value === 'number') return value === 1 ? true : value === 0 ? false : fallback
  if (typeof value !== 'string') return fallback
  const v = value.trim().toLowerCase()
  if (v === 'true' || v === '1' || v === '') return true
  if (v === 'false' || v === '0') return false
  return fallback
}

/** `value` when it is one of `allowed`, else the fallback. */
export function parseEnum<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback
}
