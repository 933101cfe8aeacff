/**
 * m32 (document 3 §9): its GPT or custom file on demand, whose readiness is checked every 10 ms; a file
 * not ready within 5 s fails with document 3 §8's reason.
 */
import { AdError, AdFailureReason } from '../result'
import { sleep, type AdJob } from './types'

export const M32_POLL_MS = 10
export const M32_WAIT_MS = 5000

const ready = (job: AdJob) => job.host.m32?.ready === true && typeof job.host.m32.display === 'function'

export async function m32(job: AdJob): Promise<void> {
  await job.load().catch(() => undefined)
  for (let waited = 0; !ready(job); waited += M32_POLL_MS) {
    if (waited >= M32_WAIT_MS) throw new AdError(AdFailureReason.m32)
    await sleep(job.timers, M32_POLL_MS)
  }
  job.host.m32!.display!(job.frameId, { adId: job.adId, adId2: job.adId2, width: job.width, height: job.height, personalized: job.personalized })
}
