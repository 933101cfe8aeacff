/**
 * The demo site's live Q&A (examples/pages/questions.html): the mayor's office answers readers' questions
 * on the riverside park. A few questions already approved, with readers' upvotes (real vote rows, so the
 * counts are what the votes say), two answered by the moderator (one in words, one marked answered on air),
 * and one awaiting approval, which only moderators see.
 *
 * Added to every demo site, also to one seeded before live questions existed (it checks for itself), in
 * its own transaction. Fixed UUIDs (hashed from names), so a second run is recognised.
 */
import type { Db } from './db'
import { galleryUuid } from './seed-gallery'

/** The container the demo page's `<vf-livequestions>` follows. */
export const QUESTIONS_CONTAINER = 'park-questions'

const MINUTE = 60_000

/** Each question: its words, how many readers upvoted it, how long ago it was asked, and what became of it. */
const QUESTIONS: readonly { text: string; votes: number; ago: number; answer?: string; onAir?: boolean; waiting?: boolean }[] = [
  { text: 'When will the riverside park open to the public?', votes: 7, ago: 95, answer: 'The first section opens in June; the rest follows in the autumn, once the planting has taken.' },
  { text: 'Will dogs be allowed off the lead anywhere in the park?', votes: 5, ago: 80 },
  { text: 'How much of the budget goes to flood protection?', votes: 4, ago: 70, onAir: true },
  { text: 'Is there a plan for public toilets near the playground?', votes: 2, ago: 40 },
  { text: 'Can local schools use the new meadow for lessons?', votes: 1, ago: 12 },
  { text: 'Who decided to cut down the old willows by the bridge?', votes: 0, ago: 5, waiting: true },
]

export async function seedQuestions(db: Db, sectionUuid: string): Promise<void> {
  const containerUuid = galleryUuid('questions:container')
  if (await db.one('select 1 from containers where content_container_uuid = $1', [containerUuid])) return
  await db.tx(async (tx) => {
    const moderator = await tx.one<{ uuid: string }>(`select uuid from users where section_uuid = $1 and email = 'moderator@demo.vf'`, [sectionUuid])
    // The readers who ask and vote: the seeded authors (they have no password), in a stable order.
    const readers = (await tx.query<{ uuid: string }>('select uuid from users where section_uuid = $1 and email is null order by id limit 12', [sectionUuid])).map((r) => r.uuid)
    if (!moderator || readers.length < 8) return
    // Of no article page: the site's five pages keep their own discussions (trending reads those).
    await tx.query(`insert into containers (content_container_uuid, section_uuid, container_id, type) values ($1, $2, $3, 'livequestions')`, [containerUuid, sectionUuid, QUESTIONS_CONTAINER])
    const now = Date.now()
    for (const [index, q] of QUESTIONS.entries()) {
      const uuid = galleryUuid(`questions:${index}`)
      const asked = new Date(now - q.ago * MINUTE)
      const answered = q.answer || q.onAir
      await tx.query(
        `insert into questions (content_uuid, section_uuid, content_container_uuid, actor_uuid, content, state, total_votes, is_answered, date_created, date_answered) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [uuid, sectionUuid, containerUuid, readers[index]!, q.text, q.waiting ? 'awaiting_moderation' : 'visible', q.votes, !!answered, asked, answered ? new Date(asked.getTime() + 10 * MINUTE) : null],
      )
      // The voters: readers other than the asker.
      const voters = readers.filter((r) => r !== readers[index]).slice(0, q.votes)
      for (const voter of voters) await tx.query('insert into question_votes (question_uuid, user_uuid, date_created) values ($1, $2, $3)', [uuid, voter, new Date(asked.getTime() + MINUTE)])
      if (q.answer) {
        await tx.query('insert into question_answers (content_uuid, question_uuid, actor_uuid, content, date_created) values ($1, $2, $3, $4, $5)', [galleryUuid(`questions:${index}:answer`), uuid, moderator.uuid, q.answer, new Date(asked.getTime() + 10 * MINUTE)])
      }
    }
  })
}
