/**
 * Live blog containers (document 1 §3, §7): containers of the live blog's type (`livestories`), so a live
 * blog call can never reach a comments thread and the reverse (../typed-containers.ts).
 */
import type { LiveblogContainer } from '../../../contracts/entities/liveblog-api'
import { typedContainers, type TypedPlace } from '../typed-containers'

export const LIVEBLOG_TYPE = 'livestories'

export const liveblogContainers = typedContainers(LIVEBLOG_TYPE, 'live blog')

export type Place = TypedPlace & { container: LiveblogContainer }

/** The section and, in it, the live blog named by UUID or by the publisher's id; 404 for either unknown. */
export const placeOf = liveblogContainers.placeOf
