/**
 * The page job queue (document 1 §2): mounting, unmounting, loading a page and resetting run one at a
 * time, in order, so a single-page app's quick route changes never interleave half-done work. A failing
 * job is reported and the queue goes on; a job can be cancelled before or while it runs.
 */
import type { Job, JobOutcome, JobWork } from '../contracts/plugin'
import { ErrorCode, VfError } from './errors'
import type { Logger } from './log'

export type { Job, JobOutcome, JobWork }

export interface JobQueue {
  enqueue<T>(name: string, work: JobWork<T>): Job<T>
  /** Jobs waiting or running. */
  readonly size: number
  /** Resolves when the queue is empty. */
  idle(): Promise<void>
  /** Cancels every waiting and running job. */
  clear(): void
}

interface Pending {
  readonly id: number
  readonly name: string
  readonly work: JobWork<unknown>
  readonly controller: AbortController
  settle(outcome: JobOutcome): void
  state: 'waiting' | 'running' | 'finished'
}

export function createJobQueue(logger: Logger): JobQueue {
  const waiting: Pending[] = []
  let running: Pending | undefined
  let nextId = 1
  let idleWaiters: Array<() => void> = []

  const finish = (job: Pending, outcome: JobOutcome) => {
    if (job.state === 'finished') return
    job.state = 'finished'
    job.settle(outcome)
  }

  const pump = () => {
    if (running) return
    const job = waiting.shift()
    if (!job) {
      const waiters = idleWaiters
      idleWaiters = []
      for (const resolve of waiters) resolve()
      return
    }
    running = job
    job.state = 'running'
    const moveOn = () => {
      if (running === job) {
        running = undefined
        pump()
      }
    }
    let result: unknown
    try {
      result = job.work(job.controller.signal)
    } catch (error) {
      logger.error(`The page job "${job.name}" failed; the next job runs.`, error)
      finish(job, { status: 'failed', error })
      moveOn()
      return
    }
    Promise.resolve(result).then(
      (value) => {
        finish(job, job.controller.signal.aborted ? { status: 'cancelled' } : { status: 'done', value })
        moveOn()
      },
      (error: unknown) => {
        if (!job.controller.signal.aborted) logger.error(`The page job "${job.name}" failed; the next job runs.`, error)
        finish(job, job.controller.signal.aborted ? { status: 'cancelled' } : { status: 'failed', error })
        moveOn()
      },
    )
  }

  return {
    enqueue<T>(name: string, work: JobWork<T>): Job<T> {
      let settle!: (outcome: JobOutcome) => void
      const done = new Promise<JobOutcome>((resolve) => (settle = resolve))
      const job: Pending = { id: nextId++, name, work, controller: new AbortController(), settle, state: 'waiting' }
      waiting.push(job)
      // Start on a microtask so a caller can enqueue several jobs in one go before the first begins.
      queueMicrotask(pump)
      return {
        id: job.id,
        name,
        done: done as Promise<JobOutcome<T>>,
        cancel() {
          if (job.state === 'finished') return false
          job.controller.abort(new VfError(ErrorCode.JobCancelled, `The page job "${name}" was cancelled`))
          if (job.state === 'waiting') {
            waiting.splice(waiting.indexOf(job), 1)
            finish(job, { status: 'cancelled' })
            queueMicrotask(pump)
          } else {
            finish(job, { status: 'cancelled' })
            // Do not wait for a job that ignores its signal: the queue must not stall behind it.
            running = undefined
            queueMicrotask(pump)
          }
          return true
        },
      }
    },
    get size() {
      return waiting.length + (running ? 1 : 0)
    },
    idle() {
      if (!running && waiting.length === 0) return Promise.resolve()
      return new Promise<void>((resolve) => idleWaiters.push(resolve))
    },
    clear() {
      for (const job of [...waiting]) {
        job.controller.abort(new VfError(ErrorCode.JobCancelled, `The page job "${job.name}" was cancelled`))
        finish(job, { status: 'cancelled' })
      }
      waiting.length = 0
      if (running) {
        running.controller.abort(new VfError(ErrorCode.JobCancelled, `The page job "${running.name}" was cancelled`))
        finish(running, { status: 'cancelled' })
        running = undefined
      }
      queueMicrotask(pump)
    },
  }
}
