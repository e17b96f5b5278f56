import { and, asc, eq, sql } from 'drizzle-orm'
import type { AdminRedirect } from '../../engine/redirects/redirect-options.js'
import type { PageDocument } from '../../templates/generated/types.js'
import type { Db } from '../db/database.js'
import { pages, pageVersions } from '../db/schema.js'
import type { siteChangeStore } from '../storage/site-change-store.js'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** Every redirect page of a site as path → target, for the loop check of a write. */
export type RedirectEdges = ReadonlyMap<string, string>

export type RedirectWrite =
  | { ok: true; redirect: AdminRedirect }
  | { ok: false; conflict: AdminRedirect }
  | { ok: false; missing: true }

/** A redirect page's document as the Redirects screen shows it; undefined for any other page. */
export function toAdminRedirect(id: string, doc: unknown, version: number): AdminRedirect | undefined {
  const d = doc as PageDocument
  const r = d?.attributes?.redirect
  if (d?.page_type !== 'url_redirection' || !r) return undefined
  return {
    id,
    path: d.path,
    locale: d.locale,
    title: d.attributes.title,
    to: r.to as string,
    http_code: (r.http_code ?? 301) as AdminRedirect['http_code'],
    link_type: (r.link_type ?? 'internal') as AdminRedirect['link_type'],
    link_new_window: r.link_new_window === true,
    version,
  }
}

/**
 * Redirect pages (001 §2: pages of type url_redirection) as the Redirects screen writes them: each write
 * saves the draft and publishes it in one transaction, so it is live at once, with its history entry
 * (site_changes, area 'redirects', subject the path). Writes of one site take turns (a transaction-scoped
 * advisory lock), so the loop check `ensure` runs against redirects no other write is changing: two admins
 * adding /a → /b and /b → /a at once cannot both pass. Pages of other types are never touched here.
 */
export function redirectStore(db: Db, history: ReturnType<typeof siteChangeStore>) {
  async function lockSite(tx: Tx, site: string) {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`redirects:${site}`}))`)
  }

  async function edges(tx: Db | Tx, site: string): Promise<Map<string, string>> {
    const rows = await tx
      .select({ path: pages.path, draft: pages.draft })
      .from(pages)
      .where(and(eq(pages.site, site), eq(pages.pageType, 'url_redirection')))
    const map = new Map<string, string>()
    for (const row of rows) {
      const to = (row.draft as PageDocument).attributes?.redirect?.to
      if (typeof to === 'string') map.set(row.path, to)
    }
    return map
  }

  async function publish(tx: Tx, id: string, doc: PageDocument, actor: string | null) {
    const [row] = await tx
      .select({ max: sql<number>`coalesce(max(${pageVersions.version}), 0)` })
      .from(pageVersions)
      .where(eq(pageVersions.pageId, id))
    const version = Number(row?.max ?? 0) + 1
    await tx.insert(pageVersions).values({ pageId: id, version, document: doc, publishedBy: actor })
    await tx.update(pages).set({ publishedVersion: version }).where(eq(pages.id, id))
  }

  async function current(tx: Db | Tx, id: string) {
    const [row] = await tx
      .select({ site: pages.site, draft: pages.draft, draftVersion: pages.draftVersion })
      .from(pages)
      .where(eq(pages.id, id))
    return row
  }

  return {
    async list(site: string): Promise<AdminRedirect[]> {
      const rows = await db
        .select({ id: pages.id, draft: pages.draft, draftVersion: pages.draftVersion })
        .from(pages)
        .where(and(eq(pages.site, site), eq(pages.pageType, 'url_redirection')))
        .orderBy(asc(pages.path))
      return rows
        .map((r) => toAdminRedirect(r.id, r.draft, r.draftVersion))
        .filter((r): r is AdminRedirect => r !== undefined)
    },

    async get(id: string): Promise<(AdminRedirect & { site: string }) | undefined> {
      const row = await current(db, id)
      const redirect = row && toAdminRedirect(id, row.draft, row.draftVersion)
      return redirect && row ? { ...redirect, site: row.site } : undefined
    },

    /** A new redirect page, published at once; `ensure` may refuse it given the site's other redirects. */
    async create(
      doc: PageDocument,
      actor: string | null,
      ensure: (edges: RedirectEdges) => void,
      restoredFrom?: number,
    ): Promise<AdminRedirect> {
      return db.transaction(async (tx) => {
        await lockSite(tx, doc.site)
        ensure(await edges(tx, doc.site))
        await tx.insert(pages).values({
          id: doc.id,
          site: doc.site,
          locale: doc.locale,
          path: doc.path,
          pageType: doc.page_type,
          draft: doc,
          draftVersion: 1,
          publishedVersion: null,
          draftErrors: [],
          updatedBy: actor,
        })
        await publish(tx, doc.id, doc, actor)
        const redirect = toAdminRedirect(doc.id, doc, 1) as AdminRedirect
        await history.record(
          {
            site: doc.site,
            area: 'redirects',
            subject: doc.path,
            before: null,
            after: redirect,
            actor,
            restoredFrom,
          },
          tx,
        )
        return redirect
      })
    },

    /** Saves a redirect page over `version` and publishes it; a stale version is a conflict. */
    async update(
      doc: PageDocument,
      version: number,
      actor: string | null,
      ensure: (edges: RedirectEdges) => void,
      restoredFrom?: number,
    ): Promise<RedirectWrite> {
      return db.transaction(async (tx) => {
        await lockSite(tx, doc.site)
        const row = await current(tx, doc.id)
        const before = row && toAdminRedirect(doc.id, row.draft, row.draftVersion)
        if (!row || !before) return { ok: false, missing: true } as const
        if (row.draftVersion !== version) return { ok: false, conflict: before } as const
        const others = await edges(tx, doc.site)
        others.delete(before.path)
        ensure(others)
        const [saved] = await tx
          .update(pages)
          .set({
            draft: doc,
            draftErrors: [],
            path: doc.path,
            locale: doc.locale,
            draftVersion: sql`${pages.draftVersion} + 1`,
            updatedAt: sql`now()`,
            updatedBy: actor,
          })
          .where(and(eq(pages.id, doc.id), eq(pages.draftVersion, version)))
          .returning({ draftVersion: pages.draftVersion })
        if (!saved) return { ok: false, conflict: before } as const
        await publish(tx, doc.id, doc, actor)
        const redirect = toAdminRedirect(doc.id, doc, saved.draftVersion) as AdminRedirect
        await history.record(
          {
            site: doc.site,
            area: 'redirects',
            subject: doc.path,
            before,
            after: redirect,
            actor,
            restoredFrom,
          },
          tx,
        )
        return { ok: true, redirect } as const
      })
    },

    /** Deletes a redirect page (at `version` when given); answers what was deleted. */
    async remove(
      id: string,
      version: number | undefined,
      actor: string | null,
      restoredFrom?: number,
    ): Promise<RedirectWrite> {
      return db.transaction(async (tx) => {
        const row = await current(tx, id)
        const before = row && toAdminRedirect(id, row.draft, row.draftVersion)
        if (!row || !before) return { ok: false, missing: true } as const
        await lockSite(tx, row.site)
        if (version !== undefined && row.draftVersion !== version)
          return { ok: false, conflict: before } as const
        const deleted = await tx
          .delete(pages)
          .where(and(eq(pages.id, id), eq(pages.draftVersion, row.draftVersion)))
          .returning({ id: pages.id })
        if (!deleted.length) return { ok: false, conflict: before } as const
        await history.record(
          {
            site: row.site,
            area: 'redirects',
            subject: before.path,
            before,
            after: null,
            actor,
            restoredFrom,
          },
          tx,
        )
        return { ok: true, redirect: before } as const
      })
    },
  }
}

export type RedirectStore = ReturnType<typeof redirectStore>
