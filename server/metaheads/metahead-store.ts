import { and, asc, eq, sql } from 'drizzle-orm'
import type { AdminMetahead, MetaheadInput } from '../../engine/metaheads/metahead-options.js'
import type { Db } from '../db/database.js'
import { metaheads } from '../db/schema.js'
import type { siteChangeStore } from '../storage/site-change-store.js'

type Row = typeof metaheads.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The history subject of the metaheads' order (001 §3 sequence), beside one per metahead id. */
export const METAHEAD_ORDER_SUBJECT = 'order'

/** The gap between sequences, so a fixture or a hand-made row can still be placed between two. */
const STEP = 10

export type MetaheadWrite =
  | { ok: true; metahead: AdminMetahead }
  | { ok: false; conflict: AdminMetahead }
  | { ok: false; missing: true }

export function toAdminMetahead(row: Row): AdminMetahead {
  return {
    id: row.id,
    language: row.language as AdminMetahead['language'],
    content: row.content,
    page_id: row.pageId,
    in_body: row.inBody,
    reload_on_each_page: row.reloadOnEachPage,
    consent_scope: row.consentScope as AdminMetahead['consent_scope'],
    sequence: row.sequence,
    version: row.version,
  }
}

function columns(input: MetaheadInput, compiled: string | null) {
  return {
    language: input.language,
    content: input.content,
    compiled,
    pageId: input.page_id,
    inBody: input.in_body,
    reloadOnEachPage: input.reload_on_each_page,
    consentScope: input.consent_scope,
  }
}

/**
 * The Metaheads screen's writes (issue 15, decision 046): each in one transaction with its history entry
 * (site_changes, area 'metaheads'), so a change and its record commit together. Saves name the version they
 * started from and the UPDATE itself decides a race. The public read stays in content-store.ts.
 */
export function metaheadStore(db: Db, history: ReturnType<typeof siteChangeStore>) {
  const ordered = (tx: Db | Tx, site: string) =>
    tx
      .select()
      .from(metaheads)
      .where(eq(metaheads.site, site))
      .orderBy(asc(metaheads.sequence), asc(metaheads.id))

  return {
    async list(site: string): Promise<AdminMetahead[]> {
      return (await ordered(db, site)).map(toAdminMetahead)
    },

    async get(id: number): Promise<(AdminMetahead & { site: string }) | undefined> {
      const [row] = await db.select().from(metaheads).where(eq(metaheads.id, id))
      return row ? { ...toAdminMetahead(row), site: row.site } : undefined
    },

    /** A new metahead after the site's last one; `id` only when a restore brings a deleted one back. */
    async create(
      site: string,
      input: MetaheadInput,
      compiled: string | null,
      actor: string | null,
      options: { id?: number; restoredFrom?: number } = {},
    ): Promise<AdminMetahead> {
      return db.transaction(async (tx) => {
        const [last] = await tx
          .select({ max: sql<number | null>`max(${metaheads.sequence})` })
          .from(metaheads)
          .where(eq(metaheads.site, site))
        const [row] = await tx
          .insert(metaheads)
          .values({
            ...(options.id ? { id: options.id } : {}),
            site,
            ...columns(input, compiled),
            sequence: Number(last?.max ?? 0) + STEP,
          })
          .returning()
        const metahead = toAdminMetahead(row as Row)
        await history.record(
          {
            site,
            area: 'metaheads',
            subject: String(metahead.id),
            before: null,
            after: metahead,
            actor,
            restoredFrom: options.restoredFrom,
          },
          tx,
        )
        return metahead
      })
    },

    /** Saves over `version`; a stale version is a conflict with what is there now. */
    async update(
      id: number,
      input: MetaheadInput,
      compiled: string | null,
      version: number,
      actor: string | null,
      restoredFrom?: number,
    ): Promise<MetaheadWrite> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(metaheads).where(eq(metaheads.id, id)).for('update')
        if (!before) return { ok: false, missing: true } as const
        if (before.version !== version) return { ok: false, conflict: toAdminMetahead(before) } as const
        const [row] = await tx
          .update(metaheads)
          .set({ ...columns(input, compiled), version: sql`${metaheads.version} + 1` })
          .where(and(eq(metaheads.id, id), eq(metaheads.version, version)))
          .returning()
        const metahead = toAdminMetahead(row as Row)
        await history.record(
          {
            site: before.site,
            area: 'metaheads',
            subject: String(id),
            before: toAdminMetahead(before),
            after: metahead,
            actor,
            restoredFrom,
          },
          tx,
        )
        return { ok: true, metahead } as const
      })
    },

    /** Deletes a metahead (at `version` when given); answers what was deleted. */
    async remove(
      id: number,
      version: number | undefined,
      actor: string | null,
      restoredFrom?: number,
    ): Promise<MetaheadWrite> {
      return db.transaction(async (tx) => {
        const [before] = await tx.select().from(metaheads).where(eq(metaheads.id, id)).for('update')
        if (!before) return { ok: false, missing: true } as const
        if (version !== undefined && before.version !== version)
          return { ok: false, conflict: toAdminMetahead(before) } as const
        await tx.delete(metaheads).where(eq(metaheads.id, id))
        const metahead = toAdminMetahead(before)
        await history.record(
          {
            site: before.site,
            area: 'metaheads',
            subject: String(id),
            before: metahead,
            after: null,
            actor,
            restoredFrom,
          },
          tx,
        )
        return { ok: true, metahead } as const
      })
    },

    /**
     * Puts the site's metaheads in the order of `ids`, which must name each of them once: a list that
     * changed meanwhile (one added or deleted) answers the current order instead.
     */
    async reorder(
      site: string,
      ids: readonly number[],
      actor: string | null,
      restoredFrom?: number,
    ): Promise<{ ok: true; metaheads: AdminMetahead[] } | { ok: false; current: AdminMetahead[] }> {
      return db.transaction(async (tx) => {
        // Locks the site's rows, so two reorders (or a reorder and a save) take turns.
        const rows = await ordered(tx, site).for('update')
        const current = rows.map((r) => r.id)
        const same =
          ids.length === current.length &&
          new Set(ids).size === ids.length &&
          ids.every((id) => current.includes(id))
        if (!same) return { ok: false, current: rows.map(toAdminMetahead) } as const
        for (const [index, id] of ids.entries())
          await tx
            .update(metaheads)
            .set({ sequence: (index + 1) * STEP })
            .where(and(eq(metaheads.id, id), eq(metaheads.site, site)))
        await history.record(
          {
            site,
            area: 'metaheads',
            subject: METAHEAD_ORDER_SUBJECT,
            before: current,
            after: [...ids],
            actor,
            restoredFrom,
          },
          tx,
        )
        return { ok: true, metaheads: (await ordered(tx, site)).map(toAdminMetahead) } as const
      })
    },
  }
}

export type MetaheadStore = ReturnType<typeof metaheadStore>
