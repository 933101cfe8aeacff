/** Real widget services (kernel, i18n, status) for React tests, with a hand-driven clock. */
import type { PluginContext } from '../../contracts/plugin'
import { createI18n } from '../../kernel/i18n'
import { defaultEndpoints } from '../../kernel/config'
import { createKernel } from '../../kernel/kernel'
import type { WidgetServices } from '../../kernel/react/services'
import { createRequestStatus } from '../../kernel/request-status'
import type { Locale } from '../../contracts/enums'
import { recordingLogger } from './console'
import { fakeTimers } from './fake-timers'

export async function testWidgetServices(locale: Locale = 'en-us') {
  const { logger, out } = recordingLogger()
  const timers = fakeTimers()
  let clock = Date.UTC(2026, 10, 22, 12)
  const kernel = createKernel({ logger, timers })
  const i18n = await createI18n({ logger, locale })
  const status = createRequestStatus({ timers })
  let ctx!: PluginContext
  await kernel.plugins.use({ name: 'test-widgets', setup: (c) => void (ctx = c) })
  const services: WidgetServices = {
    bus: ctx.bus,
    actions: ctx.actions,
    store: ctx.store,
    permissions: ctx.permissions,
    config: { endpoints: defaultEndpoints('http://localhost:8080'), site: 'localhost', debug: false, videoPoll: true, realtimeWorker: true, allowedAdminHosts: [], buildHash: undefined, pushPublicKey: undefined, authClientId: undefined, captchaSiteKey: undefined, analyticsAccount: undefined },
    status,
    i18n,
    log: ctx.log,
    now: () => clock,
    timers: {
      setTimeout: timers.setTimeout,
      clearTimeout: timers.clearTimeout,
    },
  }
  const advance = async (ms: number) => {
    clock += ms
    await timers.tick(ms)
  }
  return { services, kernel, ctx, out, timers, advance, i18n, status }
}
