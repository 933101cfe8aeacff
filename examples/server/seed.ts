/**
 * The demo site, seeded once on first start: a site with every setting, pages, users of every role,
 * and realistic content — comment threads (one with 1,000 comments and deep replies), a live blog, a
 * chat, reviews and notifications. Deterministic (a seeded PRNG), so tests can rely on it.
 */
import { prng } from './prng'
import type { Db } from './db'
import { hashPassword } from './passwords'
import { demoSettings } from './seed-settings'
import { GALLERY_ACCOUNTS, seedGallery } from './seed-gallery'
import { seedPolls } from './seed-polls'
import { seedQuestions } from './seed-questions'
import { COMMENT_LINES, FIRST_NAMES, LAST_NAMES } from './seed-text'

export const DEMO_SECTION_UUID = '6f0c3a52-2c1d-4b9e-9a51-7e3b2d1c0a11'
export const DEMO_SITE_UUID = '1d7e8f90-3b4c-4a5d-8e6f-a1b2c3d4e5f6'
export const DEMO_DOMAIN = 'localhost'

/** A demo account printed at start. */
export interface DemoAccount {
  role: string
  name: string
  email: string
  password: string
}

export const DEMO_ACCOUNTS: readonly (DemoAccount & { privilege: 'user' | 'moderator' | 'admin'; ban?: 'posting' | 'login'; pending?: boolean })[] = [
  { role: 'administrator', name: 'Ada Admin', email: 'admin@demo.vf', password: 'demo-admin-pass', privilege: 'admin' },
  { role: 'moderator', name: 'Mo Moderator', email: 'moderator@demo.vf', password: 'demo-moderator-pass', privilege: 'moderator' },
  { role: 'user', name: 'Uma Reader', email: 'user@demo.vf', password: 'demo-user-pass', privilege: 'user' },
  { role: 'banned user', name: 'Ben Banned', email: 'banned@demo.vf', password: 'demo-banned-pass', privilege: 'user', ban: 'login' },
  { role: 'pending e-mail verification', name: 'Pat Pending', email: 'pending@demo.vf', password: 'demo-pending-pass', privilege: 'user', pending: true },
]

/** The demo accounts and their passwords (the gallery's too), for the start-up banner. */
export function demoAccounts(): DemoAccount[] {
  return [...DEMO_ACCOUNTS, ...GALLERY_ACCOUNTS].map(({ role, name, email, password }) => ({ role, name, email, password }))
}


type Random = ReturnType<typeof prng>

function uuidFrom(random: Random): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16))
  hex[12] = '4'
  hex[16] = ((Math.floor(random() * 4) + 8) as number).toString(16)
  const s = hex.join('')
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`
}

const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!

/** Inserts rows in batches: one statement per 200 rows keeps the first start fast. */
async function insertMany(db: Db, table: string, columns: string[], rows: unknown[][]) {
  for (let i = 0; i < rows.length; i += 200) {
    const batch = rows.slice(i, i + 200)
    const values = batch.map((_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`).join(', ')
    await db.query(`insert into ${table} (${columns.join(', ')}) values ${values}`, batch.flat())
  }
}

/** The demo pages: path, title, container id and the widget type it carries. */
export const DEMO_PAGES = [
  { path: '/', title: 'City council approves the new riverside park', container: 'riverside-park', type: 'livecomments', threads: 40 },
  { path: '/big-thread.html', title: 'Readers debate the four-day work week', container: 'four-day-week', type: 'livecomments', threads: 1000 },
  { path: '/liveblog.html', title: 'Live: election night as it happens', container: 'election-night', type: 'livestories', threads: 25 },
  { path: '/chat.html', title: 'Chat with our science editor', container: 'science-chat', type: 'livechat', threads: 80 },
  { path: '/reviews.html', title: 'Review: the new downtown food hall', container: 'food-hall', type: 'livereviews', threads: 15 },
] as const

export interface SeedResult {
  seeded: boolean
}

/** Seeds the demo site unless it already exists. */
export async function seed(db: Db, origin = 'http://localhost:8080'): Promise<SeedResult> {
  const existing = await db.one('select 1 from sections where section_uuid = $1', [DEMO_SECTION_UUID])
  if (existing) {
    // A site seeded before the gallery (examples/pages/gallery.html) existed gets its discussions now.
    await seedGallery(db, DEMO_SECTION_UUID)
    await seedPolls(db, DEMO_SECTION_UUID)
    await seedQuestions(db, DEMO_SECTION_UUID)
    return { seeded: false }
  }
  const random = prng(20261122)
  await db.tx(async (tx) => {
    await tx.query('insert into sections (section_uuid, site_uuid, domain, name, settings) values ($1, $2, $3, $4, $5)', [
      DEMO_SECTION_UUID,
      DEMO_SITE_UUID,
      DEMO_DOMAIN,
      'The Daily Demo',
      JSON.stringify(demoSettings(DEMO_SECTION_UUID, DEMO_SITE_UUID)),
    ])

    const accounts: string[] = []
    for (const account of DEMO_ACCOUNTS) {
      const uuid = uuidFrom(random)
      accounts.push(uuid)
      await tx.query(
        `insert into users (uuid, section_uuid, name, email, password_hash, user_privilege, email_verification_status, badge_trusted)
         values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [uuid, DEMO_SECTION_UUID, account.name, account.email, await hashPassword(account.password), account.privilege, account.pending ? 'pending_new' : 'approved', account.privilege !== 'user'],
      )
      if (account.ban) {
        await tx.query('insert into bans (ban_uuid, user_uuid, section_uuid, ban_level, is_permanent, user_message) values ($1, $2, $3, $4, true, $5)', [
          uuidFrom(random),
          uuid,
          DEMO_SECTION_UUID,
          account.ban,
          'Repeated abuse of other readers.',
        ])
      }
    }
    // Readers who wrote the seeded content (they have no password: they cannot sign in).
    const authors = Array.from({ length: 60 }, () => [uuidFrom(random), DEMO_SECTION_UUID, `${pick(random, FIRST_NAMES)} ${pick(random, LAST_NAMES)}`])
    await insertMany(tx, 'users', ['uuid', 'section_uuid', 'name'], authors)
    const people = [...accounts.slice(0, 3), ...authors.map((a) => a[0] as string)]

    const now = Date.now()
    for (const page of DEMO_PAGES) {
      const pageUuid = uuidFrom(random)
      await tx.query('insert into pages (uuid, section_uuid, url, path, unique_id, title) values ($1, $2, $3, $4, $5, $6)', [
        pageUuid,
        DEMO_SECTION_UUID,
        `${origin}${page.path}`,
        page.path,
        page.container,
        page.title,
      ])
      const containerUuid = uuidFrom(random)
      await tx.query('insert into containers (content_container_uuid, section_uuid, container_id, page_uuid, type) values ($1, $2, $3, $4, $5)', [
        containerUuid,
        DEMO_SECTION_UUID,
        page.container,
        pageUuid,
        page.type,
      ])
      const rows: unknown[][] = []
      const type = page.type === 'livereviews' ? 'review' : page.type === 'livestories' ? 'post' : page.type === 'livechat' ? 'message' : 'comment'
      // One review per reader (migration 021), none by the demo accounts (their readers write their own): a
      // repeated reviewer gives way to the next author without one, drawing no random number (the rest of the seed stays as it was).
      const reviewed = new Set<string>(accounts)
      const reviewer = (drawn: string) => (reviewed.has(drawn) ? authors.map((a) => a[0] as string).find((a) => !reviewed.has(a))! : drawn)
      for (let i = 0; i < page.threads; i++) {
        const uuid = uuidFrom(random)
        const created = new Date(now - (page.threads - i) * 97_000 - Math.floor(random() * 60_000))
        const drawn = type === 'post' ? accounts[1]! : pick(random, people)
        const author = type === 'review' ? reviewer(drawn) : drawn
        if (type === 'review') reviewed.add(author)
        rows.push([uuid, DEMO_SECTION_UUID, containerUuid, null, uuid, author, type, pick(random, COMMENT_LINES), type === 'review' ? 20 * (1 + Math.floor(random() * 5)) : null, Math.floor(random() * 40), created])
        // Deep replies on some threads: a chain up to five levels, then siblings.
        if (type === 'comment' && random() < 0.25) {
          let parent = uuid
          const depth = 1 + Math.floor(random() * 5)
          for (let d = 0; d < depth; d++) {
            const reply = uuidFrom(random)
            // A minute after the one it answers, but never later than the seed's now (a reply dated in the future
            // read "now" for minutes, and a thread's newest date then hid a comment posted meanwhile from the
            // live catch-up): the newest threads' replies are squeezed into the seconds before now.
            const at = Math.min(created.getTime() + (d + 1) * 60_000, now - (depth - d) * 1_000)
            rows.push([reply, DEMO_SECTION_UUID, containerUuid, parent, uuid, pick(random, people), 'comment', pick(random, COMMENT_LINES), null, Math.floor(random() * 10), new Date(at)])
            parent = reply
          }
        }
      }
      await insertMany(tx, 'content', ['content_uuid', 'section_uuid', 'content_container_uuid', 'parent_uuid', 'thread_uuid', 'actor_uuid', 'type', 'content', 'rating', 'total_likes', 'date_created'], rows)
    }
    // Reply counters follow from the rows, so they are always consistent with what a list shows.
    await tx.query(`update content c set total_direct_replies = (select count(*) from content r where r.parent_uuid = c.content_uuid),
      total_replies = (select count(*) from content r where r.thread_uuid = c.content_uuid and r.content_uuid <> c.content_uuid)`)
    // Reviews carry a title (migration 021), as their stars would put it.
    await tx.query(`update content set title = case rating when 100 then 'Worth the queue' when 80 then 'A good lunch spot' when 60 then 'Fine, not special' when 40 then 'Too crowded for me' else 'Not for me' end where type = 'review' and title is null`)
    // Notifications for the demo reader: replies to their comments and a site broadcast.
    const reader = accounts[2]!
    const replies = await tx.query<{ content_uuid: string; content_container_uuid: string; thread_uuid: string; actor_uuid: string }>(
      `select content_uuid, content_container_uuid, thread_uuid, actor_uuid from content where parent_uuid is not null and actor_uuid <> $1 limit 6`,
      [reader],
    )
    for (const reply of replies) {
      await tx.query(
        `insert into notifications (notification_uuid, section_uuid, target_user_uuid, actor_uuid, content_uuid, content_container_uuid, thread_uuid, notification_type)
         values ($1, $2, $3, $4, $5, $6, $7, 'reply')`,
        [uuidFrom(random), DEMO_SECTION_UUID, reader, reply.actor_uuid, reply.content_uuid, reply.content_container_uuid, reply.thread_uuid],
      )
    }
    await tx.query(`insert into notifications (notification_uuid, section_uuid, target_user_uuid, actor_uuid, notification_type, service_type) values ($1, $2, null, $3, 'broadcast_site', 'notifications')`, [
      uuidFrom(random),
      DEMO_SECTION_UUID,
      accounts[0],
    ])
  })
  await seedGallery(db, DEMO_SECTION_UUID)
  await seedPolls(db, DEMO_SECTION_UUID)
  await seedQuestions(db, DEMO_SECTION_UUID)
  return { seeded: true }
}
