/**
 * Compiled by `tsc` (never run): proves the plugin API rejects wrong action names, params and results,
 * and wrong event payloads. Every `@ts-expect-error` must be a real error, or the type check fails.
 */
import type { ActionParams, ActionResult } from '../../contracts/actions'
import type { Plugin, PluginContext } from '../../contracts/plugin'

declare const ctx: PluginContext

export const plugin: Plugin = {
  name: 'typed',
  setup(c) {
    c.actions.register('live_comments.load_more', ({ limit }) => ({ loaded: limit ?? 0, hasMore: false }))
    // @ts-expect-error a handler must return the declared result
    c.actions.register('live_comments.load_more', () => ({ loaded: 'ten', hasMore: false }))
    // @ts-expect-error an undeclared action cannot be registered by a plugin
    c.actions.register('nobody.declared.this', () => 1)
  },
}

async function calls() {
  await ctx.actions.call('live_comments.load_more', { params: { limit: 5 }, instanceId: 'w1' })
  // @ts-expect-error params of the wrong type are refused
  await ctx.actions.call('live_comments.load_more', { params: { limit: '5' } })
  // @ts-expect-error unknown action names are refused
  await ctx.actions.call('live_comments.load_less', { params: {} })
  const result = await ctx.actions.call('live_comments.load_more', { params: {} })
  if ('error' in result) {
    const message: string = result.error
    void message
  } else {
    const loaded: number = result.loaded
    void loaded
  }
}
void calls

const params: ActionParams<'live_comments.load_more'> = { limit: 3 }
// @ts-expect-error results are typed
const wrongResult: ActionResult<'live_comments.load_more'> = { loaded: 1 }
void params
void wrongResult

ctx.bus.publish('viafoura', 'ready')
ctx.bus.publish('comments', 'engage', { commentCount: 3 })
// @ts-expect-error event payloads are typed
ctx.bus.publish('comments', 'engage', { commentCount: 'three' })
// @ts-expect-error unknown channels are refused for plugins
ctx.bus.publish('no-such-channel', 'x')
// @ts-expect-error unknown events are refused
ctx.bus.publish('viafoura', 'almost-ready')
ctx.bus.subscribe('authentication', 'required', (request) => {
  const method: 'login' | 'signup' = request.method
  void method
})
// @ts-expect-error a handler must accept the event's payload
ctx.bus.subscribe('comments', 'engage', (count: string) => void count)

// @ts-expect-error a plugin needs a name
export const nameless: Plugin = { setup() {} }
