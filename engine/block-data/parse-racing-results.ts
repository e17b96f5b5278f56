import type { RacingResultRow, RacingResults } from './racing-results.js'

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)
const text = (v: unknown, max: number): string | undefined =>
  v === undefined || v === null ? '' : typeof v === 'string' && v.length <= max ? v : undefined

function row(v: unknown): RacingResultRow | undefined {
  if (!isRecord(v)) return undefined
  const position = v.position
  const name = text(v.name, 120)
  const team = text(v.team, 120)
  const detail = text(v.detail, 40)
  const points = v.points === undefined || v.points === null ? null : v.points
  if (typeof position !== 'number' || !Number.isInteger(position) || position < 1 || position > 999)
    return undefined
  if (!name || team === undefined || detail === undefined) return undefined
  if (
    points !== null &&
    (typeof points !== 'number' || !Number.isFinite(points) || Math.abs(points) > 100_000)
  )
    return undefined
  return { position, name, team, points, detail, highlight: v.highlight === true }
}

/**
 * A racing results file (the JSON the block's url answers), or undefined when it is not one: the block then
 * shows the content-block error. Rows that are not results are not skipped: a half table would mislead.
 */
export function parseRacingResults(json: unknown): RacingResults | undefined {
  if (!isRecord(json) || !Array.isArray(json.rows) || json.rows.length === 0 || json.rows.length > 200)
    return undefined
  const title = text(json.title, 200)
  const session = text(json.session, 200)
  const updated = text(json.updated_at, 40)
  if (title === undefined || session === undefined || updated === undefined) return undefined
  if (updated && Number.isNaN(Date.parse(updated))) return undefined
  const rows = json.rows.map(row)
  if (rows.some((r) => !r)) return undefined
  return { title, session, updated_at: updated, rows: rows as RacingResultRow[] }
}
