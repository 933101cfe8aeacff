/** Snigel's AdEngine (document 3 §9): its loader on demand, then an auction for the frame in the widget's sizes. */
import { snigelSizes } from '../settings'
import { ErrorCode, VfError } from '../../../kernel/errors'
import type { AdJob } from './types'

export async function snigel(job: AdJob): Promise<void> {
  await job.load()
  const startAuction = job.host.adngin?.cmd?.startAuction
  if (typeof startAuction !== 'function') throw new VfError(ErrorCode.Unsupported, 'snigel called but its AdEngine is not present after loading')
  startAuction.call(job.host.adngin!.cmd, [{ adUnit: job.adId, placement: job.frameId, sizes: snigelSizes(job.widget), personalized: job.personalized }])
}
