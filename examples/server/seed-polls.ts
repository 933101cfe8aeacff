/**
 * The demo polls (examples/pages/poll.html): one any visitor may vote in, with the votes readers have
 * already cast and a closing date, and a members' poll — several choices, sign-in needed to vote and to
 * see its results. Seeded once each (a site seeded before polls existed gets them on its next start);
 * deterministic, so tests can rely on them.
 */
import { randomUUID } from 'node:crypto'
import type { Db } from './db'

export const DEMO_POLLS = [
  {
    container: 'footbridge-poll',
    question: 'Which design should the new riverside footbridge take?',
    multiple: false,
    closesAt: Date.UTC(2031, 0, 1),
    requireToVote: null,
    requireToSee: null,
    options: [
      ['A steel arch with a viewing deck', 41],
      ['A low timber deck close to the water', 27],
      ['A cable-stayed bridge with bike lanes', 19],
      ['Keep the ferry instead', 6],
    ],
  },
  {
    container: 'members-poll',
    question: 'Which topics should our newsroom cover more next year?',
    multiple: true,
    closesAt: null,
    requireToVote: true,
    requireToSee: true,
    options: [
      ['Housing and rents', 12],
      ['Public transport', 9],
      ['Schools', 7],
      ['Local arts and culture', 4],
    ],
  },
] as const

export async function seedPolls(db: Db, sectionUuid: string): Promise<void> {
  for (const poll of DEMO_POLLS) {
    const [existing] = await db.query(`select 1 from containers where section_uuid = $1 and container_id = $2 and type = 'poll'`, [sectionUuid, poll.container])
    if (existing) continue
    await db.tx(async (tx) => {
      const uuid = randomUUID()
      await tx.query(`insert into containers (content_container_uuid, section_uuid, container_id, type) values ($1, $2, $3, 'poll')`, [uuid, sectionUuid, poll.container])
      // Single choice: each voter chose one option, so the voters are the votes' sum; several choices: the largest option's count.
      const voters = poll.multiple ? Math.max(...poll.options.map(([, n]) => n)) + 3 : poll.options.reduce((sum, [, n]) => sum + n, 0)
      await tx.query('insert into polls (content_container_uuid, question, multiple, closes_at, require_auth_to_vote, require_auth_to_see_results, total_voters) values ($1, $2, $3, $4, $5, $6, $7)', [
        uuid,
        poll.question,
        poll.multiple,
        poll.closesAt === null ? null : new Date(poll.closesAt).toISOString(),
        poll.requireToVote,
        poll.requireToSee,
        voters,
      ])
      for (const [position, [label, votes]] of poll.options.entries()) {
        await tx.query('insert into poll_options (option_uuid, content_container_uuid, position, label, votes) values ($1, $2, $3, $4, $5)', [randomUUID(), uuid, position, label, votes])
      }
    })
  }
}
