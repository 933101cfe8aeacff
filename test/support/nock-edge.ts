/** nock as the edge of a unit under test: no real network, and no interceptor left over between tests. */
import nock from 'nock'
import type { Test } from 'uvu'

export function nockAtTheEdge(suite: Test): void {
  suite.before.each(() => {
    nock.cleanAll()
    nock.disableNetConnect()
  })
  suite.after(() => {
    nock.enableNetConnect()
    nock.cleanAll()
  })
}
