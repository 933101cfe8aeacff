/**
 * The one reading of a site setting's switch, shared by the product and the reference service so both
 * decide alike. The service stores switches as 1/0, true/false or "1"/"0" (document 3 §5 settings).
 */

const OFF = new Set(['', '0', 'false', 'off', 'no'])

/**
 * Is the switch `value` on? 0, false, "0", "false", "off", "no" and "" are off; any other value is on;
 * an absent setting (undefined or null) is `fallback` — off unless the setting is on by default.
 */
export function isOn(value: unknown, fallback = false): boolean {
  if (value === undefined || value === null) return fallback
  if (typeof value === 'boolean') return value
  if (typeof value === 'number') return value !== 0 && !Number.isNaN(value)
  if (typeof value === 'string') return !OFF.has(value.trim().toLowerCase())
  return true
}
