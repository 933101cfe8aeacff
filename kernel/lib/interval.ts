/** Interval strings like `1y 2d 3h 4m 5s` → seconds (document 2 §5). */
import { ErrorCode, VfError } from '../errors'

const UNIT_SECONDS: Readonly<Record<string, number>> = { y: 365 * 86400, d: 86400, h: 3600, m: 60, s: 1 }

/** Numbers pass through; an unknown part is an `InvalidArgument` error naming it. */
export function intervalToSeconds(interval: string | number): number {
  if (typeof interval === 'number') {
    if (!Number.isFinite(interval) || interval < 0) throw new VfError(ErrorCode.InvalidArgument, `Invalid interval: ${interval}`)
    return interval
  }
  const parts = String(interval).trim().split(/\s+/).filter(Boolean)
  if (parts.length === 0) throw new VfError(ErrorCode.InvalidArgument, 'Invalid interval: empty')
  let seconds = 0
  for (const part of parts) {
    const match = /^(\d+(?:\.\d+)?)([ydhms])$/i.exec(part)
    if (!match) throw new VfError(ErrorCode.InvalidArgument, `Invalid interval part "${part}"`, { info: { part } })
    seconds += Number(match[1]) * UNIT_SECONDS[match[2]!.toLowerCase()]!
  }
  return seconds
}
