/**
 * The moderators' tools on reviews and replies under `/v1/livereviews/{section_uuid}/{container}` (the
 * comments' moderation calls with reviews in their place: plugins/reviews/moderation.ts): enable and
 * disable (hide from readers), spam and unspam, pin and unpin, pick and unpick (feature). Moderators only
 * (401 for a guest, 403 for a reader); a removed item is not found; a reply is not pinned or picked. Each
 * change is answered and published with the ratings after it (a hidden or spam review leaves them).
 */
import type { FastifyInstance } from 'fastify'
import { REVIEW_ONLY, ReviewModerationCalls, type ReviewModerationAction } from '../../../plugins/reviews/moderation'
import type { AppContext } from '../app'
import { requireModerator } from '../comments/access'
import { forbidden } from '../errors'
import { inReviews } from '../reviews/rules'
import { schemas, type ReviewParams, type ReviewsService } from '../reviews/service'

/** What each tool changes in the item's row. */
const CHANGE: Record<ReviewModerationAction, string> = {
  enable: `state = 'visible'`,
  disable: `state = 'disabled'`,
  spam: `state = 'spam'`,
  unspam: `state = 'visible'`,
  pin: 'is_pinned = true, date_pinned = now()',
  unpin: 'is_pinned = false, date_pinned = null',
  pick: 'is_picked = true',
  unpick: 'is_picked = false',
}

export default function reviewModerationRoutes(app: FastifyInstance, { db }: Pick<AppContext, 'db'>, service: ReviewsService, inside: string) {
  for (const [tool, [method, path, announced]] of Object.entries(ReviewModerationCalls) as Array<[ReviewModerationAction, (typeof ReviewModerationCalls)[ReviewModerationAction]]>) {
    app.route<{ Params: ReviewParams }>({
      method,
      url: `${inside}/${path.replace('{uuid}', ':content')}`,
      schema: { params: schemas.item },
      handler: async (request) => {
        const viewer = await requireModerator(db, request)
        const { section, container } = await service.place(request)
        const row = inReviews(await service.reviews.reader.raw(request.params.content), container.content_container_uuid, request.params.content)
        if (row.parent_uuid && REVIEW_ONLY.has(tool)) throw forbidden('A reply is not pinned or featured; its review is.')
        await db.query(`update content set ${CHANGE[tool]} where content_uuid = $1`, [row.content_uuid])
        return { result: await service.answer(section, row.content_uuid, announced, viewer) }
      },
    })
  }
}
