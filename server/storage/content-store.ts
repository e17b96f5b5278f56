import { and, asc, eq, ilike, inArray, isNull, or } from 'drizzle-orm'
import { languageOf } from '../../engine/storefront/language-of.js'
import type { Db } from '../db/database.js'
import { contentVersions, footers, metaheads, navEntries, searchSuggestions, settings } from '../db/schema.js'
import { navTreeOf } from './nav-tree-of.js'

export interface NavEntry {
  id: string
  title: string
  url: string
  parentId: string | null
  position: number
  children: NavEntry[]
}

/**
 * The setting rows that apply to a locale, least specific first: the site's own (''), the language
 * ("ar") and the locale itself ("ar-AE"). They sort in that order as strings too.
 */
function settingLocales(locale: string | undefined): string[] {
  if (!locale) return ['']
  return [...new Set(['', languageOf(locale), locale])]
}

export interface MetaheadRow {
  id: number
  content: string
  compiled: string | null
  language: string
  sequence: number
  in_body: boolean
  rdx_core_page_id: string | null
  reload_on_each_page: boolean
  /** The cookie-consent scope it needs (migration 0021): 'obligatory' runs at once. */
  consent_scope: string
}

/** Settings, metaheads, navigation, footer and search suggestions of a site. */
export function contentStore(db: Db) {
  return {
    /**
     * The content version of each site (server/db/migrations/0006): it changes with every publish and every
     * change of settings, metaheads, navigation or footer. Read before the content it describes, a version
     * never claims newer content than was read.
     */
    async versions(): Promise<Map<string, number>> {
      const rows = await db.select().from(contentVersions)
      return new Map(rows.map((r) => [r.site, Number(r.version)]))
    },

    /** The content version of one site (0 when it has none yet). */
    async version(site: string): Promise<number> {
      const rows = await db.select().from(contentVersions).where(eq(contentVersions.site, site))
      return Number(rows[0]?.version ?? 0)
    },

    /**
     * Every setting of a site as key -> value (values are strings; structured ones hold JSON). With a
     * locale, a key's value for that locale (or its language) replaces the site's value as a whole
     * (docs/decisions/014); keys without a variant keep the site's value.
     */
    async settings(site: string, locale?: string): Promise<Record<string, string>> {
      const rows = await db
        .select()
        .from(settings)
        .where(and(eq(settings.site, site), inArray(settings.locale, settingLocales(locale))))
        .orderBy(asc(settings.key), asc(settings.locale))
      // Ordered by specificity within each key, so the most specific row is the one kept.
      return Object.fromEntries(rows.map((r) => [r.key, r.value]))
    },

    /** Metaheads for a page and the global ones (page_id null), by sequence; page null gives global only. */
    async metaheads(site: string, pageId: string | null): Promise<MetaheadRow[]> {
      const scope =
        pageId === null
          ? isNull(metaheads.pageId)
          : or(isNull(metaheads.pageId), eq(metaheads.pageId, pageId))
      const rows = await db
        .select()
        .from(metaheads)
        .where(and(eq(metaheads.site, site), scope))
        .orderBy(asc(metaheads.sequence), asc(metaheads.id))
      return rows.map((r) => ({
        id: r.id,
        content: r.content,
        compiled: r.compiled,
        language: r.language,
        sequence: r.sequence,
        in_body: r.inBody,
        rdx_core_page_id: r.pageId,
        reload_on_each_page: r.reloadOnEachPage,
        consent_scope: r.consentScope,
      }))
    },

    /** Navigation entries of a site and locale as a tree, by position. */
    async navigation(site: string, locale: string): Promise<NavEntry[]> {
      const rows = await db
        .select()
        .from(navEntries)
        .where(and(eq(navEntries.site, site), eq(navEntries.locale, locale)))
        .orderBy(asc(navEntries.position), asc(navEntries.id))
      return navTreeOf(rows)
    },

    /** The chain of entries from the top of the navigation to the entry `id`; empty for an unknown id. */
    async breadcrumbs(site: string, id: string): Promise<Omit<NavEntry, 'children'>[]> {
      const rows = await db.select().from(navEntries).where(eq(navEntries.site, site))
      const byId = new Map(rows.map((r) => [r.id, r]))
      const chain: Omit<NavEntry, 'children'>[] = []
      for (
        let entry = byId.get(id);
        entry && chain.length < 20;
        entry = entry.parentId ? byId.get(entry.parentId) : undefined
      )
        chain.unshift(entry)
      return chain
    },

    async footer(site: string, locale: string): Promise<unknown> {
      const rows = await db
        .select()
        .from(footers)
        .where(and(eq(footers.site, site), eq(footers.locale, locale)))
      return rows[0]?.settings ?? null
    },

    /** Up to `limit` suggestions containing the keyword, case-insensitively. */
    async searchSuggestions(site: string, locale: string, keyword: string, limit: number): Promise<string[]> {
      const pattern = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      const rows = await db
        .select({ phrase: searchSuggestions.phrase })
        .from(searchSuggestions)
        .where(
          and(
            eq(searchSuggestions.site, site),
            eq(searchSuggestions.locale, locale),
            ilike(searchSuggestions.phrase, pattern),
          ),
        )
        .orderBy(asc(searchSuggestions.phrase))
        .limit(limit)
      return rows.map((r) => r.phrase)
    },
  }
}
