/**
 * The development paywall provider (document 3 §7 "Third-party loading"; README "Paywall"): in development
 * the service serves, at `GET /dev/paywall/provider.js`, a stand-in for the third-party paywall's script,
 * so the demo's walled article runs without the provider's account. It speaks the provider's command
 * function as the product drives it — `poool('init', appId)`, `poool('config', {…})`, `poool('event',
 * name, handler)`, `poool('send', 'page-view', type)` — taking the calls queued before it arrived, and draws
 * an offer into the wall's target: one button (the product's words, `texts.subscribe`) that stands for
 * the reader subscribing and fires `onRelease`. A page address with `dev_paywall=error` makes the script
 * throw after drawing (an error in the provider's script), `dev_paywall=onerror` fires its `onError`.
 *
 * In every mode, `GET /v2/{section}/paywall/posts` answers the signed-in reader's posts that count toward
 * their allowance (walls_num_post_to_wall_reg): their comments and replies on the site within the larger
 * of its lookback and reset windows (walls_lookback_days, walls_reset_days), as migration 028 records
 * them, so a new browser or cleared storage walls them at the same post as the one they wrote from.
 */
import type { FastifyInstance } from 'fastify'
import type { WallPostsAnswer } from '../../../contracts/walls'
import { wallSettings } from '../../../plugins/paywall/wall-settings'
import type { AppContext } from '../app'
import { unauthorized } from '../errors'
import { sectionByUuid } from '../sections'

export const DEV_PROVIDER_PATH = '/dev/paywall/provider.js'

const SOURCE = `/* vf development paywall provider: a stand-in for the third-party paywall's script. */
(function () {
  'use strict';
  var queued = (window.poool && window.poool.q) || [];
  var state = { appId: null, config: {}, handlers: {} };
  var mode = new URLSearchParams(window.location.search).get('dev_paywall');
  function fire(name, value) {
    (state.handlers[name] || []).forEach(function (handler) {
      try { handler(value); } catch (error) { console.error('[dev paywall] a handler failed', error); }
    });
  }
  function draw() {
    var target = state.config.target;
    if (!target || !target.ownerDocument) return;
    var doc = target.ownerDocument;
    var texts = state.config.texts || {};
    var offer = doc.createElement('div');
    offer.className = 'vf-dev-paywall';
    offer.setAttribute('data-app-id', String(state.appId));
    var button = doc.createElement('button');
    button.type = 'button';
    button.className = 'vf-button';
    button.setAttribute('data-variant', 'primary');
    button.textContent = texts.subscribe || 'Subscribe';
    button.addEventListener('click', function () { fire('onSubscribeClick'); fire('onRelease', { reason: 'subscribed' }); });
    offer.appendChild(button);
    target.replaceChildren(offer);
    if (mode === 'onerror') setTimeout(function () { fire('onError', new Error('development provider: onError asked for')); }, 0);
    if (mode === 'error') setTimeout(function () { throw new Error('development provider: script error asked for'); }, 0);
  }
  function poool(command) {
    var args = Array.prototype.slice.call(arguments, 1);
    if (command === 'init') state.appId = args[0];
    else if (command === 'config' && args[0] && typeof args[0] === 'object') Object.assign(state.config, args[0]);
    else if (command === 'event' && typeof args[1] === 'function') (state.handlers[args[0]] = state.handlers[args[0]] || []).push(args[1]);
    else if (command === 'send' && args[0] === 'page-view') draw();
  }
  window.poool = poool;
  queued.forEach(function (args) { poool.apply(null, args); });
})();
`

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$'
/** No window reaches further than what migration 028 keeps. */
const MAX_WINDOW_DAYS = 366
/** The newest posts listed at most: far past any allowance; `count` has them all. */
const MAX_LISTED = 1000

export default async function paywallRoutes(app: FastifyInstance, { db, config }: AppContext) {
  app.get<{ Params: { section: string } }>('/v2/:section/paywall/posts', { schema: { params: { type: 'object', properties: { section: { type: 'string', pattern: UUID } } } } }, async (request, reply) => {
    if (!request.userUuid) throw unauthorized()
    const section = await sectionByUuid(db, request.params.section)
    const settings = wallSettings(section.settings)
    const days = Math.min(MAX_WINDOW_DAYS, Math.max(settings.lookbackDays, settings.resetDays))
    const [rows, [counted]] = await Promise.all([
      db.query<{ at: string }>(
        `select (extract(epoch from p.date_created) * 1000)::bigint::text as at from paywall_posts p join sections s on s.section_uuid = p.section_uuid
         where p.user_uuid = $1 and s.site_uuid = $2 and p.date_created > now() - make_interval(days => $3) order by p.date_created desc limit ${MAX_LISTED}`,
        [request.userUuid, section.site_uuid, days],
      ),
      db.query<{ count: string; now: string }>(
        `select count(*)::text as count, (extract(epoch from now()) * 1000)::bigint::text as now from paywall_posts p join sections s on s.section_uuid = p.section_uuid
         where p.user_uuid = $1 and s.site_uuid = $2 and p.date_created > now() - make_interval(days => $3)`,
        [request.userUuid, section.site_uuid, days],
      ),
    ])
    const result: WallPostsAnswer = { posts: rows.map((row) => Number(row.at)).reverse(), count: Number(counted?.count ?? 0), window_days: days, now: Number(counted?.now ?? Date.now()) }
    // The reader's own, and it changes with every post: never kept by a cache.
    reply.header('cache-control', 'private, no-store')
    return { result }
  })

  if (!config.development) return
  app.get(DEV_PROVIDER_PATH, async (_request, reply) => reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SOURCE))
}
