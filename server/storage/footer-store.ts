import { and, eq, sql } from 'drizzle-orm'
import type { FooterSettings } from '../../engine/rules/footer-types.js'
import type { Db } from '../db/database.js'
import { footers } from '../db/schema.js'
import { siteChangeStore } from './site-change-store.js'
import { treeVersion } from './tree-version.js'

/** A site's footer settings in one locale (null: the locale has no footer), with the version a save starts from. */
export interface FooterDocument {
  footer: unknown
  version: string
}

export type FooterSave = { ok: true; saved: FooterDocument } | { ok: false; conflict: FooterDocument }

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

async function readFooter(db: Db | Tx, site: string, locale: string): Promise<FooterDocument> {
  const rows = await db
    .select({ settings: footers.settings })
    .from(footers)
    .where(and(eq(footers.site, site), eq(footers.locale, locale)))
  const footer = rows[0]?.settings ?? null
  return { footer, version: treeVersion(footer) }
}

/**
 * The Footer screen's reads and writes (issue 15): a site's footer per locale, saved as a whole in one
 * transaction with its history entry (site_changes, area footer, subject the locale). Saves of one site and
 * locale queue on an advisory lock, so the second of two racing saves gets a conflict. The footers trigger
 * bumps the site's content version. What is saved is already checked (footerSaveErrors) and sanitised.
 */
export function footerStore(db: Db) {
  const history = siteChangeStore(db)
  return {
    read: (site: string, locale: string) => readFooter(db, site, locale),

    /** Saves `footer` (null removes the locale's footer) when it is still at `baseVersion` (null: always). */
    async replace(input: {
      site: string
      locale: string
      footer: FooterSettings | null
      baseVersion: string | null
      actor: string | null
      restoredFrom?: number
    }): Promise<FooterSave> {
      const { site, locale } = input
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`footer\n${site}\n${locale}`}))`)
        const before = await readFooter(tx, site, locale)
        if (input.baseVersion !== null && input.baseVersion !== before.version)
          return { ok: false, conflict: before }
        if (input.footer === null)
          await tx.delete(footers).where(and(eq(footers.site, site), eq(footers.locale, locale)))
        else
          await tx
            .insert(footers)
            .values({ site, locale, settings: input.footer })
            .onConflictDoUpdate({ target: [footers.site, footers.locale], set: { settings: input.footer } })
        const saved = await readFooter(tx, site, locale)
        await history.record(
          {
            site,
            area: 'footer',
            subject: locale,
            before: before.footer,
            after: saved.footer,
            actor: input.actor,
            restoredFrom: input.restoredFrom ?? null,
          },
          tx,
        )
        return { ok: true, saved }
      })
    },
  }
}

export type FooterStore = ReturnType<typeof footerStore>
