import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { containerId, flag, integer, oneOf } from '../../../kernel/widgets/attributes'
import { flushMicrotasks } from '../../support/fake-timers'
import { reserved, setup } from './host-support'

const comments = {
  tag: 'vf-conversations',
  aliases: ['vf-livecomments'],
  revealOnDeepLink: true,
  skeletonHeight: 400,
  attributes: { 'vf-container-id': containerId(), limit: integer(1, 100, 10), sort: oneOf(['newest', 'oldest'], 'newest'), 'amp-widget': flag(false) },
  legacy: { widget: 'comments', attributes: { 'data-unique_id': 'vf-container-id', 'data-limit': 'limit', 'data-sort': 'sort' } },
}

/** The tray and its trigger, with the placement rules the tray plugin declares (document 1 §2). */
const trayDefinition = { tag: 'vf-tray', single: true, companions: [{ tag: 'vf-tray-trigger', attributes: { floating: 'true' }, unlessPresent: ['vf-conversations', 'vf-livecomments', 'vf-livereviews'] }] }
const triggerDefinition = { tag: 'vf-tray-trigger', companions: [{ tag: 'vf-tray' }] }

test('widgets wait with reserved height and a labelled skeleton, then mount when near the viewport', async () => {
  const t = setup('<div class="viafoura"><vf-conversations initial-height="600" limit="5"></vf-conversations></div>')
  t.define(comments)
  await (await t.host.mountAll()).done
  const el = document.querySelector('vf-conversations') as HTMLElement
  assert.is(reserved(el), '600px')
  assert.is(el.getAttribute('aria-busy'), 'true')
  assert.is(el.querySelector('[role="status"]')?.textContent, 'Loading…')
  assert.ok(el.getAttribute('data-vf-id'))
  assert.is(t.mounts.length, 0)
  t.io.enter(el)
  await flushMicrotasks()
  assert.is(t.mounts.length, 1)
  assert.is(el.getAttribute('aria-busy'), null)
  assert.is(reserved(el), '')
  assert.match(el.innerHTML, 'vf-conversations')
})

test('the fetch timeout (10 s) starts loading even far from the viewport; 5 s when the widget says so', async () => {
  const t = setup('<vf-conversations></vf-conversations><vf-pull-quote></vf-pull-quote>')
  t.define(comments)
  t.define({ tag: 'vf-pull-quote', fetchTimeoutMs: 5000 })
  await (await t.host.mountAll()).done
  await t.timers.tick(4999)
  assert.equal(t.mounts.map((m) => m.tag), [])
  await t.timers.tick(1)
  assert.equal(t.mounts.map((m) => m.tag), ['vf-pull-quote'])
  await t.timers.tick(5000)
  assert.equal(t.mounts.map((m) => m.tag), ['vf-pull-quote', 'vf-conversations'])
})

test('a deep link shows comments at once', async () => {
  const t = setup('<vf-conversations></vf-conversations>', { deepLinked: true })
  t.define(comments)
  await (await t.host.mountAll()).done
  await flushMicrotasks()
  assert.is(t.mounts.length, 1)
})

test('a widget the site turned off (its siteSwitch 0 or false) is left as the publisher wrote it, nothing fetched; on or unset, it mounts', async () => {
  const page = '<vf-livechat><p>Chat unavailable</p></vf-livechat><vf-livestory></vf-livestory><vf-poll></vf-poll><vf-conversations></vf-conversations>'
  const t = setup(page, { settings: { enable_livechat: 0, enable_livestories: '1', enable_commenting: true, enable_livecommenting: false } })
  let loads = 0
  const counted = { load: async () => (loads++, { mount: (el: HTMLElement) => ((el.textContent = 'mounted'), () => {}) }) }
  t.define({ tag: 'vf-livechat', siteSwitch: 'enable_livechat', fetchTimeoutMs: 0, ...counted })
  t.define({ tag: 'vf-livestory', siteSwitch: 'enable_livestories', fetchTimeoutMs: 0, ...counted })
  t.define({ tag: 'vf-poll', siteSwitch: 'enable_polls', fetchTimeoutMs: 0, ...counted })
  t.define({ tag: 'vf-conversations', siteSwitch: ['enable_commenting', 'enable_livecommenting'], fetchTimeoutMs: 0, ...counted })
  assert.equal(await (await t.host.mountAll()).done, { status: 'done', value: 2 })
  await t.timers.tick(0)
  await flushMicrotasks()
  const chat = document.querySelector('vf-livechat')!
  assert.is(chat.outerHTML, '<vf-livechat><p>Chat unavailable</p></vf-livechat>', 'untouched: no reservation, no skeleton')
  assert.is(document.querySelector('vf-livestory')!.textContent, 'mounted')
  assert.is(document.querySelector('vf-poll')!.textContent, 'mounted', 'a switch the site does not set is on')
  assert.is(document.querySelector('vf-conversations')!.textContent, '', 'several switches: one turned off is enough')
  assert.is(loads, 2)
  // A later scan (a page adding widgets) still leaves it out.
  assert.equal(await (await t.host.mountAll()).done, { status: 'done', value: 0 })
})

test('attributes: clamped numbers, enum fallback, booleans from strings, unknown keys ignored, aliases resolved', async () => {
  const t = setup('<vf-livecomments vf-container-id="story-1" limit="500" sort="sideways" amp-widget="true" __proto__="x" foo="bar"></vf-livecomments>')
  t.define(comments)
  await (await t.host.mountAll()).done
  t.io.enter(document.querySelector('vf-livecomments')!)
  await flushMicrotasks()
  const props = t.mounts[0]!.props
  assert.equal({ ...props }, { containerId: 'story-1', limit: 100, sort: 'newest', ampWidget: true })
  assert.is(t.mounts[0]!.tag, 'vf-conversations')
  assert.is(Object.getPrototypeOf(props), null)
})

test('a container id with spaces or special characters is ignored, with a warning naming it', async () => {
  const t = setup('<vf-conversations vf-container-id="bad id <x>"></vf-conversations>')
  t.define(comments)
  await (await t.host.mountAll()).done
  t.io.enter(document.querySelector('vf-conversations')!)
  await flushMicrotasks()
  assert.is(t.mounts[0]!.props.containerId, undefined)
  assert.equal(t.out.warn, ['[viafoura] <vf-conversations> ignores vf-container-id="bad id <x>": it is not of the required form (1–200 characters, no spaces or special characters).'])
})

test('a container id of 200 characters is taken whole; one of 201 is refused, never cut to a different id', async () => {
  const exact = 'a'.repeat(200)
  const t = setup(`<vf-conversations vf-container-id="${exact}"></vf-conversations><vf-conversations vf-container-id="${exact}b"></vf-conversations>`)
  t.define(comments)
  await (await t.host.mountAll()).done
  for (const el of document.querySelectorAll('vf-conversations')) t.io.enter(el)
  await flushMicrotasks()
  assert.equal(t.mounts.map((m) => m.props.containerId), [exact, undefined])
  assert.is(t.out.warn.length, 1)
  assert.match(t.out.warn[0]!, `ignores vf-container-id="${'a'.repeat(60)}…"`)
})

test('legacy placeholders are converted (unique_id, limit, sort) and restored on unmount', async () => {
  const t = setup('<div class="vf-widget" data-widget="comments" data-unique_id="legacy-9" data-limit="7" data-sort="oldest"></div><div class="vf-widget" data-widget="commentcount" data-unique_id="legacy-9"></div>')
  t.define(comments)
  t.define({ tag: 'vf-conversations-count', attributes: { 'vf-container-id': containerId() }, legacy: { widget: 'commentcount', attributes: { 'data-unique_id': 'vf-container-id' } } })
  await (await t.host.mountAll()).done
  const el = document.querySelector('vf-conversations')!
  assert.is(el.getAttribute('vf-container-id'), 'legacy-9')
  assert.is(el.getAttribute('limit'), '7')
  assert.is(el.getAttribute('sort'), 'oldest')
  assert.is(document.querySelector('vf-conversations-count')?.getAttribute('vf-container-id'), 'legacy-9')
  await (await t.host.unmount()).done
  assert.is(document.querySelectorAll('div.vf-widget[data-widget="comments"]').length, 1)
  assert.is(document.querySelector('vf-conversations'), null)
  assert.is(t.unmounted.length, 2)
})

test('forceLegacy in the address keeps legacy placeholders as they are', async () => {
  const t = setup('<div class="vf-widget" data-widget="comments" data-unique_id="x"></div>', { href: 'https://news.example/a?forceLegacy=1' })
  t.define(comments)
  await (await t.host.mountAll()).done
  assert.is(document.querySelector('vf-conversations'), null)
})

test('unmount restores the original element exactly and publishes widgets/unmounted', async () => {
  const t = setup('<main><vf-conversations vf-container-id="a" class="mine"><p>fallback text</p></vf-conversations></main>')
  t.define(comments)
  const before = document.querySelector('main')!.innerHTML
  await (await t.host.mountAll()).done
  t.io.enter(document.querySelector('vf-conversations')!)
  await flushMicrotasks()
  await (await t.host.unmount()).done
  assert.is(document.querySelector('main')!.innerHTML, before)
  assert.is(t.unmounted.length, 1)
})

test('at most one tray; a tray without a trigger gets a floating one, unless comments are on the page', async () => {
  const t = setup('<vf-tray></vf-tray><vf-tray></vf-tray>')
  t.define(trayDefinition)
  t.define(triggerDefinition)
  t.define(comments)
  await (await t.host.mountAll()).done
  assert.is(t.host.elements().filter((e) => e.tagName === 'VF-TRAY').length, 1)
  assert.match(t.out.warn.join('\n'), 'Only one <vf-tray> is mounted per page')
  const trigger = document.body.lastElementChild!
  assert.is(trigger.tagName, 'VF-TRAY-TRIGGER')
  assert.is(trigger.getAttribute('floating'), 'true')

  const u = setup('<vf-tray></vf-tray><vf-conversations></vf-conversations>')
  u.define(trayDefinition)
  u.define(triggerDefinition)
  u.define(comments)
  await (await u.host.mountAll()).done
  assert.is(document.querySelector('vf-tray-trigger'), null)
})

test('a trigger without a tray gets a tray appended to the body', async () => {
  const t = setup('<header><vf-tray-trigger></vf-tray-trigger></header>')
  t.define(trayDefinition)
  t.define(triggerDefinition)
  await (await t.host.mountAll()).done
  assert.is(document.body.lastElementChild?.tagName, 'VF-TRAY')
  assert.is(t.host.elements().length, 2)
})

test('place: a page without a tray gets one appended and loaded at once; it earns no trigger and goes on unmount', async () => {
  const t = setup('<vf-conversations></vf-conversations>')
  t.define(trayDefinition)
  t.define(triggerDefinition)
  t.define(comments)
  await (await t.host.mountAll()).done
  assert.is(document.querySelector('vf-tray'), null, 'document 1 §2 appends no tray to a page with neither tray nor trigger')
  const placed = await t.host.place('vf-tray').done
  assert.equal(placed, { status: 'done', value: 1 })
  assert.is(document.body.lastElementChild?.tagName, 'VF-TRAY')
  await flushMicrotasks()
  assert.equal(t.mounts.map((m) => m.tag), ['vf-tray'], 'loaded without waiting for the viewport or the fetch timeout')
  assert.equal(await t.host.place('vf-tray').done, { status: 'done', value: 0 }, 'one tray per page')
  document.querySelector('vf-conversations')!.remove()
  await (await t.host.mountAll()).done
  assert.is(document.querySelector('vf-tray-trigger'), null, 'a tray placed on request is not the publisher’s: no trigger')
  await (await t.host.unmount()).done
  assert.is(document.querySelector('vf-tray'), null, 'nothing of the publisher’s to restore: the placed tray goes')
})

test('a tray the product adds itself has the theme the page gave its widgets', async () => {
  const t = setup('<header><vf-tray-trigger data-vf-theme="dark"></vf-tray-trigger></header>')
  t.define(trayDefinition)
  t.define(triggerDefinition)
  await (await t.host.mountAll()).done
  assert.is(document.querySelector('vf-tray')?.getAttribute('data-vf-theme'), 'dark', 'appended for a trigger')
  await (await t.host.unmount()).done

  // Placed on request, on a page whose comments name a theme, and on one whose widgets name none.
  for (const [html, theme] of [['<vf-conversations data-vf-theme="auto"></vf-conversations>', 'auto'], ['<vf-conversations></vf-conversations>', null]] as const) {
    const u = setup(html)
    u.define(trayDefinition)
    u.define(comments)
    await (await u.host.mountAll()).done
    await u.host.place('vf-tray').done
    assert.is(document.querySelector('vf-tray')?.getAttribute('data-vf-theme'), theme, html)
    await (await u.host.unmount()).done
  }
})

test('place: the page’s own tray still waiting for the viewport is loaded at once, not doubled', async () => {
  const t = setup('<footer><vf-tray></vf-tray></footer>')
  t.define(trayDefinition)
  await (await t.host.mountAll()).done
  await flushMicrotasks()
  assert.is(t.mounts.length, 0)
  assert.equal(await t.host.place('VF-TRAY').done, { status: 'done', value: 0 })
  await flushMicrotasks()
  assert.is(t.mounts.length, 1)
  assert.is(document.querySelectorAll('vf-tray').length, 1)
  await t.timers.tick(10_000)
  assert.is(t.mounts.length, 1, 'loaded once')
  await (await t.host.unmount()).done
  assert.is(document.querySelector('footer > vf-tray')?.getAttribute('data-vf-id'), null, 'the publisher’s tray is restored, not removed')
})

test('place: a tag no plugin defined is a failed page job, reported; nothing is appended', async () => {
  const t = setup('')
  const outcome = await t.host.place('vf-tray').done
  assert.is(outcome.status, 'failed')
  assert.match(t.out.error.join('\n'), 'The page job "widgets:place" failed')
  assert.is(document.body.children.length, 0)
})

test('an unknown element inside .viafoura logs "No widget loader"', async () => {
  const t = setup('<div class="viafoura"><vf-mystery></vf-mystery></div>')
  await (await t.host.mountAll()).done
  assert.match(t.out.warn[0]!, 'No widget loader for <vf-mystery>')
})

test('a widget whose chunk fails is reported as ChunkLoadError and the others still mount', async () => {
  const t = setup('<vf-broken></vf-broken><vf-conversations></vf-conversations>')
  t.define({ tag: 'vf-broken', load: () => Promise.reject(new Error('404')) })
  t.define(comments)
  await (await t.host.mountAll()).done
  t.io.enter(document.querySelector('vf-broken')!)
  t.io.enter(document.querySelector('vf-conversations')!)
  await flushMicrotasks()
  assert.match(t.out.error[0]!, 'ChunkLoadError: the vf-broken widget could not be loaded: 404')
  assert.equal(t.mounts.map((m) => m.tag), ['vf-conversations'])
})

test('a widget whose chunk fails (or times out) says so in place of the skeleton, and no longer reserves height', async () => {
  const t = setup('<vf-broken initial-height="300"></vf-broken><vf-slow initial-height="300"></vf-slow>')
  t.define({ tag: 'vf-broken', load: () => Promise.reject(new Error('404')) })
  t.define({ tag: 'vf-slow', load: () => new Promise<never>(() => {}) })
  await (await t.host.mountAll()).done
  const broken = document.querySelector('vf-broken') as HTMLElement
  const slow = document.querySelector('vf-slow') as HTMLElement
  const status = broken.querySelector('[role="status"]')
  t.io.enter(broken)
  t.io.enter(slow)
  await flushMicrotasks()
  assert.is(broken.querySelector('[role="status"]'), status, 'the same status region, so its new words are announced')
  assert.is(broken.textContent, 'This section could not be loaded.')
  assert.is(broken.getAttribute('aria-busy'), null)
  assert.is(reserved(broken), '')
  assert.is(slow.textContent, 'Loading…')
  await t.timers.tick(120_000)
  await flushMicrotasks()
  assert.is(slow.textContent, 'This section could not be loaded.')
  assert.is(slow.getAttribute('aria-busy'), null)
})

test('a widget whose mount throws shows the failure text, not its half-made view', async () => {
  const t = setup('<vf-throws></vf-throws>')
  t.define({
    tag: 'vf-throws',
    load: async () => ({
      mount(el: HTMLElement) {
        el.innerHTML = '<p>half</p>'
        throw new Error('boom')
      },
    }),
  })
  await (await t.host.mountAll()).done
  const el = document.querySelector('vf-throws') as HTMLElement
  t.io.enter(el)
  await flushMicrotasks()
  assert.is(el.textContent, 'This section could not be loaded.')
  assert.is(el.querySelector('[role="status"]')?.tagName, 'SPAN', 'a widget without reserved height stays inline')
  assert.match(t.out.error[0]!, 'ChunkLoadError: the vf-throws widget could not be loaded: boom')
})

test('small widgets (no reserved height: a count in the text, the tray bell) wait without the discussion\'s label', async () => {
  const t = setup('<p>Comments: <vf-conversations-count></vf-conversations-count></p><vf-tray-trigger></vf-tray-trigger>')
  t.define({ tag: 'vf-conversations-count' })
  t.define(triggerDefinition)
  await (await t.host.mountAll()).done
  for (const tag of ['vf-conversations-count', 'vf-tray-trigger']) {
    const el = document.querySelector(tag) as HTMLElement
    assert.is(el.textContent, '', tag)
    assert.is(el.getAttribute('aria-busy'), 'true', tag)
    assert.is(el.querySelector('[role="status"]')?.tagName, 'SPAN', `${tag}: inline, no line break in the sentence`)
  }
})

test('widgets/mount re-scans: new elements mount, mounted ones are not mounted twice', async () => {
  const t = setup('<vf-conversations></vf-conversations>')
  t.define(comments)
  await (await t.host.mountAll()).done
  document.body.insertAdjacentHTML('beforeend', '<vf-conversations></vf-conversations>')
  t.bus.publish('widgets', 'mount', [])
  await t.timers.flush()
  assert.is(t.host.elements().length, 2)
})

test('resetWidget re-mounts the same element, as often as the page asks; unregistering a definition unmounts its widgets', async () => {
  const t = setup('<vf-conversations vf-container-id="a"></vf-conversations>')
  const undefine = t.define(comments)
  await (await t.host.mountAll()).done
  const el = document.querySelector('vf-conversations')!
  const ids = [el.getAttribute('data-vf-id')]
  for (let i = 0; i < 3; i++) {
    assert.equal(await t.host.resetWidget(el).done, { status: 'done', value: 1 }, `reset ${i + 1} with the reference the page holds`)
    assert.is(document.querySelector('vf-conversations'), el, 'the page’s own element is the one in the document')
    ids.push(el.getAttribute('data-vf-id'))
  }
  assert.is(new Set(ids).size, 4, 'each mount is a new instance')
  t.io.enter(el)
  await flushMicrotasks()
  assert.is(t.mounts.length, 1)
  assert.is(t.mounts[0]!.el, el)
  undefine()
  assert.is(t.host.elements().length, 0)
  assert.is(el.getAttribute('data-vf-id'), null)
  assert.is(document.querySelector('vf-conversations'), el)
})

test('unmount gives back the publisher’s own element: its children, and every attribute the product set undone', async () => {
  const t = setup('<main><vf-conversations vf-container-id="a" class="mine" style="color: red"><p>fallback text</p></vf-conversations></main>')
  const el = document.querySelector('vf-conversations') as HTMLElement
  const fallback = el.firstElementChild
  const unmounted: unknown[] = []
  t.bus.subscribe('widgets', 'unmounted', (node: unknown) => unmounted.push(node))
  t.define({
    ...comments,
    load: async () => ({
      mount(element: HTMLElement) {
        element.classList.add('vf-widget')
        element.setAttribute('dir', 'ltr')
        element.innerHTML = '<p>the view</p>'
        return () => void (element.innerHTML = '')
      },
    }),
  })
  const before = document.querySelector('main')!.innerHTML
  await (await t.host.mountAll()).done
  t.io.enter(el)
  await flushMicrotasks()
  assert.is(el.getAttribute('dir'), 'ltr')
  await (await t.host.unmount(el)).done
  assert.is(document.querySelector('vf-conversations'), el)
  assert.is(el.firstElementChild, fallback, 'the same child nodes, not copies')
  assert.is(document.querySelector('main')!.innerHTML, before)
  assert.equal(unmounted, [el])
})

test('an attribute the page changes while its widget is mounted is kept: resetWidget mounts with the new value', async () => {
  const t = setup('<vf-conversations vf-container-id="first"></vf-conversations>')
  t.define(comments)
  await (await t.host.mountAll()).done
  const el = document.querySelector('vf-conversations') as HTMLElement
  t.io.enter(el)
  await flushMicrotasks()
  el.setAttribute('vf-container-id', 'second')
  await (await t.host.resetWidget(el)).done
  t.io.enter(el)
  await flushMicrotasks()
  assert.equal(t.mounts.map((m) => m.props.containerId), ['first', 'second'])
  assert.is(el.getAttribute('vf-container-id'), 'second')
})

test('a legacy widget resets through its placeholder or through the element made from it, again and again', async () => {
  const t = setup('<div class="vf-widget" data-widget="comments" data-unique_id="legacy-9"></div>')
  t.define(comments)
  const placeholder = document.querySelector('div.vf-widget')!
  await (await t.host.mountAll()).done
  const made = document.querySelector('vf-conversations')!
  for (const target of [placeholder, made, made, placeholder]) {
    assert.equal(await t.host.resetWidget(target).done, { status: 'done', value: 1 })
    assert.is(document.querySelector('vf-conversations'), made, 'the same element is made from the same placeholder')
    assert.is(made.getAttribute('vf-container-id'), 'legacy-9')
  }
  await (await t.host.unmount(placeholder)).done
  assert.is(document.querySelector('div.vf-widget'), placeholder)
  assert.is(made.isConnected, false)
})

test('companions are the definition’s own: another owner’s widget is never appended; the host’s own elements earn none', async () => {
  const t = setup('<vf-tray></vf-tray>')
  t.host.define({ ...trayDefinition, load: async () => ({ mount: () => () => {} }) }, 'tray-plugin')
  t.host.define({ ...triggerDefinition, load: async () => ({ mount: () => () => {} }) }, 'someone-else')
  await (await t.host.mountAll()).done
  assert.is(document.querySelector('vf-tray-trigger'), null, 'the trigger is another plugin’s: not the tray’s companion')

  const u = setup('<vf-tray-trigger></vf-tray-trigger>')
  u.host.define({ ...trayDefinition, load: async () => ({ mount: () => () => {} }) }, 'tray-plugin')
  u.host.define({ ...triggerDefinition, load: async () => ({ mount: () => () => {} }) }, 'tray-plugin')
  await (await u.host.mountAll()).done
  const added = document.body.lastElementChild!
  assert.is(added.tagName, 'VF-TRAY', 'a trigger gets its tray')
  document.querySelector('vf-tray-trigger')!.remove()
  await (await u.host.mountAll()).done
  assert.is(document.querySelector('vf-tray-trigger'), null, 'the tray the host added earns no trigger of its own')
})

test('a v1 conversion is its definition’s: a second one for the same kind is refused, and it goes with the definition', async () => {
  const t = setup('<div class="vf-widget" data-widget="comments" data-unique_id="legacy-9"></div>')
  const undefine = t.define(comments)
  try {
    t.define({ tag: 'vf-other-comments', legacy: { widget: 'comments', attributes: {} } })
    assert.unreachable()
  } catch (error) {
    assert.is((error as Error).message, 'The legacy widget "comments" is already converted by another widget')
  }
  await (await t.host.mountAll()).done
  assert.ok(document.querySelector('vf-conversations'))
  undefine()
  assert.ok(document.querySelector('div.vf-widget[data-widget="comments"]'), 'the placeholder is back')
  await (await t.host.mountAll()).done
  assert.is(document.querySelector('vf-conversations'), null, 'nothing converts it any more')
})

test('a second definition of a tag is refused', () => {
  const t = setup('')
  t.define(comments)
  try {
    t.define({ tag: 'vf-livecomments' })
    assert.unreachable()
  } catch (error) {
    assert.is((error as Error).message, 'The widget tag <vf-livecomments> is already defined')
  }
})

test.run()
