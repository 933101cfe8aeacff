/** Bans (documents 1 and 2 §3). */
import type { BanError, BanLevel } from '../enums'

/** A ban record. */
export interface Ban {
  user_uuid: string
  is_permanent: boolean
  ban_uuid: string
  ban_level: BanLevel
  /** The moderator's message to the user. */
  user_message?: string
  /** ms. */
  date_created: number
  /** ms; absent for a permanent ban. */
  date_expired?: number
}

/** The error a ban code becomes (document 2 §8). */
export interface BanFailure {
  error: BanError
  /** The reason shown to the user. */
  reason?: string
  /** When the ban ends, ms. */
  end_date?: number
  permanent?: boolean
}
