/**
 * The one check of every translation namespace the product and its example plugins ship — the kernel's and each plugin's
 * `locales/` folder, found on disk so a new plugin is checked without being listed — has all 13 locales,
 * key for key with en-us (a plural family as one key, with the forms its language needs), translated.
 */
import { test } from 'uvu'
import { existsSync, readdirSync } from 'node:fs'
import { assertTranslated } from './support/locales'

const root = new URL('../', import.meta.url)

/** Keys whose value is rightly the English word in some language (Account, Notifications in French…). */
const LOANWORDS: Record<string, readonly string[]> = {
  'kernel/locales/': ['status.error', 'status.info', 'report.spam'],
  'plugins/notifications/locales/': ['feed.tab', 'feed.title', 'community.tab', 'community.followers', 'topic.followers'],
  'plugins/liveblog/locales/': ['live'],
  'plugins/tray/locales/': ['tray.tabs.account', 'profile.password', 'profile.email', 'profile.name'],
  'plugins/ads/locales/': ['label'],
  'plugins/chat/locales/': ['live', 'moderator_badge', 'send'],
  'plugins/questions/locales/': ['live', 'moderator_badge', 'moderation.label', 'title'],
  'plugins/reviews/locales/': ['live', 'moderator_badge', 'summary.share'],
  'plugins/comments/locales/': ['tabs.top', 'pull_quote.likes'],
  'examples/plugins/analytics-report/locales/': ['widget', 'widgets', 'page', 'pages', 'interactions'],
  // The gallery names the kit's parts (Tabs, Toast, Avatar, Badge, Dialog) and shows a person's name.
  'examples/plugins/gallery/locales/': ['sample.person', 'buttons.link', 'buttons.danger', 'segments.top', 'segments.mine', 'avatars.name', 'badges.name', 'badges.moderator', 'toast.name', 'toast.show_info', 'toast.error', 'toast.show_error', 'dialog.name', 'tabs.name', 'tabs.account'],
}

const folders = [
  'kernel/locales/',
  ...['plugins/', 'examples/plugins/'].flatMap((parent) =>
    readdirSync(new URL(parent, root), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && existsSync(new URL(`${parent}${entry.name}/locales/`, root)))
      .map((entry) => `${parent}${entry.name}/locales/`),
  ),
]

test('the product has its namespaces (the scan found them)', () => {
  for (const expected of ['kernel/locales/', 'plugins/comments/locales/', 'plugins/tray/locales/']) if (!folders.includes(expected)) throw new Error(`${expected} not found`)
})

for (const folder of folders) {
  test(`${folder}: 13 locales, key for key with en-us, translated`, async () => {
    await assertTranslated(new URL(folder, root), LOANWORDS[folder] ?? [])
  })
}

test.run()
