/**
 * The words of a push the service writes itself (a reply, a like, a new follower, a new comment on a page
 * or in a thread the reader follows), in the language of the browser that subscribed: the client sends its
 * locale with the subscription (kept in its `meta`), and the titles are the notification feed's own, from
 * the notifications plugin's locale files, so a push reads as the same notification does in the tray.
 * A subscription without a locale (or with one the product has no translation for) reads en-us.
 * A broadcast's title and text are the publisher's and go out as written.
 */
import type { Notification } from '../../contracts/entities/notification'
import { Locale } from '../../contracts/enums'
import type { NotificationsMessages } from '../../plugins/notifications/locales/en-us'
import arAr from '../../plugins/notifications/locales/ar-ar'
import daDk from '../../plugins/notifications/locales/da-dk'
import deDeFormal from '../../plugins/notifications/locales/de-de-formal'
import deDe from '../../plugins/notifications/locales/de-de'
import enUs from '../../plugins/notifications/locales/en-us'
import esEs from '../../plugins/notifications/locales/es-es'
import fiFi from '../../plugins/notifications/locales/fi-fi'
import frCa from '../../plugins/notifications/locales/fr-ca'
import frFr from '../../plugins/notifications/locales/fr-fr'
import itIt from '../../plugins/notifications/locales/it-it'
import nlNl from '../../plugins/notifications/locales/nl-nl'
import ptBr from '../../plugins/notifications/locales/pt-br'
import srRs from '../../plugins/notifications/locales/sr-rs'

export const DEFAULT_PUSH_LOCALE: Locale = 'en-us'

const MESSAGES: Record<Locale, NotificationsMessages> = {
  'ar-ar': arAr,
  'da-dk': daDk,
  'de-de-formal': deDeFormal,
  'de-de': deDe,
  'en-us': enUs,
  'es-es': esEs,
  'fi-fi': fiFi,
  'fr-ca': frCa,
  'fr-fr': frFr,
  'it-it': itIt,
  'nl-nl': nlNl,
  'pt-br': ptBr,
  'sr-rs': srRs,
}

/** The locale a subscription's language names (`fr-FR` and `fr-fr` alike, `ar` for ar-ar); en-us for anything else. */
export function pushLocale(input: unknown): Locale {
  if (typeof input !== 'string') return DEFAULT_PUSH_LOCALE
  const wanted = input.trim().toLowerCase().replace(/_/g, '-')
  if (wanted === 'ar') return 'ar-ar'
  return (Locale as readonly string[]).includes(wanted) ? (wanted as Locale) : DEFAULT_PUSH_LOCALE
}

/** The kinds of notification a push is made for, and the feed's key of each one's title. */
const TITLE_KEYS = {
  reply: 'reply',
  like: 'like',
  follow: 'follow',
  subscribed_page_content: 'subscribed_page_content',
  thread: 'subscribed_thread_content',
} as const satisfies Record<string, keyof NotificationsMessages['item']>

export type PushKind = keyof typeof TITLE_KEYS

/** Which title a notification gets: a followed thread's news reads as such (its grouping key says so). */
export function pushKind(type: Notification['notification_type'], inThread: boolean): PushKind | undefined {
  if (type === 'subscribed_page_content' && inThread) return 'thread'
  return type in TITLE_KEYS ? (type as PushKind) : undefined
}

/** The push's title in `locale`: "{name} replied to your comment"; "Someone" for a nameless actor; the feed's title for another kind. */
export function pushTitle(locale: Locale, kind: PushKind | undefined, name: string): string {
  const messages = MESSAGES[locale] ?? MESSAGES[DEFAULT_PUSH_LOCALE]
  if (!kind) return messages.feed.title
  const who = name.trim() || messages.item.someone
  return messages.item[TITLE_KEYS[kind]].replace(/\{\{name\}\}/g, () => who)
}
