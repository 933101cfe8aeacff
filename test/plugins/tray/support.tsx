/** Starting the product with the session and tray plugins on a test page, for the tray's DOM tests. */
import * as assert from 'uvu/assert'
import { act, screen, waitFor } from '@testing-library/react'
import type { Plugin } from '../../../contracts/plugin'
import type { Product } from '../../../kernel/startup'
import { sessionPlugin } from '../../../plugins/session'
import { trayPlugin } from '../../../plugins/tray'
import type { RecordingConsole } from '../../support/console'
import { testKernel } from '../../support/test-kernel'
import { fakeTimers, type FakeTimers } from '../../support/fake-timers'

export interface StartOptions {
  /** A $prepublish middleware that swallows authentication/required (document 4 §3). */
  middleware?: boolean
  plugins?: (timers: FakeTimers) => Plugin[]
  /** Wraps the fetch to the service (to fail a request). */
  fetch?: (next: typeof fetch) => typeof fetch
  /** The events recorded in `events` (tray/opened, tray/closed and tray-tab/change by default). */
  record?: ReadonlyArray<readonly [string, string]>
  /** Leave a tray on the page unloaded, as it is until the reader shows intent or something asks to open it. */
  cold?: boolean
}

export interface Started {
  product: Product
  /** `channel/event`, with `:arg` when the first argument is a string. */
  events: string[]
  vf: Record<string, any>
  timers: FakeTimers
  console: RecordingConsole
}

const DEFAULT_RECORDED = [['tray', 'opened'], ['tray', 'closed'], ['tray-tab', 'change']] as const

/** `start(html)`: the page holds `html`; the product starts on it with the service behind `serviceFetch`. */
export function trayStarter(serviceFetch: typeof fetch) {
  return async function start(html: string, options: StartOptions = {}): Promise<Started> {
    const events: string[] = []
    const recorder = {
      name: 'recorder',
      setup(ctx: any) {
        for (const [c, e] of options.record ?? DEFAULT_RECORDED) ctx.bus.subscribe(c, e, (x?: unknown) => events.push(`${c}/${e}${typeof x === 'string' ? `:${x}` : ''}`))
        if (options.middleware) {
          ctx.bus.prepublish((channel: string, event: string, ...args: unknown[]) => (channel === 'authentication' && event === 'required' ? (events.push('swallowed'), false) : { channel, event, args }))
        }
      },
    }
    // The plugin kit's test kernel (test/support/test-kernel.ts), with the reference service behind its replies.
    const timers = fakeTimers()
    const started = await testKernel({
      page: html,
      href: 'http://localhost:8080/article',
      scriptUrl: 'http://localhost:8080/vf.js',
      clock: timers,
      // The reference service signs its tokens by the real time.
      now: () => Date.now(),
      fetch: options.fetch ? options.fetch(serviceFetch) : serviceFetch,
      plugins: [recorder, sessionPlugin(), trayPlugin(), ...(options.plugins?.(timers) ?? [])],
    })
    const { product, vf, console } = started
    await act(async () => {
      await timers.tick(0)
    })
    // A tray on the page loads when it is wanted. Unless the test is about that (`cold`), the reader has
    // shown intent (as hovering the bell does): wait until its chunk is in.
    if (!options.cold && document.querySelector('vf-tray')) {
      await act(async () => product.kernel.bus.publish('tray', 'open-intent', []))
      await waitFor(() => assert.is((product.kernel.store.getState().tray as { loading: string }).loading, 'loaded'), { timeout: 10_000 })
    }
    return { product, events, vf, timers, console }
  }
}

/** The trigger's accessible name (the bell). */
export const TRIGGER = 'Open your profile and notifications'

/** The bell, once its lazily imported view is on the page. Wait for it outside `act`: inside, its render is held back. */
export const findTrigger = () => waitFor(() => screen.getByRole('button', { name: TRIGGER }))
