import { randomUUID } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { EditableNavEntry } from '../../engine/navigation/editable-nav-entry.js'
import type { Db } from '../db/database.js'
import { navEntries } from '../db/schema.js'
import type { NavEntry } from './content-store.js'
import { navTreeOf } from './nav-tree-of.js'
import { siteChangeStore } from './site-change-store.js'
import { treeVersion } from './tree-version.js'

/** A site's navigation tree in one locale, with the version a save must start from. */
export interface NavigationTree {
  entries: EditableNavEntry[]
  version: string
}

export type NavigationSave = { ok: true; tree: NavigationTree } | { ok: false; conflict: NavigationTree }

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

function editable(entries: NavEntry[]): EditableNavEntry[] {
  return entries.map((e) => ({ id: e.id, title: e.title, url: e.url, children: editable(e.children) }))
}

async function readTree(db: Db | Tx, site: string, locale: string): Promise<NavigationTree> {
  const rows = await db
    .select()
    .from(navEntries)
    .where(and(eq(navEntries.site, site), eq(navEntries.locale, locale)))
    .orderBy(asc(navEntries.position), asc(navEntries.id))
  const entries = editable(navTreeOf(rows))
  return { entries, version: treeVersion(entries) }
}

/**
 * The Navigation screen's reads and writes (issue 15): a site's tree per locale, replaced as a whole in one
 * transaction with its history entry (site_changes, area navigation, subject the locale). Saves of the same
 * site and locale queue on an advisory lock, so of two racing saves from one version the second gets a
 * conflict, never a mix. The nav_entries trigger bumps the site's content version.
 */
export function navigationStore(db: Db) {
  const history = siteChangeStore(db)
  return {
    read: (site: string, locale: string) => readTree(db, site, locale),

    /**
     * Replaces the tree when it is still at `baseVersion` (null: whatever it is, as a restore does). Entries
     * keep ids the tree already has; any other id (new, or another site's) is replaced by a fresh one.
     */
    async replace(input: {
      site: string
      locale: string
      entries: EditableNavEntry[]
      baseVersion: string | null
      actor: string | null
      restoredFrom?: number
    }): Promise<NavigationSave> {
      const { site, locale } = input
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`navigation\n${site}\n${locale}`}))`)
        const before = await readTree(tx, site, locale)
        if (input.baseVersion !== null && input.baseVersion !== before.version)
          return { ok: false, conflict: before }
        const known = new Set<string>()
        const collect = (list: EditableNavEntry[]) =>
          list.forEach((e) => {
            known.add(e.id)
            collect(e.children)
          })
        collect(before.entries)
        const rows: (typeof navEntries.$inferInsert)[] = []
        const add = (list: EditableNavEntry[], parentId: string | null) =>
          list.forEach((entry, position) => {
            const id = known.has(entry.id) ? entry.id : `${site}-${locale}-${randomUUID().slice(0, 13)}`
            known.delete(id)
            rows.push({ id, site, locale, parentId, title: entry.title, url: entry.url, position })
            add(entry.children, id)
          })
        add(input.entries, null)
        await tx.delete(navEntries).where(and(eq(navEntries.site, site), eq(navEntries.locale, locale)))
        if (rows.length) await tx.insert(navEntries).values(rows)
        const after = await readTree(tx, site, locale)
        await history.record(
          {
            site,
            area: 'navigation',
            subject: locale,
            before: before.entries,
            after: after.entries,
            actor: input.actor,
            restoredFrom: input.restoredFrom ?? null,
          },
          tx,
        )
        return { ok: true, tree: after }
      })
    },
  }
}

export type NavigationStore = ReturnType<typeof navigationStore>
