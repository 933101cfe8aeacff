/** The integrations of document 3 §9 by name (`none` renders nothing and is never run). */
import type { AdIntegration } from '../../../contracts/enums'
import { custom } from './custom'
import { gtag } from './gtag'
import { m32 } from './m32'
import { outbrain } from './outbrain'
import { snigel } from './snigel'
import type { Integration } from './types'
import { exco, vi } from './video'

export const INTEGRATIONS: Readonly<Record<Exclude<AdIntegration, 'none'>, Integration>> = { custom, gtag, m32, outbrain, exco, vi, snigel }
