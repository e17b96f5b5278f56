/** How the job worker runs; every value has a default (jobWorkerDefaults). */
export interface JobWorkerOptions {
  /** How often to look for due jobs when no NOTIFY wakes the worker. */
  pollMs: number
  /** Jobs run at the same time. */
  concurrency: number
  /** How long a taken job stays `running` before another worker may take it again (a dead process). */
  leaseMs: number
  /** Attempts before a job is `failed`. */
  maxAttempts: number
  /** The first retry waits this long, then twice as long each time (at most an hour). */
  backoffMs: number
}
