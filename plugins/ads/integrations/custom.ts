/**
 * The publisher's own ad code (`custom`): the page's `window.__generate_viafoura_tag(element, info)` fills
 * the frame (it may answer a promise). A page without it fails with document 3 §8's reason.
 */
import { AdError, AdFailureReason } from '../result'
import type { AdJob } from './types'

export const hasCustomTag = (host: AdJob['host']) => typeof host.__generate_viafoura_tag === 'function'

export async function custom(job: AdJob): Promise<void> {
  const generate = job.host.__generate_viafoura_tag
  if (typeof generate !== 'function') throw new AdError(AdFailureReason.custom)
  await generate.call(job.host, job.frame, {
    ad_id: job.adId,
    ad_id_2: job.adId2,
    container_id: job.containerId,
    position: job.position,
    widget: job.widget,
    width: job.width,
    height: job.height,
    personalized: job.personalized,
  })
}
