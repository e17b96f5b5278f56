import type { Database } from '../db/database.js'

/** How many jobs wait or run, by kind and status (the metrics' queue depth; failed and done jobs are history). */
export async function jobQueueDepth(
  database: Database,
): Promise<{ kind: string; status: string; count: number }[]> {
  const rows = await database.query<{ kind: string; status: string; count: string }>(
    `SELECT kind, status, count(*) AS count FROM jobs WHERE status IN ('pending', 'running') GROUP BY kind, status`,
  )
  return rows.map((r) => ({ kind: r.kind, status: r.status, count: Number(r.count) }))
}
