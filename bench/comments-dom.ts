/**
 * The comments benchmark's baseline: a hand-written, framework-free comments list that makes the markup
 * the widget makes (plugins/comments/views/Comment.tsx as a guest sees it, in English) from the same
 * service answers, with createElement, setAttribute and append. It uses the helpers any such widget would
 * share with ours (the relative-time texts, the avatar's tint count); the rest is written out here.
 *
 * The harness checks, every run, that a comment made here is the widget's comment byte for byte
 * (`sameMarkup`), so a change to the widget's markup shows in the bench's output instead of silently
 * making the comparison unfair.
 */
import type { ContentAuthor, ListedContent } from '../contracts/entities/comments-api'
import { formatRelativeTime, longDate } from '../kernel/lib/relative-time'
import { AVATAR_TINTS } from '../plugins/ui/avatar.css'

/** A page of comments as the service answers it (the thread's first answer or a "load more" answer). */
export interface PageAnswer {
  contents: ListedContent[]
  users: Record<string, ContentAuthor>
}

const LOCALE = 'en-US'
const SVG = 'http://www.w3.org/2000/svg'

function initials(name: string): string {
  const parts = Array.from(name.trim().split(/\s+/).filter(Boolean), (word) => Array.from(word)[0] ?? '')
  return (parts.length > 1 ? parts[0]! + parts[parts.length - 1]! : (parts[0] ?? '?')).toUpperCase()
}

function tint(name: string): number {
  let hash = 0
  for (const char of name.trim()) hash = (hash * 31 + char.codePointAt(0)!) >>> 0
  return hash % AVATAR_TINTS
}

const compact = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 })
const count = (n: number) => (n < 1000 ? String(n) : compact.format(n).toLowerCase())

function element<K extends keyof HTMLElementTagNameMap>(tag: K, attributes: Array<[string, string]>, text?: string): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag)
  for (const [name, value] of attributes) made.setAttribute(name, value)
  if (text !== undefined) made.textContent = text
  return made
}

function icon(name: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg')
  svg.setAttribute('class', 'vf-icon')
  svg.setAttribute('aria-hidden', 'true')
  svg.setAttribute('focusable', 'false')
  const use = document.createElementNS(SVG, 'use')
  use.setAttribute('href', `#vf-icon-${name}`)
  svg.append(use)
  return svg
}

function reaction(label: string, iconName: string, total: number, pressed: boolean): HTMLButtonElement {
  const button = element('button', [
    ['aria-label', total ? `${label} ${count(total)}` : label],
    ['aria-pressed', String(pressed)],
    ['class', 'vf-button vf-icon-button'],
    ['data-variant', 'ghost'],
    ['type', 'button'],
  ])
  button.append(icon(iconName))
  if (total) button.append(count(total))
  return button
}

/** One top-level comment as the widget shows it to a guest: its `<li>`. */
export function makeComment(item: ListedContent, users: Record<string, ContentAuthor>, now: number): HTMLLIElement {
  const author = users[item.actor_uuid]
  const name = author?.name ?? 'Unknown'
  const badge = author?.user_privilege === 'moderator' || author?.user_privilege === 'admin' ? 'moderator' : author?.badge_trusted ? 'trusted' : undefined
  const id = item.content_uuid
  const li = document.createElement('li')
  const article = element('article', [['class', 'vf-comment'], ...(item.state === 'visible' ? [] : ([['data-state', item.state]] as Array<[string, string]>)), ['tabindex', '-1'], ['id', `vf-comment-${id}`], ['aria-labelledby', `vf-by-${id}`]])
  const when = new Date(item.date_created)
  article.append(
    element('span', [['class', 'vf-avatar'], ['data-size', 'sm'], ['data-tint', String(tint(name))], ['data-initials', initials(name)], ['aria-hidden', 'true']]),
    element('bdi', [['id', `vf-by-${id}`], ['class', 'vf-comment__name']], name),
  )
  if (badge) article.append(element('span', [['class', 'vf-badge'], ['data-kind', badge]], badge === 'moderator' ? 'Moderator' : 'Trusted'))
  article.append(
    element('time', [['datetime', when.toISOString()], ['title', longDate(item.date_created, LOCALE)], ['class', 'vf-time'], ['tabindex', '0']], formatRelativeTime(item.date_created, now, LOCALE, 'now')),
    element('p', [['class', 'vf-comment__body'], ['dir', 'auto']], item.content),
  )
  const actions = element('div', [['class', 'vf-comment__actions'], ['role', 'group'], ['aria-label', `Actions for the comment by ${name}`]])
  const reply = element('button', [['aria-expanded', 'false'], ['aria-label', 'Reply'], ['class', 'vf-button vf-icon-button'], ['data-variant', 'ghost'], ['type', 'button']])
  reply.append(icon('reply'), 'Reply')
  const more = element('button', [['type', 'button'], ['class', 'vf-menubutton__button vf-comment__more'], ['aria-label', 'More actions'], ['aria-haspopup', 'menu'], ['aria-expanded', 'false']])
  more.append(icon('ellipsis'))
  actions.append(reaction('Like', 'thumbs-up', item.total_likes, item.reactions.liked), reaction('Dislike', 'thumbs-down', item.total_dislikes, item.reactions.disliked), reply, more)
  article.append(actions)
  const replies = item.replies?.contents ?? []
  if (replies.length > 0) {
    const list = element('ul', [['role', 'list'], ['class', 'vf-comment-list'], ['aria-label', `Replies to ${name}`]])
    for (const reply of replies) list.append(makeComment(reply, users, now))
    article.append(list)
  }
  if (item.total_direct_replies > replies.length) {
    article.append(element('button', [['class', 'vf-button vf-comment__more-replies'], ['data-variant', 'link'], ['type', 'button']], `Show replies (${item.total_direct_replies - replies.length})`))
  }
  li.append(article)
  return li
}

/** A service answer's payload (answers come as `{ result }`). */
export function payload<T>(body: string): T {
  const parsed = JSON.parse(body) as { result?: T }
  return parsed && typeof parsed === 'object' && 'result' in parsed ? (parsed.result as T) : (parsed as T)
}

/** An empty promo slot after the comment at `position` (1-based), as the widget leaves it for the page. */
export function makePromo(position: number): HTMLLIElement {
  return element('li', [['class', 'vf-promo'], ['data-position', String(position)]])
}

/** The list element itself, as the widget labels it. */
export function makeList(): HTMLUListElement {
  return element('ul', [['role', 'list'], ['class', 'vf-comment-list'], ['aria-label', 'Comments']])
}

/**
 * Appends a page's comments to `list` (which already holds `before` of them), with a promo slot after
 * every position in `promos`: what the baseline does per answer.
 */
export function appendPage(list: HTMLElement, answer: PageAnswer, before: number, promos: ReadonlySet<number>, now: number): number {
  const fragment = document.createDocumentFragment()
  let at = before
  for (const item of answer.contents) {
    fragment.append(makeComment(item, answer.users, now))
    at++
    if (promos.has(at)) fragment.append(makePromo(at))
  }
  list.append(fragment)
  return at
}
