/**
 * What the demo site's gallery (examples/pages/gallery.html) shows the widgets with: a small discussion
 * that has one of everything a comment can be (a moderator's pinned welcome, a trusted member's editor's
 * pick with a picture, a link and a four-figure like count, replies, the signed-in reader's own edited
 * comment, an Arabic comment, one awaiting moderation), a discussion of very long names and words, a
 * closed one and an empty one, and an account banned from posting that can still sign in.
 *
 * For the later widgets' frames: a board of reviews (the signed-in reader's own among them, one in Arabic)
 * and an empty one, live questions (one answered, the reader's own, an Arabic one, one awaiting approval
 * that only moderators see) and an empty board, and a poll with votes cast (a poll page with no poll is
 * simply a container without one). The ads and the paywall's wall go with the sample discussion.
 *
 * Added to every demo site, also to one seeded before the gallery existed (it checks for itself), in its
 * own transaction; the widgets' part likewise, on its own (a site seeded before it gets it on its next start). Its containers belong to no page: the site keeps its five article pages. Fixed UUIDs
 * (hashed from names), so a second run is recognised and the gallery's data reads the same everywhere.
 */
import { createHash } from 'node:crypto'
import { crc32, deflateSync } from 'node:zlib'
import type { Db } from './db'
import { hashPassword } from './passwords'

/** The containers the gallery's frames discuss (`vf-container-id`). */
export const GALLERY_CONTAINERS = {
  sample: 'gallery',
  longNames: 'gallery-long-names',
  closed: 'gallery-closed',
  empty: 'gallery-empty',
  reviews: 'gallery-reviews',
  reviewsEmpty: 'gallery-reviews-empty',
  questions: 'gallery-questions',
  questionsEmpty: 'gallery-questions-empty',
  poll: 'gallery-poll',
} as const

/** The account the gallery signs in to show a reader banned from posting (printed with the other demo accounts). */
export const GALLERY_ACCOUNTS = [
  { role: 'banned from posting', name: 'Sam Suspended', email: 'suspended@demo.vf', password: 'demo-suspended-pass' },
] as const

/** A stable UUID (version 4 layout) for one of the gallery's rows. */
export function galleryUuid(name: string): string {
  const hex = createHash('sha256').update(`vf-gallery:${name}`).digest('hex').slice(0, 32).split('')
  hex[12] = '4'
  hex[16] = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  const s = hex.join('')
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`
}

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0)
  return Buffer.concat([head, data, crc])
}

/** A 96 px portrait placeholder (head and shoulders on a tint), so one author of the gallery has a picture. */
export function portraitPng(size = 96, background: readonly number[] = [47, 111, 115], figure: readonly number[] = [207, 232, 230]): Buffer {
  const rows: Buffer[] = []
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3)
    for (let x = 0; x < size; x++) {
      const u = x / size
      const v = y / size
      const head = (u - 0.5) ** 2 + (v - 0.4) ** 2 < 0.19 ** 2
      const shoulders = ((u - 0.5) / 0.38) ** 2 + ((v - 1.05) / 0.36) ** 2 < 1
      const colour = head || shoulders ? figure : background
      row.set(colour, 1 + x * 3)
    }
    rows.push(row)
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.set([8, 2, 0, 0, 0], 8) // 8 bits per channel, RGB, deflate, no filter method, not interlaced
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(Buffer.concat(rows))), chunk('IEND', Buffer.alloc(0))])
}

/** The gallery's authors who have no password (they wrote the sample content). */
const AUTHORS = [
  { key: 'trusted', name: 'Beatrice Holm', trusted: true, picture: true },
  { key: 'arabic', name: 'يوسف المصري' },
  { key: 'pending', name: 'Felix Brandt' },
  { key: 'long-spaced', name: 'Maximiliana Alexandrovna Konstantinopoulou-Featherstonehaugh' },
  { key: 'long-word', name: 'Wolfeschlegelsteinhausenbergerdorffvoralternwarengewissenhaft' },
  { key: 'long-many', name: 'Pablo Diego José Francisco de Paula Juan Nepomuceno Ruiz y Picasso' },
] as const

type AuthorKey = (typeof AUTHORS)[number]['key'] | 'moderator' | 'reader' | 'suspended'

interface SampleComment {
  key: string
  author: AuthorKey
  text: string
  /** Minutes before the seed ran. */
  ago: number
  parent?: string
  likes?: number
  dislikes?: number
  pinned?: boolean
  picked?: boolean
  edited?: boolean
  awaiting?: boolean
}

const HOUR = 60
const DAY = 24 * HOUR

const SAMPLE: readonly SampleComment[] = [
  { key: 'welcome', author: 'moderator', text: 'Welcome! Tell us what you think of the riverside plans, and please keep it kind and on topic.', ago: 2 * DAY, likes: 12, pinned: true },
  {
    key: 'minutes',
    author: 'trusted',
    text: 'The council’s minutes are public: https://example.org/council/minutes — page 14 has the full cost breakdown.',
    ago: 5 * HOUR,
    likes: 1234,
    dislikes: 3,
    picked: true,
  },
  { key: 'minutes-thanks', author: 'reader', parent: 'minutes', text: 'Thanks, that answers my question.', ago: 4 * HOUR, likes: 4 },
  { key: 'minutes-estimate', author: 'pending', parent: 'minutes', text: 'Page 14 is the estimate; the final figures come in the spring.', ago: 3 * HOUR, likes: 1 },
  { key: 'arabic', author: 'arabic', text: 'فكرة رائعة، أتمنى أن يكتمل المشروع قبل الصيف.', ago: 3 * HOUR - 20, likes: 7 },
  { key: 'playground', author: 'reader', text: 'My kids would love a proper playground within walking distance.', ago: HOUR, likes: 2, edited: true },
  { key: 'awaiting', author: 'pending', text: 'First!!! More park videos on my channel, link in my profile.', ago: 20, awaiting: true },
]

const LONG_NAMES: readonly SampleComment[] = [
  { key: 'long-1', author: 'long-spaced', text: 'Names like mine never fit on one line, and a good layout does not mind.', ago: 6 * HOUR, likes: 3 },
  { key: 'long-1-reply', author: 'long-word', parent: 'long-1', text: 'Try mine: it has no spaces at all, so it has to break somewhere.', ago: 5 * HOUR, likes: 5 },
  {
    key: 'long-2',
    author: 'long-many',
    text: 'Long words too: Donaudampfschifffahrtsgesellschaftskapitänswitwe. And a long address: https://example.org/a/very/long/path/that/goes/on/and/on/without/any/place/to/break/it/nicely',
    ago: 2 * HOUR,
  },
]

const CLOSED: readonly SampleComment[] = [
  { key: 'closed-1', author: 'trusted', text: 'Comments on this story are closed, but what was said stays readable.', ago: 3 * DAY, likes: 8 },
  { key: 'closed-2', author: 'pending', text: 'Fair enough, the vote is over.', ago: 3 * DAY - 30 },
]

/** Adds the gallery's accounts, authors, discussions and the later widgets' content to the demo site `sectionUuid`, unless they are there. */
export async function seedGallery(db: Db, sectionUuid: string): Promise<{ seeded: boolean }> {
  const comments = await seedComments(db, sectionUuid)
  const widgets = await seedWidgets(db, sectionUuid)
  return { seeded: comments || widgets }
}

async function seedComments(db: Db, sectionUuid: string): Promise<boolean> {
  if (await db.one('select 1 from containers where content_container_uuid = $1', [galleryUuid(`container:${GALLERY_CONTAINERS.sample}`)])) return false
  const suspended = GALLERY_ACCOUNTS[0]
  const passwordHash = await hashPassword(suspended.password)
  await db.tx(async (tx) => {
    const byEmail = async (email: string) => (await tx.one<{ uuid: string }>('select uuid from users where email = $1', [email]))?.uuid
    const people = new Map<AuthorKey, string>()
    const moderator = await byEmail('moderator@demo.vf')
    const reader = await byEmail('user@demo.vf')
    if (moderator) people.set('moderator', moderator)
    if (reader) people.set('reader', reader)

    const suspendedUuid = galleryUuid(`user:${suspended.email}`)
    await tx.query(`insert into users (uuid, section_uuid, name, email, password_hash) values ($1, $2, $3, $4, $5)`, [suspendedUuid, sectionUuid, suspended.name, suspended.email, passwordHash])
    await tx.query(`insert into bans (ban_uuid, user_uuid, section_uuid, ban_level, is_permanent, user_message, date_expired) values ($1, $2, $3, 'posting', false, $4, now() + interval '30 days')`, [
      galleryUuid('ban:suspended'),
      suspendedUuid,
      sectionUuid,
      'Repeated off-topic posts.',
    ])
    people.set('suspended', suspendedUuid)

    for (const author of AUTHORS) {
      const uuid = galleryUuid(`user:${author.key}`)
      const trusted = 'trusted' in author && author.trusted
      const picture = 'picture' in author && author.picture ? `/v2/avatars/${uuid}` : null
      await tx.query(`insert into users (uuid, section_uuid, name, badge_trusted, pic_small, pic_large, avatar_moderation_status) values ($1, $2, $3, $4, $5, $5, $6)`, [
        uuid,
        sectionUuid,
        author.name,
        trusted,
        picture,
        picture ? 'approved' : 'none',
      ])
      if (picture) await tx.query('insert into avatars (user_uuid, content_type, data) values ($1, $2, $3)', [uuid, 'image/png', portraitPng()])
      people.set(author.key, uuid)
    }

    const now = Date.now()
    const discussions: Array<[string, readonly SampleComment[], Record<string, unknown>]> = [
      [GALLERY_CONTAINERS.sample, SAMPLE, {}],
      [GALLERY_CONTAINERS.longNames, LONG_NAMES, {}],
      [GALLERY_CONTAINERS.closed, CLOSED, { status: 'closed' }],
      [GALLERY_CONTAINERS.empty, [], {}],
    ]
    for (const [containerId, comments, settings] of discussions) {
      const container = galleryUuid(`container:${containerId}`)
      await tx.query('insert into containers (content_container_uuid, section_uuid, container_id, type, settings) values ($1, $2, $3, $4, $5)', [
        container,
        sectionUuid,
        containerId,
        'livecomments',
        JSON.stringify(settings),
      ])
      for (const comment of comments) {
        const uuid = galleryUuid(`content:${comment.key}`)
        const author = people.get(comment.author)
        if (!author) continue
        const parent = comment.parent ? galleryUuid(`content:${comment.parent}`) : null
        const created = new Date(now - comment.ago * 60_000)
        await tx.query(
          `insert into content (content_uuid, section_uuid, content_container_uuid, parent_uuid, thread_uuid, actor_uuid, type, content, state, total_likes, total_dislikes,
             is_pinned, date_pinned, is_picked, is_edited, date_edited, date_created)
           values ($1, $2, $3, $4, $5, $6, 'comment', $7, $8, $9, $10, $11, $12, $13, $14, $15, $16)`,
          [
            uuid,
            sectionUuid,
            container,
            parent,
            parent ?? uuid,
            author,
            comment.text,
            comment.awaiting ? 'awaiting_moderation' : 'visible',
            comment.likes ?? 0,
            comment.dislikes ?? 0,
            comment.pinned === true,
            comment.pinned ? created : null,
            comment.picked === true,
            comment.edited === true,
            comment.edited ? new Date(created.getTime() + 10 * 60_000) : null,
            created,
          ],
        )
      }
    }
    const containers = discussions.map(([containerId]) => galleryUuid(`container:${containerId}`))
    await tx.query(
      `update content c set total_direct_replies = (select count(*) from content r where r.parent_uuid = c.content_uuid),
         total_replies = (select count(*) from content r where r.thread_uuid = c.content_uuid and r.content_uuid <> c.content_uuid)
       where c.content_container_uuid = any($1::uuid[])`,
      [containers],
    )
  })
  return true
}


/** The gallery's reviews: stars out of 5 (stored out of 100), a title and the review. */
const REVIEWS: ReadonlyArray<{ author: AuthorKey; stars: number; title: string; text: string; ago: number; likes?: number }> = [
  { author: 'trusted', stars: 5, title: 'Worth the trip', text: 'Fresh pasta made in front of you, and the lemon tart alone is worth the queue.', ago: 2 * DAY, likes: 14 },
  { author: 'arabic', stars: 4, title: 'مكان جميل', text: 'الطعام لذيذ والخدمة سريعة، لكن المكان مزدحم في وقت الغداء.', ago: DAY, likes: 3 },
  { author: 'pending', stars: 2, title: 'Too loud for me', text: 'Good food, but I could not hear my friends across the table.', ago: 6 * HOUR },
  { author: 'reader', stars: 4, title: 'A good lunch spot', text: 'Quick at noon, and the soup of the day has never let me down.', ago: 2 * HOUR, likes: 2 },
]

/** The gallery's live questions: who asked, the upvoters, and what became of each. */
const QUESTIONS: ReadonlyArray<{ key: string; author: AuthorKey; text: string; ago: number; voters: readonly AuthorKey[]; answer?: string; waiting?: boolean }> = [
  {
    key: 'opening',
    author: 'trusted',
    text: 'When will the first section of the park open?',
    ago: 90,
    voters: ['arabic', 'pending', 'reader'],
    answer: 'The first section opens in June, the rest in the autumn.',
  },
  { key: 'arabic', author: 'arabic', text: 'هل ستكون هناك مواقف للدراجات عند المدخل؟', ago: 60, voters: ['trusted', 'pending'] },
  { key: 'own', author: 'reader', text: 'Will the playground be open after dark?', ago: 30, voters: ['trusted'] },
  { key: 'waiting', author: 'pending', text: 'Why was the old boathouse torn down?', ago: 5, voters: [], waiting: true },
]

const POLL = {
  question: 'What should the riverside park add first?',
  options: [
    ['A playground', 38],
    ['An outdoor café', 24],
    ['A swimming spot', 17],
  ],
} as const

async function seedWidgets(db: Db, sectionUuid: string): Promise<boolean> {
  if (await db.one('select 1 from containers where content_container_uuid = $1', [galleryUuid(`container:${GALLERY_CONTAINERS.reviews}`)])) return false
  await db.tx(async (tx) => {
    const byEmail = async (email: string) => (await tx.one<{ uuid: string }>('select uuid from users where section_uuid = $1 and email = $2', [sectionUuid, email]))?.uuid
    const people = new Map<AuthorKey, string>(AUTHORS.map((author) => [author.key, galleryUuid(`user:${author.key}`)]))
    const moderator = await byEmail('moderator@demo.vf')
    const reader = await byEmail('user@demo.vf')
    if (moderator) people.set('moderator', moderator)
    if (reader) people.set('reader', reader)
    const container = async (containerId: string, type: string) => {
      const uuid = galleryUuid(`container:${containerId}`)
      await tx.query('insert into containers (content_container_uuid, section_uuid, container_id, type) values ($1, $2, $3, $4)', [uuid, sectionUuid, containerId, type])
      return uuid
    }
    const now = Date.now()

    const reviews = await container(GALLERY_CONTAINERS.reviews, 'livereviews')
    await container(GALLERY_CONTAINERS.reviewsEmpty, 'livereviews')
    for (const [index, review] of REVIEWS.entries()) {
      const author = people.get(review.author)
      if (!author) continue
      const uuid = galleryUuid(`review:${index}`)
      await tx.query(
        `insert into content (content_uuid, section_uuid, content_container_uuid, parent_uuid, thread_uuid, actor_uuid, type, content, title, rating, state, total_likes, date_created)
         values ($1, $2, $3, null, $1, $4, 'review', $5, $6, $7, 'visible', $8, $9)`,
        [uuid, sectionUuid, reviews, author, review.text, review.title, review.stars * 20, review.likes ?? 0, new Date(now - review.ago * 60_000)],
      )
    }

    const questions = await container(GALLERY_CONTAINERS.questions, 'livequestions')
    await container(GALLERY_CONTAINERS.questionsEmpty, 'livequestions')
    for (const question of QUESTIONS) {
      const author = people.get(question.author)
      if (!author) continue
      const uuid = galleryUuid(`question:${question.key}`)
      const asked = new Date(now - question.ago * 60_000)
      const voters = question.voters.map((voter) => people.get(voter)).filter((voter): voter is string => voter !== undefined && voter !== author)
      await tx.query(
        `insert into questions (content_uuid, section_uuid, content_container_uuid, actor_uuid, content, state, total_votes, is_answered, date_created, date_answered) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
        [uuid, sectionUuid, questions, author, question.text, question.waiting ? 'awaiting_moderation' : 'visible', voters.length, !!question.answer, asked, question.answer ? new Date(asked.getTime() + 10 * 60_000) : null],
      )
      for (const voter of voters) await tx.query('insert into question_votes (question_uuid, user_uuid, date_created) values ($1, $2, $3)', [uuid, voter, new Date(asked.getTime() + 60_000)])
      if (question.answer && moderator) {
        await tx.query('insert into question_answers (content_uuid, question_uuid, actor_uuid, content, date_created) values ($1, $2, $3, $4, $5)', [
          galleryUuid(`question:${question.key}:answer`),
          uuid,
          moderator,
          question.answer,
          new Date(asked.getTime() + 10 * 60_000),
        ])
      }
    }

    // One choice each, no closing date, open to guests: the voters are the votes' sum.
    const poll = await container(GALLERY_CONTAINERS.poll, 'poll')
    await tx.query('insert into polls (content_container_uuid, question, multiple, closes_at, require_auth_to_vote, require_auth_to_see_results, total_voters) values ($1, $2, false, null, null, null, $3)', [
      poll,
      POLL.question,
      POLL.options.reduce((sum, [, votes]) => sum + votes, 0),
    ])
    for (const [position, [label, votes]] of POLL.options.entries()) {
      await tx.query('insert into poll_options (option_uuid, content_container_uuid, position, label, votes) values ($1, $2, $3, $4, $5)', [galleryUuid(`poll:${position}`), poll, position, label, votes])
    }
  })
  return true
}
