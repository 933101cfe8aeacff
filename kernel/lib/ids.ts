/**
 * Identifiers (document 2 §3, document 3 §3): UUIDs, the reserved guest UUID, and the special UUID form
 * that carries a numeric id (how `#vf-{n}` deep links and legacy numeric ids reach UUID-based services).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * The reserved guest UUID: all zeros with the version nibble fixed to 4 (and the RFC 4122 variant bit,
 * so strict UUID validators accept it). It is also the numeric-id form of id 0: a guest's id is 0.
 */
export const GUEST_UUID = '00000000-0000-4000-8000-000000000000'

/** The largest numeric id that converts (2^52 − 1, 13 hex digits). */
export const MAX_NUMERIC_ID = 4503599627370495

/** `xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx` in hex, any case, nothing around it. */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value)
}

const NUMERIC_FORM = /^00000000-0000-4000-8([0-9a-f]{3})-([0-9a-f]{12})$/i

/**
 * Numeric id → UUID: the number in base 16 fills the last 15 hex digits (the 3 after the variant
 * nibble and the final 12) behind the guest UUID's prefix. Anything but an integer in 0…2^52−1 is a
 * `TypeError('invalid argument')`.
 */
export function numericIdToUuid(id: unknown): string {
  if (typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id > MAX_NUMERIC_ID) throw new TypeError('invalid argument')
  const hex = id.toString(16).padStart(15, '0')
  return `00000000-0000-4000-8${hex.slice(0, 3)}-${hex.slice(3)}`
}

/** UUID in the numeric form → the number; anything else is a `TypeError('invalid argument')`. */
export function uuidToNumericId(uuid: unknown): number {
  const match = typeof uuid === 'string' ? NUMERIC_FORM.exec(uuid) : null
  if (!match) throw new TypeError('invalid argument')
  const id = Number.parseInt(`${match[1]}${match[2]}`, 16)
  if (id > MAX_NUMERIC_ID) throw new TypeError('invalid argument')
  return id
}

/** The fields that decide whether a user is a guest. */
export interface UserIdentity {
  uuid?: string | null
  user_privilege?: string | null
  anonymous?: unknown
}

/** A guest: privilege `guest`, a truthy `anonymous`, the guest UUID, or no user at all. */
export function isGuestUser(user: UserIdentity | null | undefined): boolean {
  if (!user) return true
  return user.user_privilege === 'guest' || !!user.anonymous || (typeof user.uuid === 'string' && user.uuid.toLowerCase() === GUEST_UUID)
}

/** Identified: a UUID is present and it is not the guest UUID. */
export function isIdentifiedUser(user: UserIdentity | null | undefined): boolean {
  return !!user && isUuid(user.uuid) && user.uuid.toLowerCase() !== GUEST_UUID
}
