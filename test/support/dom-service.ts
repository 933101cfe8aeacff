/**
 * The reference service (in memory) for a DOM test file, with the hooks every such file needs: started
 * before the tests, closed after them, and the page and React roots cleared after each test. With
 * `listen`, it also listens on a free local port, for what needs a real socket (the realtime websocket).
 */
import type { AddressInfo } from 'node:net'
import type { Test } from 'uvu'
import { cleanup } from '@testing-library/react'
import { startTestService, type TestService } from '../server/support'
import { serviceFetch } from './service-fetch'

export function domService(suite: Test, options: { listen?: boolean } = {}) {
  let running: TestService | undefined
  let port: number | undefined
  const service = (): TestService => {
    if (!running) throw new Error('The service starts in test.before')
    return running
  }
  const served = {
    get service(): TestService {
      return service()
    },
    /** A fetch that hands each request to the service (no socket). */
    api: serviceFetch(service),
    /** The local port the service listens on (with `listen`). */
    get port(): number {
      if (port === undefined) throw new Error('The service listens only with domService(test, { listen: true })')
      return port
    },
  }
  suite.before(async () => {
    running = await startTestService()
    if (options.listen) {
      await running.app.listen({ port: 0, host: '127.0.0.1' })
      port = (running.app.server.address() as AddressInfo).port
    }
  })
  suite.after(async () => {
    cleanup()
    await running?.close()
  })
  suite.after.each(() => {
    cleanup()
    document.body.innerHTML = ''
  })
  return served
}
