/** The pull quote's and the conversation starter's rules, as pure functions. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import type { ListedContent } from '../../../contracts/entities/comments-api'
import { parseAttributes } from '../../../kernel/widgets/attributes'
import { pullQuoteAttributes, pullQuoteContainerId, starterAttributes, type PullQuoteInputs, type StarterInputs } from '../../../plugins/comments/inputs'
import type { PluginContext } from '../../../contracts/plugin'
import { chooseHighlight, shareLink, summaryFetches } from '../../../plugins/comments/summaries'
import { cutAtWord } from '../../../plugins/comments/views/PullQuote'

/** What the widget host gives a widget with these attributes (the parser reads nothing else of the element). */
const parsed = <P,>(schema: Parameters<typeof parseAttributes>[1], attributes: Record<string, string>) =>
  parseAttributes({ getAttribute: (name: string) => (Object.hasOwn(attributes, name) ? attributes[name]! : null) } as unknown as Element, schema) as P
const quote = (attributes: Record<string, string>) => parsed<PullQuoteInputs>(pullQuoteAttributes, attributes)
const starter = (attributes: Record<string, string>) => parsed<StarterInputs>(starterAttributes, attributes)

const item = (over: Partial<ListedContent>) => ({ content_uuid: 'u', content: 'Words', state: 'visible', total_likes: 0, total_replies: 0, is_picked: false, ...over }) as ListedContent

test('the pull quote type is read loosely; anything unknown means likes', () => {
  for (const value of ['editors pick', 'editors-pick', 'Editor’s pick', "Editor's Pick", 'EDITORS_PICK', ' editors pick ']) assert.is(quote({ type: value }).type, 'editors pick', value)
  assert.is(quote({ type: 'replies' }).type, 'replies')
  assert.is(quote({ type: 'loudest' }).type, 'likes')
  assert.is(quote({}).type, 'likes')
})

test('pull quote inputs: 150 characters by default; unique-id names the conversation when the widget attribute does not', () => {
  const park = quote({ 'unique-id': 'park' })
  assert.equal({ ...park }, { containerId: undefined, uniqueId: 'park', path: undefined, url: undefined, type: 'likes', maxCharacters: 150, title: undefined })
  assert.is(pullQuoteContainerId(park), 'park')
  assert.is(pullQuoteContainerId(quote({ 'vf-container-id': 'a', 'unique-id': 'b' })), 'a')
  assert.is(quote({ 'max-characters': '0' }).maxCharacters, 150)
  assert.is(quote({ 'max-characters': 'many' }).maxCharacters, 150)
  assert.is(quote({ 'max-characters': '9000' }).maxCharacters, 150)
  assert.is(quote({ 'max-characters': '80' }).maxCharacters, 80)
})

test('a quote is cut at a word, ends with an ellipsis, never exceeds the limit and never splits an emoji', () => {
  assert.is(cutAtWord('The park should stay open', 150), 'The park should stay open')
  assert.is(cutAtWord('The park should stay open', 16), 'The park should…')
  assert.is(cutAtWord('The park, should stay', 10), 'The park…')
  assert.is(cutAtWord('Unbelievablylongword', 8), 'Unbelie…')
  assert.is(cutAtWord('ab 😀😀😀😀', 5), 'ab…')
  assert.is(cutAtWord('😀😀😀😀😀😀', 4), '😀😀😀…')
  assert.is(cutAtWord('a\n\n  b', 10), 'a b')
})

test('the share link names the comment on an http(s) page only', () => {
  assert.is(shareLink('https://news.example/a?x=1#top', 'c1'), 'https://news.example/a?x=1&vfshare=c1')
  assert.is(shareLink('javascript:alert(1)', 'c1'), undefined)
  assert.is(shareLink(undefined, 'c1'), undefined)
})

test('the highlight is the best visible comment by the measure, none when even the best scores nothing', () => {
  const contents = [item({ content_uuid: 'pinned', total_likes: 2 }), item({ content_uuid: 'best', total_likes: 9 }), item({ content_uuid: 'gone', total_likes: 50, state: 'disabled' })]
  assert.is(chooseHighlight('likes', contents)?.content_uuid, 'best')
  assert.is(chooseHighlight('replies', contents), undefined)
  assert.is(chooseHighlight('editors pick', [item({ content_uuid: 'p', is_picked: true })])?.content_uuid, 'p')
})

test('the starter’s minimum comment count is parsed from a string, falling back to 5', () => {
  assert.is(starter({ 'minimum-comment-count': '12' }).minimumCommentCount, 12)
  assert.is(starter({ 'minimum-comment-count': 'twelve' }).minimumCommentCount, 5)
  assert.is(starter({}).minimumCommentCount, 5)
  assert.is(starter({ 'minimum-comment-count': '-3' }).minimumCommentCount, 5)
})

test('the counter and the starter of one conversation ask for its container once per page view, together or one after the other', async () => {
  const asked: string[] = []
  let answer!: () => void
  let page = 'https://news.example/park'
  let fail = false
  const ctx = {
    config: { endpoints: { livecomments: 'https://vf.example/v4/livecomments' } },
    store: { getState: () => ({ site: { settings: { section_id: 'section-1' } }, page: { cleanUrl: page } }) },
    log: { warn() {}, debug() {}, error() {} },
    http: {
      request: async ({ url, query }: { url: string; query: { container_id: string } }) => {
        asked.push(`${new URL(url).pathname}?container_id=${query.container_id}`)
        await new Promise<void>((resolve) => (answer = resolve))
        if (fail) throw Object.assign(new Error('Service unavailable'), { error_status: 503 })
        return { container_id: query.container_id, total_visible_content: 7, is_hidden: false }
      },
    },
  } as unknown as PluginContext
  const counter = summaryFetches(ctx).counters({ containerId: 'park' })
  const total = summaryFetches(ctx).totals(starter({ 'vf-container-id': 'park' }))
  assert.equal(asked, ['/v4/livecomments/section-1/contentcontainer/id?container_id=park'])
  answer()
  assert.is((await counter)?.total_visible_content, 7)
  assert.is(await total, 7)
  assert.is(await summaryFetches(ctx).totals(starter({ 'vf-container-id': 'park' })), 7, 'a starter mounted later reads the same answer')
  assert.is(asked.length, 1)

  page = 'https://news.example/next-article'
  fail = true
  const elsewhere = summaryFetches(ctx).counters({ containerId: 'park' }).catch(() => 'failed')
  assert.is(asked.length, 2, 'another page view asks afresh')
  answer()
  assert.is(await elsewhere, 'failed')
  fail = false
  const retried = summaryFetches(ctx).counters({ containerId: 'park' })
  assert.is(asked.length, 3, 'a failed lookup is not kept')
  answer()
  assert.is((await retried)?.total_visible_content, 7)
})

test.run()
