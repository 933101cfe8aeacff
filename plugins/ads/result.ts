/**
 * What filling a slot came to (document 3 §8): a success, or a failure with its status, reason, container
 * id and integration. The reasons are the spec's, word for word; any other failure (an integration's
 * script throwing while it renders) carries that error's own message.
 */
import type { AdFailure } from '../../contracts/entities/ads'
import type { AdIntegration } from '../../contracts/enums'

export const AdFailureReason = {
  gtag: 'gtag slot not found during generateAd()',
  m32: 'm32 gpt or custom file is not ready during loadScript()',
  custom: 'window.__generate_viafoura_tag is not present during generateAd',
  exco: 'exco called but was unable to load',
  vi: 'vi called but was unable to load',
} as const

/** A failure an integration reports with its reason. */
export class AdError extends Error {
  constructor(reason: string) {
    super(reason)
    this.name = 'AdError'
  }
}

/** The reason of what an integration threw: its own words, else the render failure's message. */
export function reasonOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  if (typeof error === 'string' && error) return error
  return 'The ad could not be rendered.'
}

export interface AdSuccess {
  status: 'success'
  container_id?: string
  integration: AdIntegration
}

export type AdResult = AdSuccess | AdFailure
