import type { LeadAttributes } from '../../engine/forms/form-definition.js'
import type { Database } from '../db/database.js'

export interface LeadFilter {
  created_at_gteq?: string
  created_at_lteq?: string
  /**
   * The sites whose leads match (decision 067), set by the server from the user's sites, never read from a
   * request as it is; absent: every site, leads without a site too.
   */
  sites?: string[]
}

/** The SQL condition of a filter's `sites` on the leads' `column`, `$n` being `filter.sites ?? null`. */
export const leadSitesCondition = (n: number, column = 'site') =>
  `($${n}::text[] IS NULL OR ${column} = ANY ($${n}::text[]))`

interface LeadRow {
  id: string
  site: string | null
  created_at: Date
  attributes: LeadAttributes
}

const PAGE = 1000

/**
 * A form's leads (of the filter's sites) in keyset pages of 1,000 (created_at, id), oldest or newest first, so an export of any
 * size holds one page in memory and every page is one index range scan.
 */
export async function* leadPages(
  database: Database,
  formId: string,
  filter: LeadFilter,
  descending: boolean,
): AsyncGenerator<LeadRow[]> {
  let after: [Date, string] | undefined
  const cmp = descending ? '<' : '>'
  const order = descending ? 'DESC' : 'ASC'
  for (;;) {
    const rows = await database.query<LeadRow>(
      `SELECT id, site, created_at, attributes FROM leads
       WHERE form_id = $1 AND ${leadSitesCondition(6)}
         AND ($2::timestamptz IS NULL OR created_at >= $2::timestamptz)
         AND ($3::timestamptz IS NULL OR created_at <= $3::timestamptz)
         AND ($4::timestamptz IS NULL OR (created_at, id) ${cmp} ($4::timestamptz, $5::uuid))
       ORDER BY created_at ${order}, id ${order} LIMIT ${PAGE}`,
      [
        formId,
        filter.created_at_gteq ?? null,
        filter.created_at_lteq ?? null,
        after?.[0] ?? null,
        after?.[1] ?? null,
        filter.sites ?? null,
      ],
    )
    if (rows.length) yield rows
    if (rows.length < PAGE) return
    const last = rows[rows.length - 1] as LeadRow
    after = [new Date(last.created_at), last.id]
  }
}
