import type { Queryable } from '../db/database.js'

/**
 * Gathers the planner's statistics for the stock tables if they were never gathered: PGlite has no
 * autovacuum, so a database whose stock was written before insertStock ran ANALYZE would otherwise plan
 * every listing as if the lists held one vehicle (several times slower).
 */
export async function analyzeStockOnce(db: Queryable): Promise<boolean> {
  const [row] = await db.query<{ analysed: boolean; empty: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pg_stats WHERE tablename = 'vehicles') AS analysed,
            NOT EXISTS (SELECT 1 FROM vehicles) AS empty`,
  )
  if (!row || row.analysed || row.empty) return false
  await db.query('ANALYZE vehicles, stock_dealers')
  return true
}
