/**
 * `npm run start:cluster` / VF_WORKERS=N (examples/server/main.ts): N worker processes on one port. With
 * PGlite it refuses with a message that says why and what to do; with DATABASE_URL (the PostgreSQL run)
 * the workers serve, and a reader's socket on one worker hears comments posted through the others.
 */
import { test } from 'uvu'
import * as assert from 'uvu/assert'
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import WebSocket from 'ws'
import { openDb } from '../../examples/server/db'
import { DEMO_ACCOUNTS, DEMO_SECTION_UUID, DEMO_SITE_UUID } from '../../examples/server/seed'
import { messagesOf } from './sockets'

const root = fileURLToPath(new URL('../..', import.meta.url))
const dataDir = mkdtempSync(join(tmpdir(), 'vf-cluster-'))
const running: ChildProcess[] = []

test.after(async () => {
  for (const child of running) if (child.exitCode === null) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

/** `main.ts` with this environment; `output()` is everything it has printed so far. */
function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'examples/server/main.ts'], { cwd: root, env: { ...process.env, VF_DATA_DIR: dataDir, PORT: '0', DATABASE_URL: '', VF_WORKERS: '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  running.push(child)
  let output = ''
  const heard: Array<() => void> = []
  const read = (data: Buffer) => {
    output += String(data)
    for (const wake of heard.splice(0)) wake()
  }
  child.stdout!.on('data', read)
  child.stderr!.on('data', read)
  child.once('exit', () => read(Buffer.alloc(0)))
  /** Waits until the output matches (or the process has ended). */
  const until = async (pattern: RegExp) => {
    while (!pattern.test(output) && child.exitCode === null) await new Promise<void>((wake) => heard.push(wake))
    return pattern.exec(output)
  }
  return { child, output: () => output, until }
}

test('VF_WORKERS without DATABASE_URL is refused with a message that says why', async () => {
  const { child, output } = start({ VF_WORKERS: '2' })
  const [code] = await once(child, 'exit')
  assert.is(code, 1)
  assert.match(output(), 'DATABASE_URL')
  assert.match(output(), 'PGlite')
})

if (process.env.DATABASE_URL) {
  /** One request on a connection of its own, so the cluster hands each to the next worker in turn. */
  const call = (port: number, method: string, path: string, body?: unknown, token?: string) =>
    new Promise<{ status: number; json: any }>((resolve, reject) => {
      const text = body === undefined ? undefined : JSON.stringify(body)
      const req = request({ host: '127.0.0.1', port, method, path, agent: false, headers: { ...(text ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `Bearer ${token}` } : {}) } }, (res) => {
        let data = ''
        res.on('data', (chunk) => (data += chunk))
        res.on('end', () => resolve({ status: res.statusCode!, json: data ? JSON.parse(data) : undefined }))
      })
      req.on('error', reject)
      req.end(text)
    })

  test('on PostgreSQL, two workers serve one port, and a socket on one hears comments posted through either', async () => {
    const db = await openDb({ databaseUrl: process.env.DATABASE_URL })
    await db.exec('drop schema public cascade; create schema public')
    await db.close()
    const cluster = start({ VF_WORKERS: '2', DATABASE_URL: process.env.DATABASE_URL! })
    const started = await cluster.until(/vf demo site: http:\/\/localhost:(\d+) .*2 workers/)
    assert.ok(started, cluster.output())
    const port = Number(started![1])

    const account = DEMO_ACCOUNTS.find((a) => a.role === 'user')!
    const token = (await call(port, 'POST', '/v2/users/login', { email: account.email, password: account.password })).json.access_token as string
    const thread = (await call(port, 'GET', `/v4/livecomments/${DEMO_SECTION_UUID}?container_id=riverside-park&limit=1`)).json.result
    const container = thread.container.content_container_uuid as string

    const socket = new WebSocket(`ws://127.0.0.1:${port}/ws?site_uuid=${DEMO_SITE_UUID}`)
    const frames: Array<{ type: string; action?: string; content?: { content: string } }> = []
    let arrived = () => {}
    socket.on('message', (data) => {
      frames.push(...(messagesOf(data) as typeof frames))
      arrived()
    })
    await once(socket, 'open')
    socket.send(JSON.stringify({ type: 'subscribe', subscription_id: 'thread', rules: { content_container_uuid: { one_of: [container] } } }))
    const until = async (n: number) => {
      while (frames.length < n) await new Promise<void>((resolve) => (arrived = resolve))
    }
    await until(1)
    // Four posts on four connections: the workers take them in turn, so some are posted by the other one.
    const texts = ['one', 'two', 'three', 'four'].map((n) => `Posted through the cluster, ${n}`)
    for (const content of texts) assert.is((await call(port, 'POST', `/v4/livecomments/${DEMO_SECTION_UUID}/${container}/comments`, { content }, token)).status, 201)
    await until(1 + texts.length)
    assert.equal(frames.slice(1).map((f) => f.content?.content).sort(), [...texts].sort())
    socket.terminate()

    cluster.child.kill('SIGTERM')
    const [code] = await once(cluster.child, 'exit')
    assert.is(code, 0, 'stops cleanly')
  })
}

test.run()
