/**
 * The service bench's tools: service instances in processes of their own (bench/service.server.ts), an
 * open-loop HTTP load generator, percentiles, and where a service process's CPU time went from a V8
 * profile. Open loop: request `i` is due at `start + i / rate` whether or not earlier ones have been
 * answered, and its latency runs from when it was due, so a service that falls behind shows it in the
 * figures instead of slowing the generator down (no coordinated omission).
 */
import { fork, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { Agent, request } from 'node:http'
import { fileURLToPath } from 'node:url'
import { performance } from 'node:perf_hooks'

/** The threads the write bench posts to: their container ids and how many comments each starts with. */
export const SIZED_THREADS = [
  { containerId: 'bench-1k', comments: 1_000 },
  { containerId: 'bench-10k', comments: 10_000 },
] as const

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

export const ms = (n: number) => (Number.isNaN(n) ? '—' : `${n < 10 ? n.toFixed(2) : n < 100 ? n.toFixed(1) : Math.round(n).toLocaleString('en-US')} ms`)

/** A service instance in its own process. */
export interface ServiceProcess {
  port: number
  origin: string
  /** Sends a command and waits for the first message of type `answer`. */
  ask<T>(command: Record<string, unknown>, answer: string): Promise<T>
  cpuMs(): Promise<number>
  close(): Promise<void>
}

export async function startServiceProcess(env: Record<string, string | undefined>): Promise<ServiceProcess> {
  const child: ChildProcess = fork(fileURLToPath(new URL('./service.server.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  const waitFor = <T>(type: string) =>
    new Promise<T>((resolve, reject) => {
      const onMessage = (message: { type?: string }) => {
        if (message?.type !== type) return
        child.off('message', onMessage)
        child.off('exit', onExit)
        resolve(message as T)
      }
      const onExit = (code: number | null) => reject(new Error(`the service process exited (${code}) before "${type}"`))
      child.on('message', onMessage)
      child.once('exit', onExit)
    })
  const { port } = await waitFor<{ port: number }>('ready')
  return {
    port,
    origin: `http://127.0.0.1:${port}`,
    ask: (command, answer) => {
      const answered = waitFor<never>(answer)
      child.send(command)
      return answered
    },
    cpuMs: async () => {
      const answered = waitFor<{ cpuMs: number }>('usage')
      child.send({ cmd: 'usage' })
      return (await answered).cpuMs
    },
    async close() {
      if (child.exitCode !== null) return
      const exited = once(child, 'exit')
      child.send({ cmd: 'close' })
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000)
      await exited
      clearTimeout(timer)
    },
  }
}

export interface Call {
  port: number
  method: 'GET' | 'POST'
  path: string
  headers?: Record<string, string>
  body?: string
}

export interface LoadResult {
  /** Latencies in ms of the answered requests, from when each was due. */
  latencies: number[]
  /** Answers by status; `error` for a request that failed or timed out. */
  statuses: Record<string, number>
  /** How late the generator sent requests (ms past due), p99: a late generator is a bench problem. */
  sendLagP99: number
  /** Latencies from when each request was actually sent (what the service and the network took). */
  fromSend: number[]
  seconds: number
  rate: number
  /** The requests answered per tag (a call's `tag`), for comparisons within one run. */
  byTag: Record<string, number[]>
}

const agents = new Map<number, Agent>()
const agentFor = (port: number) => {
  let agent = agents.get(port)
  if (!agent) agents.set(port, (agent = new Agent({ keepAlive: true, maxSockets: 512, maxFreeSockets: 512 })))
  return agent
}
export function closeAgents() {
  for (const agent of agents.values()) agent.destroy()
  agents.clear()
}

/** One request; resolves with its status (or `error`) once the whole answer has arrived. */
function send(call: Call, timeoutMs = 15_000): Promise<{ status: string; body: string }> {
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port: call.port, method: call.method, path: call.path, agent: agentFor(call.port), headers: { ...(call.body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(call.body)) } : {}), ...call.headers } },
      (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () => resolve({ status: String(res.statusCode), body: Buffer.concat(chunks).toString('utf8') }))
        res.on('error', () => resolve({ status: 'error', body: '' }))
      },
    )
    req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')))
    req.on('error', () => resolve({ status: 'error', body: '' }))
    req.end(call.body)
  })
}

export const fetchJson = async <T>(call: Call): Promise<T> => {
  const answer = await send(call)
  if (!answer.status.startsWith('2')) throw new Error(`${call.method} ${call.path} answered ${answer.status}: ${answer.body.slice(0, 200)}`)
  return JSON.parse(answer.body) as T
}

/**
 * `rate` requests a second for `seconds`, open loop; `make(i)` is request `i` (with a `tag` to group
 * answers by). Resolves once every request has been answered or has failed.
 */
export async function openLoop(rate: number, seconds: number, make: (i: number) => Call & { tag?: string }): Promise<LoadResult> {
  const total = Math.round(rate * seconds)
  const latencies: number[] = []
  const statuses: Record<string, number> = {}
  const byTag: Record<string, number[]> = {}
  const lags: number[] = []
  const fromSend: number[] = []
  const start = performance.now() + 50
  const pending: Array<Promise<void>> = []
  let i = 0
  await new Promise<void>((done) => {
    const tick = () => {
      const now = performance.now()
      while (i < total && start + (i * 1000) / rate <= now) {
        const due = start + (i * 1000) / rate
        lags.push(now - due)
        const call = make(i)
        const sentAt = performance.now()
        pending.push(
          send(call).then(({ status }) => {
            statuses[status] = (statuses[status] ?? 0) + 1
            if (status === 'error') return
            const answered = performance.now()
            const latency = answered - due
            latencies.push(latency)
            fromSend.push(answered - sentAt)
            if (call.tag) (byTag[call.tag] ??= []).push(latency)
          }),
        )
        i++
      }
      if (i < total) setTimeout(tick, Math.max(0, start + (i * 1000) / rate - performance.now()))
      else done()
    }
    setTimeout(tick, Math.max(0, start - performance.now()))
  })
  await Promise.all(pending)
  return { latencies, statuses, sendLagP99: percentile(lags, 99), fromSend, seconds, rate, byTag }
}

/**
 * Waits until the service answers a read that goes to its store within 100 ms: a service that fell
 * behind works through its backlog before the next figure is taken, so one figure does not spill into
 * the next.
 */
export async function settle(port: number, path: string) {
  const deadline = performance.now() + 120_000
  while (performance.now() < deadline) {
    const t = performance.now()
    await send({ port, method: 'GET', path })
    if (performance.now() - t < 100) return
  }
}

/** `p50 … p95 … p99 …, N answered (statuses)` */
export function describeLoad(result: LoadResult): string {
  const { latencies: l } = result
  const statuses = Object.entries(result.statuses)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ')
  return `p50 ${ms(percentile(l, 50))}, p95 ${ms(percentile(l, 95))}, p99 ${ms(percentile(l, 99))}, max ${ms(Math.max(...l))} over ${result.seconds} s at ${result.rate}/s (${statuses}); the generator sent late by up to ${ms(result.sendLagP99)} (p99), counted in; from the actual send p50 ${ms(percentile(result.fromSend, 50))}, p99 ${ms(percentile(result.fromSend, 99))}`
}

/** The parts of a V8 CPU profile read here (`Profiler.Profile`). */
interface NodeProfile {
  nodes: Array<{ id: number; callFrame: { functionName: string; url: string } }>
  samples?: number[]
  timeDeltas?: number[]
}

/** `…/node_modules/@electric-sql/pglite/…` → @electric-sql/pglite; `…/examples/server/comments/…` → examples/server/comments. */
function originOf(url: string, functionName: string): string {
  if (functionName === '(idle)' || functionName === '(program)' || functionName === '(garbage collector)') return functionName
  if (!url) return functionName.startsWith('wasm') || /^\$?func\d+|^wasm-function/.test(functionName) ? 'wasm' : 'built-ins'
  if (url.startsWith('node:')) return 'node internals'
  if (url.startsWith('wasm://')) return 'wasm'
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (pkg) return pkg[1]!
  const path = /\/(examples\/server(?:\/[^/]+(?=\/))?|bench|kernel|contracts)\//.exec(url)
  return path ? path[1]! : url.split('/').pop()!
}

/** Self time by origin, largest first, as `origin 12.3 ms (45%)`. */
export function profileSplit(profile: NodeProfile, top = 7): string {
  const origin = new Map(profile.nodes.map((node) => [node.id, originOf(node.callFrame.url, node.callFrame.functionName)]))
  const times = new Map<string, number>()
  const samples = profile.samples ?? []
  const deltas = profile.timeDeltas ?? []
  let total = 0
  for (let i = 0; i < samples.length; i++) {
    const dt = (deltas[i + 1] ?? 0) / 1000
    const key = origin.get(samples[i]!) ?? '?'
    times.set(key, (times.get(key) ?? 0) + dt)
    total += dt
  }
  const busy = total - (times.get('(idle)') ?? 0)
  return [...times]
    .filter(([key]) => key !== '(idle)')
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([key, t]) => `${key} ${ms(t)} (${Math.round((100 * t) / busy)}%)`)
    .join(', ')
}
