/**
 * Google Publisher Tag (document 3 §9): the GPT script on demand, then the slot defined for the frame and
 * displayed. GPT may still be arriving: the slot is tried again every 1 s, up to 5 times, and then the
 * ad fails with document 3 §8's reason.
 */
import { AdError, AdFailureReason } from '../result'
import { sleep, type AdJob } from './types'

export const GTAG_RETRIES = 5
export const GTAG_RETRY_MS = 1000

function generateAd(job: AdJob): boolean {
  const googletag = job.host.googletag
  if (!googletag || typeof googletag.defineSlot !== 'function' || typeof googletag.pubads !== 'function' || typeof googletag.display !== 'function') return false
  const slot = googletag.defineSlot(job.adId, [job.width, job.height], job.frameId)
  if (!slot) return false
  const pubads = googletag.pubads()
  slot.addService(pubads)
  pubads.setPrivacySettings?.({ nonPersonalizedAds: !job.personalized })
  googletag.enableServices?.()
  googletag.display(job.frameId)
  return true
}

export async function gtag(job: AdJob): Promise<void> {
  // A script that did not load leaves GPT absent: the retries then end in the slot not found.
  await job.load().catch(() => undefined)
  for (let attempt = 0; ; attempt++) {
    if (generateAd(job)) return
    if (attempt >= GTAG_RETRIES) throw new AdError(AdFailureReason.gtag)
    await sleep(job.timers, GTAG_RETRY_MS)
  }
}
