/**
 * The reference service (in memory) for a DOM test file, with the hooks every such file needs: started
 * before the tests, closed after them, and the page and React roots cleared after each test.
 */
import type { Test } from 'uvu'
import { cleanup } from '@testing-library/react'
import { startTestService, type TestService } from '../server/support'
import { serviceFetch } from './service-fetch'

export function domService(suite: Test) {
  let running: TestService | undefined
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
  }
  suite.before(async () => {
    running = await startTestService()
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
