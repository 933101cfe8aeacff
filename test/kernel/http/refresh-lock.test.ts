/** One token refresh at a time across a reader's tabs: the lock itself, and two tabs' clients sharing one login. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import nock from 'nock'
import { nockAtTheEdge } from '../../support/nock-edge'
import { createHttpClient, type TokenStore } from '../../../kernel/http/client'
import { LOCK_WAIT_MS, REFRESH_LOCK, webRefreshLock, type LockManagerLike } from '../../../kernel/http/refresh-lock'
import { fakeTimers, flushMicrotasks } from '../../support/fake-timers'

const API = 'https://api.vf.example'

/** The Web Locks API's exclusive mode, in memory: one holder per name, the others wait in order or give up when their signal aborts. */
function memoryLocks(): LockManagerLike & { held: () => string[] } {
  const tails = new Map<string, Promise<void>>()
  const held = new Set<string>()
  return {
    held: () => [...held],
    request<T>(name: string, options: { signal?: AbortSignal }, task: () => Promise<T>): Promise<T> {
      const before = tails.get(name) ?? Promise.resolve()
      let release!: () => void
      tails.set(name, new Promise<void>((resolve) => (release = resolve)))
      return new Promise<T>((resolve, reject) => {
        let started = false
        options.signal?.addEventListener('abort', () => {
          if (started) return
          reject(new DOMException('The lock request was aborted', 'AbortError'))
          // Its place in the line goes to the next in line once the holder before it is done.
          void before.then(release)
        })
        void before.then(async () => {
          if (options.signal?.aborted) return
          started = true
          held.add(name)
          try {
            resolve(await task())
          } catch (error) {
            reject(error)
          } finally {
            held.delete(name)
            release()
          }
        })
      })
    },
  }
}

test('without the Web Locks API there is no lock: the refresh runs unlocked, as before', () => {
  assert.is(webRefreshLock(undefined, fakeTimers()), undefined)
  assert.is(webRefreshLock({} as LockManagerLike, fakeTimers()), undefined)
})

test('tasks under the lock run one at a time, in order; a failing one frees the lock for the next', async () => {
  const locks = memoryLocks()
  const lock = webRefreshLock(locks, fakeTimers())!
  const order: string[] = []
  let finishFirst!: () => void
  const first = lock(REFRESH_LOCK, async () => {
    order.push('first starts')
    await new Promise<void>((resolve) => (finishFirst = resolve))
    order.push('first ends')
    throw new Error('refresh failed')
  })
  const second = lock(REFRESH_LOCK, async () => {
    order.push('second runs')
    return 'second'
  })
  await flushMicrotasks()
  assert.equal(order, ['first starts'])
  assert.equal(locks.held(), [REFRESH_LOCK])
  finishFirst()
  await first.catch((error: Error) => assert.is(error.message, 'refresh failed', 'the task’s own failure reaches its caller'))
  assert.is(await second, 'second')
  assert.equal(order, ['first starts', 'first ends', 'second runs'])
  assert.equal(locks.held(), [])
})

test(`a tab that waits ${LOCK_WAIT_MS} ms for the lock refreshes without it`, async () => {
  const timers = fakeTimers()
  const locks = memoryLocks()
  const lock = webRefreshLock(locks, timers)!
  // A tab frozen in the background holds the lock and never lets go.
  void lock(REFRESH_LOCK, () => new Promise<never>(() => undefined))
  let ran = false
  const waiting = lock(REFRESH_LOCK, async () => {
    ran = true
    return 'refreshed'
  })
  await timers.tick(LOCK_WAIT_MS - 1)
  assert.is(ran, false, 'still waiting its turn')
  await timers.tick(1)
  assert.is(await waiting, 'refreshed')
})

/** Two tabs of one reader: each its own client, both on the one localStorage login. */
function twoTabs(lock: boolean) {
  let tokens: { access?: string; refresh?: string } = { access: 'old', refresh: 'ref-1' }
  const shared: TokenStore = { get: () => tokens, set: (next) => (tokens = { ...tokens, ...next }), clear: () => (tokens = {}) }
  const locks = memoryLocks()
  const tab = () => {
    const timers = fakeTimers()
    let cleared = 0
    const http = createHttpClient({
      tokens: shared,
      apiOrigins: () => [API],
      refreshUrl: () => `${API}/v2/users/refreshusertoken`,
      onLoginCleared: () => cleared++,
      readCookie: () => undefined,
      timers,
      ...(lock ? { lock: webRefreshLock(locks, timers) } : {}),
    })
    return { http, cleared: () => cleared }
  }
  return { tabs: [tab(), tab()] as const, tokens: () => tokens }
}

/** The service's rotation: each refresh token works once; a used one presented again revokes the login. */
function rotatingService() {
  let current = 'ref-1'
  let generation = 1
  let revoked = false
  const refreshes: string[] = []
  nock(API)
    .get('/v2/users/refreshusertoken')
    .times(5)
    .reply(function () {
      const presented = String(this.req.headers.authorization).replace(/^Bearer /, '')
      refreshes.push(presented)
      if (revoked || presented !== current) {
        revoked = true
        return [401, { message: 'The login has ended' }]
      }
      generation++
      current = `ref-${generation}`
      return [200, { result: {}, access_token: `acc-${generation}`, refresh_token: current }]
    })
  nock(API)
    .get('/v2/article')
    .times(10)
    .reply(function () {
      const access = String(this.req.headers.authorization).replace(/^Bearer /, '')
      return !revoked && access === `acc-${generation}` ? [200, { result: 'the article' }] : [401, { message: 'expired' }]
    })
  return { refreshes }
}

nockAtTheEdge(test)

test('two tabs whose access ran out together refresh once: the second uses the first’s new tokens, and the reader stays signed in', async () => {
  const { tabs, tokens } = twoTabs(true)
  const service = rotatingService()
  const answers = await Promise.all(tabs.map(({ http }) => http.request({ url: `${API}/v2/article` })))
  assert.equal(answers, ['the article', 'the article'])
  assert.equal(service.refreshes, ['ref-1'], 'one refresh reached the service')
  assert.equal(tokens(), { access: 'acc-2', refresh: 'ref-2' })
  assert.equal(tabs.map((tab) => tab.cleared()), [0, 0])
})

test('(what the lock prevents) unlocked, the second tab presents the used token and the service ends the login', async () => {
  const { tabs, tokens } = twoTabs(false)
  const service = rotatingService()
  const outcomes = await Promise.allSettled(tabs.map(({ http }) => http.request({ url: `${API}/v2/article` })))
  assert.equal(service.refreshes, ['ref-1', 'ref-1'])
  assert.ok(outcomes.some((outcome) => outcome.status === 'rejected'))
  // The service revoked the whole login: the next refresh, from either tab, is refused.
  await tabs[0].http.refresh()
  assert.equal(tokens(), {})
})

test.run()
