import { searchConfigFor } from '../../engine/search/search-config.js'
import type { Database } from '../db/database.js'
import { indexPageForSearch } from './index-page-for-search.js'
import { HIT_END, HIT_START } from '../../engine/search/hit-markers.js'

export interface PageHit {
  path: string
  title: string
  /** A few words around the hits, each hit between HIT_START and HIT_END (engine/search/hit-markers.ts). */
  snippet: string
}

export interface PageHits {
  total: number
  hits: PageHit[]
}

/** ts_headline's options: a short excerpt of up to two fragments around the hits. */
const HEADLINE_OPTIONS = `StartSel=${HIT_START}, StopSel=${HIT_END}, MaxWords=30, MinWords=12, ShortWord=2, MaxFragments=2, FragmentDelimiter=" … "`

/**
 * The search index of published pages (migration 0022, docs/decisions/047): the words of each page's
 * published version, written by the publishing transaction, and the full-text queries over them.
 */
export function pageSearchStore(database: Database) {
  return {
    /**
     * Indexes every published page whose search document is missing or older than its published version
     * (a database from before migration 0022, a page published by a script), and drops the documents of
     * pages no longer published. Run at start; returns how many pages it indexed.
     */
    async indexStale(): Promise<number> {
      await database.query(
        `DELETE FROM page_search s USING pages p WHERE p.id = s.page_id AND p.published_version IS NULL`,
      )
      const stale = await database.query<{
        id: string
        site: string
        locale: string
        page_type: string
        version: number
        document: unknown
      }>(
        // The published document says what it is: a redirect or folder has no search document to miss.
        `SELECT p.id, coalesce(v.document ->> 'site', p.site) AS site,
                coalesce(v.document ->> 'locale', p.locale) AS locale,
                coalesce(v.document ->> 'page_type', p.page_type) AS page_type, v.version, v.document
           FROM pages p
           JOIN page_versions v ON v.page_id = p.id AND v.version = p.published_version
           LEFT JOIN page_search s ON s.page_id = p.id
          WHERE (s.page_id IS NULL AND coalesce(v.document ->> 'page_type', p.page_type) = 'page') OR s.version <> p.published_version`,
      )
      for (const page of stale) await indexPageForSearch(database.db, page, page.version, page.document)
      return stale.length
    },

    /**
     * The published pages of a site and locale that match `keyword` (web-search syntax: words, "phrases",
     * or, -not), best first, `limit` from `offset`, with a snippet around the hits.
     */
    async search(
      site: string,
      locale: string,
      keyword: string,
      { limit, offset }: { limit: number; offset: number },
    ): Promise<PageHits> {
      const config = searchConfigFor(locale)
      // Only the words of the version that is published now: an unpublished page drops out at once.
      const from = `FROM page_search s
        JOIN pages p ON p.id = s.page_id AND p.published_version = s.version,
        websearch_to_tsquery($3::regconfig, $4) q
        WHERE s.site = $1 AND s.locale = $2 AND s.document @@ q`
      const params = [site, locale, config, keyword]
      const [count] = await database.query<{ n: number }>(`SELECT count(*)::int AS n ${from}`, params)
      const total = count?.n ?? 0
      if (total === 0 || offset >= total) return { total, hits: [] }
      const hits = await database.query<PageHit>(
        `SELECT path, title, ts_headline($3::regconfig, text, q, $7) AS snippet
           FROM (SELECT p.path, s.title, ltrim(s.description || ' ' || s.body) AS text, q,
                        ts_rank_cd(s.document, q) AS rank
                   ${from}
                  ORDER BY rank DESC, p.path
                  LIMIT $5 OFFSET $6) page
          ORDER BY rank DESC, path`,
        [...params, limit, offset, HEADLINE_OPTIONS],
      )
      return { total, hits }
    },

    /** Titles of published pages that contain `text` (any case), for the search suggestions. */
    async titlesContaining(site: string, locale: string, text: string, limit: number): Promise<string[]> {
      const rows = await database.query<{ title: string }>(
        `SELECT DISTINCT s.title
           FROM page_search s JOIN pages p ON p.id = s.page_id AND p.published_version = s.version
          WHERE s.site = $1 AND s.locale = $2 AND s.title <> '' AND strpos(lower(s.title), lower($3)) > 0
          ORDER BY s.title
          LIMIT $4`,
        [site, locale, text, limit],
      )
      return rows.map((r) => r.title)
    },
  }
}

export type PageSearchStore = ReturnType<typeof pageSearchStore>
