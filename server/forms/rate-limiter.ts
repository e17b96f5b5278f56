import type { Database } from '../db/database.js'

/**
 * A fixed-window counter in PostgreSQL (one row per bucket and window), shared by every server process:
 * `hit` counts one request and says whether it is within `max` per `windowSeconds`.
 */
export class RateLimiter {
  constructor(
    private readonly database: Database,
    private readonly max: number,
    private readonly windowSeconds: number,
  ) {}

  async hit(bucket: string): Promise<{ ok: boolean; retryAfterSeconds: number }> {
    const [row] = await this.database.query<{ count: number; remaining: string | number }>(
      `INSERT INTO rate_limit_windows AS w (bucket, window_start, count)
       VALUES ($1, to_timestamp(floor(extract(epoch FROM now()) / $2::int) * $2::int), 1)
       ON CONFLICT (bucket, window_start) DO UPDATE SET count = w.count + 1
       RETURNING count, extract(epoch FROM (window_start + $2::int * interval '1 second' - now())) AS remaining`,
      [bucket, this.windowSeconds],
    )
    return {
      ok: (row?.count ?? 0) <= this.max,
      retryAfterSeconds: Math.max(1, Math.ceil(Number(row?.remaining ?? this.windowSeconds))),
    }
  }

  /** Drops windows that ended over an hour ago (housekeeping). */
  async prune(): Promise<void> {
    await this.database.query(`DELETE FROM rate_limit_windows WHERE window_start < now() - interval '1 hour'`)
  }
}
