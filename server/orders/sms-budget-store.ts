import type { Database } from '../db/database.js'

const BUCKET = 'sms-budget'
const HOUR = 3600
const MINUTE = 60
// The current minute, as a bucket of rate_limit_windows (pruned with them after an hour).
const THIS_MINUTE = `to_timestamp(floor(extract(epoch FROM now()) / ${MINUTE}) * ${MINUTE})`
// The minutes of the last hour, this one included.
const IN_LAST_HOUR = `bucket = $1 AND window_start > now() - interval '${HOUR} seconds'`

/**
 * The global budget of text messages in any hour, whoever asks and from wherever (docs/decisions/065): the
 * per-client and per-number limits do not hold against rotating addresses, this does. The hour slides: it
 * is counted over the last sixty one-minute buckets of rate_limit_windows, so a burst at the turn of a
 * clock hour cannot send twice the budget. Takers queue on one advisory lock, so of requests racing for the
 * last message exactly one gets it, on PGlite and PostgreSQL alike. Unlike a rate limit, a refused request
 * counts nothing, and a message the provider did not send is given back.
 */
export class SmsBudgetStore {
  constructor(
    private readonly database: Database,
    private readonly perHour: number,
  ) {}

  /** One message from the last hour's budget, or the seconds until one is free again. */
  async take(): Promise<{ ok: true; bucket: Date } | { ok: false; retryAfterSeconds: number }> {
    return this.database.transaction(async (tx) => {
      await tx.query("SELECT pg_advisory_xact_lock(hashtextextended('sms-budget', 0))")
      const buckets = await tx.query<{ window_start: Date | string; count: number; ends_in: number }>(
        `SELECT window_start, count,
           extract(epoch FROM window_start + interval '${HOUR} seconds' - now())::float8 AS ends_in
         FROM rate_limit_windows WHERE ${IN_LAST_HOUR} ORDER BY window_start`,
        [BUCKET],
      )
      let used = buckets.reduce((sum, b) => sum + Number(b.count), 0)
      if (used < this.perHour) {
        const [taken] = await tx.query<{ window_start: Date | string }>(
          `INSERT INTO rate_limit_windows AS w (bucket, window_start, count) VALUES ($1, ${THIS_MINUTE}, 1)
           ON CONFLICT (bucket, window_start) DO UPDATE SET count = w.count + 1 RETURNING window_start`,
          [BUCKET],
        )
        return { ok: true as const, bucket: new Date(taken!.window_start) }
      }
      // Free again once enough of the oldest minutes have left the hour.
      let wait = HOUR
      for (const b of buckets) {
        used -= Number(b.count)
        if (used < this.perHour) {
          wait = Number(b.ends_in)
          break
        }
      }
      return { ok: false as const, retryAfterSeconds: Math.max(1, Math.ceil(wait)) }
    })
  }

  /** Gives back a message taken in `bucket` (take's): the provider sent nothing (a refused number, an outage). */
  async giveBack(bucket: Date): Promise<void> {
    await this.database.query(
      `UPDATE rate_limit_windows SET count = count - 1 WHERE bucket = $1 AND window_start = $2 AND count > 0`,
      [BUCKET, bucket.toISOString()],
    )
  }

  /** Messages taken in the last hour (for tests and the operator). */
  async used(): Promise<number> {
    const [row] = await this.database.query<{ count: number | null }>(
      `SELECT sum(count)::int AS count FROM rate_limit_windows WHERE ${IN_LAST_HOUR}`,
      [BUCKET],
    )
    return Number(row?.count ?? 0)
  }
}
