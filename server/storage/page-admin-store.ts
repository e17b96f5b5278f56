import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { ValidationError } from '../../engine/validation/validation-error.js'
import type { PageDocument } from '../../templates/generated/types.js'
import type { Db } from '../db/database.js'
import { pages, pageVersions } from '../db/schema.js'
import { indexPageForSearch } from '../search/index-page-for-search.js'

export interface PageSummary {
  id: string
  site: string
  locale: string
  path: string
  pageType: string
  title: string
  draftVersion: number
  publishedVersion: number | null
  /** How many field rules the draft breaks: it cannot be published until this is 0. */
  errorCount: number
  /** The draft differs from the published version (null while never published). */
  changedSincePublish: boolean | null
  updatedAt: Date
  /** Who last saved, published or restored it; null for changes made before migration 0018 or by the seed. */
  updatedBy: string | null
}

/** One published version of a page, newest first in the versions list. */
export interface PageVersionSummary {
  version: number
  publishedAt: Date
  publishedBy: string | null
  title: string
}

export interface PageDraft {
  id: string
  site: string
  path: string
  draft: unknown
  draftVersion: number
  publishedVersion: number | null
  /** The field rules the draft broke when it was saved. */
  errors: ValidationError[]
}

export type SaveResult =
  { ok: true; draftVersion: number } | { ok: false; conflict: PageDraft } | { ok: false; missing: true }

export function titleOf(doc: unknown): string {
  const title = (doc as { attributes?: { title?: unknown } } | null)?.attributes?.title
  return typeof title === 'string' ? title : ''
}

/**
 * The editor's side of pages: drafts saved against the version they started from (a stale save is a
 * conflict, decided by the UPDATE itself, so two saves at once cannot both win), immutable published
 * versions, restore.
 */
export function pageAdminStore(db: Db) {
  const draftOf = async (id: string): Promise<PageDraft | undefined> =>
    (
      await db
        .select({
          id: pages.id,
          site: pages.site,
          path: pages.path,
          draft: pages.draft,
          draftVersion: pages.draftVersion,
          publishedVersion: pages.publishedVersion,
          errors: pages.draftErrors,
        })
        .from(pages)
        .where(eq(pages.id, id))
    )[0]

  return {
    draft: draftOf,

    /** The draft at a site path (for the preview of unpublished changes). */
    async draftByPath(site: string, path: string): Promise<PageDraft | undefined> {
      const rows = await db
        .select({ id: pages.id })
        .from(pages)
        .where(and(eq(pages.site, site), eq(pages.path, path)))
      return rows[0] ? draftOf(rows[0].id) : undefined
    },

    async list(filter: { site?: string; locale?: string }): Promise<PageSummary[]> {
      const conditions = [
        filter.site ? eq(pages.site, filter.site) : undefined,
        filter.locale ? eq(pages.locale, filter.locale) : undefined,
      ].filter((c) => c !== undefined)
      // The published version rides along for one comparison: jsonb equality ignores key order, so a draft
      // restored from the published version, or saved back unchanged, is not "changed".
      const rows = await db
        .select({
          id: pages.id,
          site: pages.site,
          locale: pages.locale,
          path: pages.path,
          pageType: pages.pageType,
          title: sql<string>`coalesce(${pages.draft} -> 'attributes' ->> 'title', '')`,
          draftVersion: pages.draftVersion,
          publishedVersion: pages.publishedVersion,
          errorCount: sql<number>`jsonb_array_length(${pages.draftErrors})`,
          changed: sql<boolean | null>`${pageVersions.document} IS DISTINCT FROM ${pages.draft}`,
          updatedAt: pages.updatedAt,
          updatedBy: pages.updatedBy,
        })
        .from(pages)
        .leftJoin(
          pageVersions,
          and(eq(pageVersions.pageId, pages.id), eq(pageVersions.version, pages.publishedVersion)),
        )
        .where(conditions.length ? and(...conditions) : undefined)
        .orderBy(asc(pages.site), asc(pages.path))
      return rows.map(({ changed, ...r }) => ({
        ...r,
        errorCount: Number(r.errorCount),
        changedSincePublish: r.publishedVersion === null ? null : changed === true,
      }))
    },

    async pathTaken(site: string, path: string, exceptId?: string): Promise<boolean> {
      const rows = await db
        .select({ id: pages.id })
        .from(pages)
        .where(and(eq(pages.site, site), eq(pages.path, path)))
      return rows.some((r) => r.id !== exceptId)
    },

    /** A new page with `doc` as its draft (version 1), saved with the field rules it breaks, by `by`. */
    async create(
      doc: PageDocument,
      options: { errors?: readonly ValidationError[]; by?: string | null } = {},
    ): Promise<void> {
      await db.insert(pages).values({
        id: doc.id,
        site: doc.site,
        locale: doc.locale,
        path: doc.path,
        pageType: doc.page_type,
        draft: doc,
        draftVersion: 1,
        publishedVersion: null,
        draftErrors: [...(options.errors ?? [])],
        updatedBy: options.by ?? null,
      })
    },

    /**
     * Saves a draft, with the field rules it breaks, if it is still at `baseVersion`; otherwise says what is
     * there now. `by` names the editor for the pages screen.
     */
    async save(
      id: string,
      doc: PageDocument,
      baseVersion: number,
      errors: readonly ValidationError[] = [],
      by: string | null = null,
    ): Promise<SaveResult> {
      const updated = await db
        .update(pages)
        .set({
          draft: doc,
          draftErrors: [...errors],
          path: doc.path,
          locale: doc.locale,
          pageType: doc.page_type,
          draftVersion: sql`${pages.draftVersion} + 1`,
          updatedAt: sql`now()`,
          updatedBy: by,
        })
        .where(and(eq(pages.id, id), eq(pages.draftVersion, baseVersion)))
        .returning({ draftVersion: pages.draftVersion })
      if (updated[0]) return { ok: true, draftVersion: updated[0].draftVersion }
      const current = await draftOf(id)
      return current ? { ok: false, conflict: current } : { ok: false, missing: true }
    },

    /** Publishes the current draft as a new immutable version, by `by`; returns its number. */
    async publish(id: string, doc: PageDocument, by: string | null = null): Promise<number> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ max: sql<number>`coalesce(max(${pageVersions.version}), 0)` })
          .from(pageVersions)
          .where(eq(pageVersions.pageId, id))
        const version = Number(row?.max ?? 0) + 1
        await tx.insert(pageVersions).values({ pageId: id, version, document: doc, publishedBy: by })
        await tx
          .update(pages)
          .set({ publishedVersion: version, updatedAt: sql`now()`, updatedBy: by })
          .where(eq(pages.id, id))
        // Findable from the same commit that serves it (docs/decisions/047).
        await indexPageForSearch(tx, { ...doc, id }, version, doc)
        return version
      })
    },

    async versions(id: string): Promise<PageVersionSummary[]> {
      const rows = await db
        .select()
        .from(pageVersions)
        .where(eq(pageVersions.pageId, id))
        .orderBy(desc(pageVersions.version))
      return rows.map((r) => ({
        version: r.version,
        publishedAt: r.publishedAt,
        publishedBy: r.publishedBy,
        title: titleOf(r.document),
      }))
    },

    async version(id: string, version: number): Promise<unknown | undefined> {
      const rows = await db
        .select({ document: pageVersions.document })
        .from(pageVersions)
        .where(and(eq(pageVersions.pageId, id), eq(pageVersions.version, version)))
      return rows[0]?.document
    },

    async remove(id: string): Promise<boolean> {
      return (await db.delete(pages).where(eq(pages.id, id)).returning({ id: pages.id })).length > 0
    },
  }
}

export type PageAdminStore = ReturnType<typeof pageAdminStore>
