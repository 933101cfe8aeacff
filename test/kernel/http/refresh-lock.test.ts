/** One token refresh at a time across a reader's tabs: the lock itself, and two tabs' clients sharing one login. */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import nock from 'nock'
import { nockAtTheEdge } from '../../support/nock-edge'
import { createHttpClient, type TokenStore } from '../../../kernel/http/client'
import { LOCK_WAIT_MS, REFRESH_LOCK, storageChange, webRefreshLock, type LockManagerLike } from '../../../kernel/http/refresh-lock'
import { fakeTimers, flushMicrotasks } from '../../support/fake-timers'

const API = 'https://api.vf.example'

/**
 * The Web Locks API's exclusive mode, in memory: one holder per name, the others wait in order or give
 * up when their signal aborts; `ifAvailable` gets no lock (null) while the name is held.
 */
function memoryLocks(): LockManagerLike & { held: () => string[] } {
  /** Per name: the holder first, then the requests waiting, in order. */
  const lines = new Map<string, Array<() => void>>()
  const next = (name: string) => {
    const line = lines.get(name)!
    line.shift()
    if (line.length) line[0]!()
    else lines.delete(name)
  }
  return {
    held: () => [...lines.keys()],
    request<T>(name: string, options: { signal?: AbortSignal; ifAvailable?: boolean }, task: (lock: unknown) => Promise<T>): Promise<T> {
      if (options.ifAvailable && lines.has(name)) return task(null)
      return new Promise<T>((resolve, reject) => {
        let started = false
        const grant = () => {
          started = true
          void Promise.resolve()
            .then(() => task({ name }))
            .then(resolve, reject)
            .finally(() => next(name))
        }
        const line = lines.get(name) ?? []
        lines.set(name, line)
        line.push(grant)
        options.signal?.addEventListener('abort', () => {
          if (started) return
          line.splice(line.indexOf(grant), 1)
          reject(new DOMException('The lock request was aborted', 'AbortError'))
        })
        if (line.length === 1) grant()
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
  const first = lock(REFRESH_LOCK, async (waited) => {
    order.push(`first starts${waited ? ' after waiting' : ''}`)
    await new Promise<void>((resolve) => (finishFirst = resolve))
    order.push('first ends')
    throw new Error('refresh failed')
  })
  const second = lock(REFRESH_LOCK, async (waited) => {
    order.push(`second runs${waited ? ' after waiting' : ''}`)
    return 'second'
  })
  await flushMicrotasks()
  assert.equal(order, ['first starts'])
  assert.equal(locks.held(), [REFRESH_LOCK])
  finishFirst()
  await first.catch((error: Error) => assert.is(error.message, 'refresh failed', 'the task’s own failure reaches its caller'))
  assert.is(await second, 'second')
  assert.equal(order, ['first starts', 'first ends', 'second runs after waiting'], 'the second is told another tab held the lock first')
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

/**
 * Two tabs of one reader: each its own client on the one localStorage login. As in Chromium, each tab
 * reads its own copy of the storage: another tab's write reaches it a moment later (here: on the next
 * turn of the event loop), with a `storage` event. The lock itself is shared at once.
 */
function twoTabs(options: { lock: boolean; awaitOtherTab: boolean }) {
  let disk: { access?: string; refresh?: string } = { access: 'old', refresh: 'ref-1' }
  const locks = memoryLocks()
  const tabs: Array<{ view: typeof disk; listeners: Set<() => void> }> = []
  const write = (from: number, next: typeof disk) => {
    disk = next
    tabs[from]!.view = next
    setImmediate(() => {
      tabs.forEach((tab, i) => {
        if (i === from) return
        tab.view = disk
        for (const listener of tab.listeners) listener()
      })
    })
  }
  const tab = (index: number) => {
    tabs[index] = { view: disk, listeners: new Set() }
    const timers = fakeTimers()
    let cleared = 0
    const tokens: TokenStore = { get: () => tabs[index]!.view, set: (next) => write(index, { ...tabs[index]!.view, ...next }), clear: () => write(index, {}) }
    const host = { addEventListener: (_: string, fn: () => void) => tabs[index]!.listeners.add(fn), removeEventListener: (_: string, fn: () => void) => tabs[index]!.listeners.delete(fn) }
    const http = createHttpClient({
      tokens,
      apiOrigins: () => [API],
      refreshUrl: () => `${API}/v2/users/refreshusertoken`,
      onLoginCleared: () => cleared++,
      timers,
      ...(options.lock ? { lock: webRefreshLock(locks, timers) } : {}),
      ...(options.awaitOtherTab ? { awaitOtherTab: storageChange(host, timers) } : {}),
    })
    return { http, cleared: () => cleared }
  }
  return { tabs: [tab(0), tab(1)] as const, tokens: () => disk }
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
  const { tabs, tokens } = twoTabs({ lock: true, awaitOtherTab: true })
  const service = rotatingService()
  const answers = await Promise.all(tabs.map(({ http }) => http.request({ url: `${API}/v2/article` })))
  assert.equal(answers, ['the article', 'the article'])
  assert.equal(service.refreshes, ['ref-1'], 'one refresh reached the service')
  assert.equal(tokens(), { access: 'acc-2', refresh: 'ref-2' })
  assert.equal(tabs.map((tab) => tab.cleared()), [0, 0])
})

test('(why the waiting tab gives the other tab’s tokens a moment) locked, but reading its copy of the storage at once, the second tab asks with the used token', async () => {
  const { tabs } = twoTabs({ lock: true, awaitOtherTab: false })
  const service = rotatingService()
  await Promise.allSettled(tabs.map(({ http }) => http.request({ url: `${API}/v2/article` })))
  assert.equal(service.refreshes, ['ref-1', 'ref-1'])
})

test('(what the lock prevents) unlocked, the second tab presents the used token and the service ends the login', async () => {
  const { tabs, tokens } = twoTabs({ lock: false, awaitOtherTab: false })
  const service = rotatingService()
  const outcomes = await Promise.allSettled(tabs.map(({ http }) => http.request({ url: `${API}/v2/article` })))
  assert.equal(service.refreshes, ['ref-1', 'ref-1'])
  assert.ok(outcomes.some((outcome) => outcome.status === 'rejected'))
  // The service revoked the whole login: the next refresh, from either tab, is refused.
  await tabs[0].http.refresh()
  assert.equal(tokens(), {})
})

test.run()
