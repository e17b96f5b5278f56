import { and, desc, eq, lt } from 'drizzle-orm'
import type { Db } from '../db/database.js'
import { siteChanges } from '../db/schema.js'

/** The parts of a site an admin changes (issue 15); each keeps its history in site_changes. */
export const SITE_CHANGE_AREAS = ['settings', 'navigation', 'footer', 'metaheads', 'redirects'] as const
export type SiteChangeArea = (typeof SITE_CHANGE_AREAS)[number]

export interface SiteChange {
  id: number
  site: string
  area: SiteChangeArea
  subject: string
  before: unknown
  after: unknown
  actor: string | null
  changedAt: string
  restoredFrom: number | null
}

export interface NewSiteChange {
  site: string
  area: SiteChangeArea
  subject: string
  before: unknown
  after: unknown
  actor: string | null
  restoredFrom?: number | null
}

/** What a store that writes a site's content passes for its transaction (drizzle's `tx`) or the database. */
type Writer = Pick<Db, 'insert'>

function toChange(row: typeof siteChanges.$inferSelect): SiteChange {
  return {
    id: row.id,
    site: row.site,
    area: row.area as SiteChangeArea,
    subject: row.subject,
    before: row.before ?? null,
    after: row.after ?? null,
    actor: row.actor,
    changedAt: row.changedAt.toISOString(),
    restoredFrom: row.restoredFrom ?? null,
  }
}

/**
 * The history of a site's settings, navigation, footer, metaheads and redirects: who changed what and when,
 * with the value before and after. `record` takes the writing store's transaction, so a change and its
 * history entry commit together or not at all.
 */
export function siteChangeStore(db: Db) {
  return {
    async record(change: NewSiteChange, tx: Writer = db): Promise<void> {
      await tx.insert(siteChanges).values({
        site: change.site,
        area: change.area,
        subject: change.subject,
        before: change.before ?? null,
        after: change.after ?? null,
        actor: change.actor,
        restoredFrom: change.restoredFrom ?? null,
      })
    },

    /** A site's changes, newest first, optionally of one area; `before` pages backwards by id. */
    async list(
      site: string,
      options: { area?: SiteChangeArea; before?: number; limit?: number } = {},
    ): Promise<SiteChange[]> {
      const rows = await db
        .select()
        .from(siteChanges)
        .where(
          and(
            eq(siteChanges.site, site),
            options.area ? eq(siteChanges.area, options.area) : undefined,
            options.before ? lt(siteChanges.id, options.before) : undefined,
          ),
        )
        .orderBy(desc(siteChanges.id))
        .limit(options.limit ?? 50)
      return rows.map(toChange)
    },

    async get(id: number): Promise<SiteChange | undefined> {
      const rows = await db.select().from(siteChanges).where(eq(siteChanges.id, id))
      return rows[0] ? toChange(rows[0]) : undefined
    },
  }
}
