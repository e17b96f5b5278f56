import { randomUUID } from 'node:crypto'
import type { Database } from '../db/database.js'
import type { Job } from './job.js'
import { JOBS_CHANNEL } from './lead-delivery-jobs.js'
import type { JobWorkerOptions } from './job-worker-options.js'
import { PermanentJobError } from './permanent-job-error.js'

export const JOB_WORKER_DEFAULTS: JobWorkerOptions = {
  pollMs: 1000,
  concurrency: 4,
  leaseMs: 60_000,
  maxAttempts: 8,
  backoffMs: 5000,
}

const MAX_BACKOFF_MS = 60 * 60 * 1000
const CHORES_EVERY_MS = 60_000

/**
 * Takes due jobs from the jobs table and runs them, `concurrency` at a time, in any number of processes:
 * a job is taken with `SELECT ... FOR UPDATE SKIP LOCKED` and marked `running` with a lease; it is taken
 * again only when the lease ran out (its process died). Success marks it `done`, a failure puts it back
 * with exponential backoff until `max_attempts`, then `failed`. Both updates check the lease, so a worker
 * that lost its lease never overwrites the new owner's outcome. Wakes on NOTIFY `jobs`, polls otherwise.
 */
export class JobWorker {
  readonly options: JobWorkerOptions
  private stopped = true
  private readonly running = new Set<Promise<void>>()
  private timer: NodeJS.Timeout | undefined
  private ticking: Promise<void> | undefined
  private again = false
  private lastChores = 0

  constructor(
    private readonly database: Database,
    private readonly handle: (job: Job) => Promise<void>,
    options: Partial<JobWorkerOptions> = {},
    private readonly log: (message: string, error?: unknown) => void = () => {},
    /** Housekeeping run about once a minute (old rate-limit windows...). */
    private readonly chores: (() => Promise<unknown>)[] = [],
  ) {
    this.options = { ...JOB_WORKER_DEFAULTS, ...options }
  }

  async start(): Promise<void> {
    if (!this.stopped) return
    this.stopped = false
    await this.database
      .listen(JOBS_CHANNEL, () => this.wake())
      .catch((error: unknown) => {
        this.log('[jobs] LISTEN failed; polling only', error)
      })
    this.timer = setInterval(() => this.wake(), this.options.pollMs)
    this.timer.unref()
    this.wake()
  }

  /** Stops taking jobs and waits for the ones running to finish and be recorded. */
  async stop(): Promise<void> {
    this.stopped = true
    clearInterval(this.timer)
    await this.ticking
    await Promise.all(this.running)
  }

  /** Looks for due jobs now. */
  wake(): void {
    if (this.stopped) return
    if (this.ticking) {
      this.again = true
      return
    }
    this.ticking = this.tick()
      .catch((error: unknown) => this.log('[jobs] could not take jobs', error))
      .finally(() => {
        this.ticking = undefined
        if (this.again) {
          this.again = false
          this.wake()
        }
      })
  }

  private async tick(): Promise<void> {
    if (Date.now() - this.lastChores > CHORES_EVERY_MS) {
      this.lastChores = Date.now()
      for (const chore of this.chores)
        await chore().catch((error: unknown) => this.log('[jobs] housekeeping failed', error))
    }
    while (!this.stopped && this.running.size < this.options.concurrency) {
      const job = await this.claim()
      if (!job) return
      const run = this.run(job).finally(() => {
        this.running.delete(run)
        this.wake()
      })
      this.running.add(run)
    }
  }

  private async claim(): Promise<Job | undefined> {
    const [job] = await this.database.query<Job>(
      `UPDATE jobs SET status = 'running', attempts = attempts + 1, lease = $2::uuid,
         locked_until = now() + $1::int * interval '1 millisecond', updated_at = now()
       WHERE id = (
         SELECT id FROM jobs
         WHERE (status = 'pending' AND run_after <= now()) OR (status = 'running' AND locked_until < now())
         ORDER BY run_after LIMIT 1 FOR UPDATE SKIP LOCKED)
       RETURNING id, kind, lead_id, export_id, integration_id, order_id, payload, status, attempts, max_attempts, lease`,
      [this.options.leaseMs, randomUUID()],
    )
    return job
  }

  private async run(job: Job): Promise<void> {
    // Long jobs (big exports) keep their lease while they work.
    const renew = setInterval(
      () =>
        void this.database
          .query(
            `UPDATE jobs SET locked_until = now() + $3::int * interval '1 millisecond'
             WHERE id = $1 AND lease = $2::uuid AND status = 'running'`,
            [job.id, job.lease, this.options.leaseMs],
          )
          .catch(() => {}),
      Math.max(1000, this.options.leaseMs / 3),
    )
    renew.unref()
    let outcome: { ok: true } | { ok: false; error: unknown }
    try {
      await this.handle(job)
      outcome = { ok: true }
    } catch (error) {
      outcome = { ok: false, error }
    } finally {
      clearInterval(renew)
    }
    await this.record(job, outcome)
  }

  /** Records the outcome, retrying while the database is unreachable (a restart) so no outcome is lost. */
  private async record(job: Job, outcome: { ok: true } | { ok: false; error: unknown }): Promise<void> {
    const { sql, params } = outcome.ok
      ? {
          sql: `UPDATE jobs SET status = 'done', done_at = now(), locked_until = NULL, last_error = NULL,
                  updated_at = now() WHERE id = $1 AND lease = $2::uuid`,
          params: [job.id, job.lease],
        }
      : this.failure(job, outcome.error)
    for (let attempt = 0; ; attempt++) {
      try {
        await this.database.query(sql, params)
        return
      } catch (error) {
        if (attempt >= 20) {
          this.log(
            `[jobs] could not record the outcome of job ${job.id}; it runs again after its lease`,
            error,
          )
          return
        }
        await new Promise((resolve) => setTimeout(resolve, Math.min(2000, 100 * 2 ** attempt)))
      }
    }
  }

  private failure(job: Job, error: unknown): { sql: string; params: unknown[] } {
    const message = (error instanceof Error ? error.message : String(error)).slice(0, 1000)
    const final = error instanceof PermanentJobError || job.attempts >= job.max_attempts
    if (!(error instanceof PermanentJobError)) this.log(`[jobs] ${job.kind} ${job.id} failed: ${message}`)
    const delay = Math.min(MAX_BACKOFF_MS, this.options.backoffMs * 2 ** (job.attempts - 1))
    return {
      sql: `UPDATE jobs SET status = $3, last_error = $4, locked_until = NULL, updated_at = now(),
              run_after = now() + $5::int * interval '1 millisecond'
            WHERE id = $1 AND lease = $2::uuid`,
      params: [job.id, job.lease, final ? 'failed' : 'pending', message, final ? 0 : delay],
    }
  }
}
