/** The development outbox: e-mails are recorded here instead of sent, and shown at /dev/outbox. */
import type { Db } from './db'

export async function sendMail(db: Db, mail: { to: string; subject: string; body: string; link?: string }): Promise<void> {
  await db.query('insert into outbox (to_email, subject, body, link) values ($1, $2, $3, $4)', [mail.to, mail.subject, mail.body, mail.link ?? null])
}

export interface OutboxMail {
  id: number
  to_email: string
  subject: string
  body: string
  link: string | null
  date_created: Date
}

export async function readOutbox(db: Db, limit = 50): Promise<OutboxMail[]> {
  return db.query<OutboxMail>('select id::int as id, to_email, subject, body, link, date_created from outbox order by id desc limit $1', [limit])
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** The outbox as a page a person can read and click through. */
export function outboxPage(mails: OutboxMail[]): string {
  const rows = mails
    .map(
      (m) => `<article><h2>${escape(m.subject)}</h2><p class="meta">To ${escape(m.to_email)} · ${new Date(m.date_created).toISOString()}</p><p>${escape(m.body)}</p>${
        m.link ? `<p><a href="${escape(m.link)}">${escape(m.link)}</a></p>` : ''
      }</article>`,
    )
    .join('\n')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Development outbox</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:44rem;margin:2rem auto;padding:0 1rem}article{border-block-end:1px solid #ddd;padding-block:1rem}.meta{color:#666;font-size:.9rem}</style></head>
<body><h1>Development outbox</h1><p>E-mails the reference service would have sent, newest first.</p>${rows || '<p>No e-mails yet.</p>'}</body></html>`
}
