import type { Database } from '../db/database.js'

const BUCKET = 'sms-budget'
const HOUR = 3600
// The current clock hour, as the rate limiter's windows start (rate_limit_windows, pruned with them).
const WINDOW = `to_timestamp(floor(extract(epoch FROM now()) / ${HOUR}) * ${HOUR})`

/**
 * The global budget of text messages per clock hour, whoever asks and from wherever (docs/decisions/065):
 * the per-client and per-number limits do not hold against rotating addresses, this does. One row per hour
 * in rate_limit_windows, taken by one conditional upsert: `count < max` is checked on the row it locks, so
 * of two requests racing for the last message exactly one gets it, on PGlite and PostgreSQL alike. Unlike
 * a rate limit, a refused request counts nothing, and a message the provider did not send is given back.
 */
export class SmsBudgetStore {
  constructor(
    private readonly database: Database,
    private readonly perHour: number,
  ) {}

  /** One message from this hour's budget, or the seconds until the next hour when it is spent. */
  async take(): Promise<{ ok: true; hour: Date } | { ok: false; retryAfterSeconds: number }> {
    if (this.perHour >= 1) {
      const [taken] = await this.database.query<{ window_start: Date | string }>(
        `INSERT INTO rate_limit_windows AS w (bucket, window_start, count) VALUES ($1, ${WINDOW}, 1)
         ON CONFLICT (bucket, window_start) DO UPDATE SET count = w.count + 1 WHERE w.count < $2
         RETURNING window_start`,
        [BUCKET, this.perHour],
      )
      if (taken) return { ok: true, hour: new Date(taken.window_start) }
    }
    const [left] = await this.database.query<{ seconds: string | number }>(
      `SELECT extract(epoch FROM (${WINDOW} + interval '${HOUR} seconds' - now())) AS seconds`,
    )
    return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(Number(left?.seconds ?? HOUR))) }
  }

  /** Gives back a message taken in `hour` (take's): the provider sent nothing (a refused number, an outage). */
  async giveBack(hour: Date): Promise<void> {
    await this.database.query(
      `UPDATE rate_limit_windows SET count = count - 1 WHERE bucket = $1 AND window_start = $2 AND count > 0`,
      [BUCKET, hour.toISOString()],
    )
  }

  /** Messages taken this hour (for tests and the operator). */
  async used(): Promise<number> {
    const [row] = await this.database.query<{ count: number }>(
      `SELECT count FROM rate_limit_windows WHERE bucket = $1 AND window_start = ${WINDOW}`,
      [BUCKET],
    )
    return Number(row?.count ?? 0)
  }
}
