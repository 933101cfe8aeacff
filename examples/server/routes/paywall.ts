/**
 * The development paywall provider (document 3 §7 "Third-party loading"; README "Paywall"): in development
 * the service serves, at `GET /dev/paywall/provider.js`, a stand-in for the third-party paywall's script,
 * so the demo's walled article runs without the provider's account. It speaks the provider's command
 * function as the product drives it — `poool('init', appId)`, `poool('config', {…})`, `poool('event',
 * name, handler)`, `poool('send', 'page-view', type)` — taking the calls queued before it arrived, and draws
 * an offer into the wall's target: one button (the product's words, `texts.subscribe`) that stands for
 * the reader subscribing and fires `onRelease`. A page address with `dev_paywall=error` makes the script
 * throw after drawing (an error in the provider's script), `dev_paywall=onerror` fires its `onError`.
 */
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../app'

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

export default async function paywallRoutes(app: FastifyInstance, { config }: AppContext) {
  if (!config.development) return
  app.get(DEV_PROVIDER_PATH, async (_request, reply) => reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(SOURCE))
}
