import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Database } from '../db/database.js'
import { recallInput } from './recall-input.js'
import { RecallStore } from './recall-store.js'

/**
 * The demo's recall table (fixtures/recalls.json: `[{ vin, campaign, note }]`), checked as /admin checks
 * a posted row, so a bad fixture stops the seed with the field named.
 */
export async function seedRecalls(database: Database, fixturesDir: string): Promise<number> {
  const file = join(fixturesDir, 'recalls.json')
  if (!existsSync(file)) return 0
  const store = new RecallStore(database)
  const rows = JSON.parse(readFileSync(file, 'utf8')) as unknown[]
  for (const row of rows) await store.add(recallInput(row))
  return rows.length
}
