/**
 * The video integrations, ex.co and vi (document 3 §4, §8): each loads its player script on demand and
 * starts its player in the frame. A script that does not load, or a player that is not there or refuses,
 * fails with that integration's reason (the caller then falls back to the alternative).
 */
import { AdError, AdFailureReason } from '../result'
import type { AdJob } from './types'

async function start(job: AdJob, reason: string, run: () => boolean): Promise<void> {
  try {
    await job.load()
    if (!run()) throw new AdError(reason)
  } catch {
    throw new AdError(reason)
  }
}

export async function exco(job: AdJob): Promise<void> {
  await start(job, AdFailureReason.exco, () => {
    const player = job.host.ExCoPlayer
    if (typeof player?.create !== 'function') return false
    player.create({ playerId: job.adId, container: job.frame, width: job.width, height: job.height, personalized: job.personalized })
    return true
  })
}

export async function vi(job: AdJob): Promise<void> {
  await start(job, AdFailureReason.vi, () => {
    const tag = job.host.viAPItag
    if (typeof tag?.initInstreamBanner !== 'function') return false
    tag.initInstreamBanner(job.frameId, { channelId: job.adId, publisherId: job.adId2, width: job.width, height: job.height, personalized: job.personalized })
    return true
  })
}
