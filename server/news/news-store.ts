import { randomUUID } from 'node:crypto'
import type { NewsEntry } from '../../engine/news/news-entry.js'
import type { NewsListPage } from '../../engine/news/news-list-page.js'
import type { NewsListQuery } from '../../engine/news/news-list-query.js'
import type { Database } from '../db/database.js'
import { isUniqueViolation } from '../http/database-error.js'
import { HttpError } from '../http/http-error.js'
import type { NewsAdminEntry, NewsStatus } from '../../engine/news/news-admin-entry.js'
import type { NewsInput } from './news-input.js'
import { isUuid } from '../db/uuid.js'
import { isoTime, isoTimeOrNull } from '../db/iso-time.js'

interface NewsRow {
  id: string
  site: string
  locale: string
  slug: string
  title: string
  summary: string
  body: string
  image_id: string | null
  image_alt: string
  country: string
  published_at: Date | string | null
  version: number
  created_at: Date | string
  updated_at: Date | string
  status: NewsStatus
}

const COLUMNS = `id, site, locale, slug, title, summary, body, image_id, image_alt, country, published_at, version,
  created_at, updated_at,
  CASE WHEN published_at IS NULL THEN 'draft' WHEN published_at > now() THEN 'scheduled' ELSE 'published' END AS status`
/** Published: the date has passed. */
const LIVE = 'published_at IS NOT NULL AND published_at <= now()'

function publicEntry(row: NewsRow): NewsEntry {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    body: row.body,
    image: row.image_id ? { id: row.image_id, alt: row.image_alt } : null,
    country: row.country,
    locale: row.locale,
    published_at: isoTime(row.published_at!),
  }
}

function adminEntry(row: NewsRow): NewsAdminEntry {
  return {
    ...publicEntry({ ...row, published_at: row.published_at ?? row.created_at }),
    site: row.site,
    published_at: isoTimeOrNull(row.published_at),
    status: row.status,
    version: row.version,
    created_at: isoTime(row.created_at),
    updated_at: isoTime(row.updated_at),
  }
}

const slugTaken = (input: NewsInput) =>
  new HttpError(
    409,
    'slug_taken',
    `${input.slug} is already the address of a ${input.locale} entry of ${input.site}`,
    [{ field: 'slug', message: 'is taken in this site and language' }],
  )

/**
 * The news entries (migration 0016, decision 041): what the public news API and the news block read
 * (published ones, newest first) and what /admin edits (drafts and scheduled ones too). Saves carry the
 * version they started from; a slug is unique per site and language.
 */
export class NewsStore {
  constructor(private readonly database: Database) {}

  /** A page of a site's published entries in one language (and country, plus those for every country). */
  async published(query: NewsListQuery): Promise<NewsListPage> {
    const params = [query.site, query.locale, query.country]
    const where = `site = $1 AND locale = $2 AND ${LIVE} AND ($3 = '' OR country = '' OR country = $3)`
    const [rows, [count]] = await Promise.all([
      this.database.query<NewsRow>(
        `SELECT ${COLUMNS} FROM news_entries WHERE ${where} ORDER BY published_at DESC, id
         LIMIT ${query.perPage} OFFSET ${(query.page - 1) * query.perPage}`,
        params,
      ),
      this.database.query<{ total: string | number }>(
        `SELECT count(*) AS total FROM news_entries WHERE ${where}`,
        params,
      ),
    ])
    const total = Number(count?.total ?? 0)
    return {
      // Lists carry no bodies: the article view reads its entry on its own.
      entries: rows.map((row) => ({ ...publicEntry(row), body: '' })),
      total,
      page: query.page,
      pages: Math.ceil(total / query.perPage),
      perPage: query.perPage,
    }
  }

  /** A published entry by its slug, or undefined. */
  async publishedBySlug(site: string, locale: string, slug: string): Promise<NewsEntry | undefined> {
    const [row] = await this.database.query<NewsRow>(
      `SELECT ${COLUMNS} FROM news_entries WHERE site = $1 AND locale = $2 AND slug = $3 AND ${LIVE}`,
      [site, locale, slug],
    )
    return row ? publicEntry(row) : undefined
  }

  /** A page of every entry (drafts too) for /admin, newest change first; `search` matches titles and slugs. */
  async list(query: {
    site?: string
    locale?: string
    search: string
    page: number
    items: number
  }): Promise<{ rows: NewsAdminEntry[]; total: number }> {
    const params = [query.site ?? '', query.locale ?? '', query.search.replace(/[\\%_]/g, '\\$&')]
    const where = `($1 = '' OR site = $1) AND ($2 = '' OR locale = $2)
      AND ($3 = '' OR title ILIKE '%' || $3 || '%' OR slug LIKE '%' || lower($3) || '%')`
    const [rows, [count]] = await Promise.all([
      this.database.query<NewsRow>(
        `SELECT ${COLUMNS} FROM news_entries WHERE ${where}
         ORDER BY coalesce(published_at, created_at) DESC, id LIMIT ${query.items} OFFSET ${(query.page - 1) * query.items}`,
        params,
      ),
      this.database.query<{ total: string | number }>(
        `SELECT count(*) AS total FROM news_entries WHERE ${where}`,
        params,
      ),
    ])
    return { rows: rows.map(adminEntry), total: Number(count?.total ?? 0) }
  }

  async get(id: string): Promise<NewsAdminEntry | undefined> {
    if (!isUuid(id)) return undefined
    const [row] = await this.database.query<NewsRow>(`SELECT ${COLUMNS} FROM news_entries WHERE id = $1`, [
      id,
    ])
    return row ? adminEntry(row) : undefined
  }

  /** A new entry; a slug taken in its site and language is a 409 naming it. */
  async add(input: NewsInput): Promise<NewsAdminEntry> {
    try {
      const [row] = await this.database.query<NewsRow>(
        `INSERT INTO news_entries (id, site, locale, slug, title, summary, body, image_id, image_alt, country, published_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING ${COLUMNS}`,
        [randomUUID(), ...values(input)],
      )
      return adminEntry(row!)
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken(input)
      throw error
    }
  }

  /**
   * Saves the entry if it is still at `version`: the entry after the save, null when there is no such entry,
   * a 409 when another save came first (nothing changes then).
   */
  async update(id: string, version: number, input: NewsInput): Promise<NewsAdminEntry | null> {
    if (!isUuid(id)) return null
    let row: NewsRow | undefined
    try {
      ;[row] = await this.database.query<NewsRow>(
        `UPDATE news_entries SET site = $2, locale = $3, slug = $4, title = $5, summary = $6, body = $7,
           image_id = $8, image_alt = $9, country = $10, published_at = $11, version = version + 1, updated_at = now()
         WHERE id = $1 AND version = $12 RETURNING ${COLUMNS}`,
        [id, ...values(input), version],
      )
    } catch (error) {
      if (isUniqueViolation(error)) throw slugTaken(input)
      throw error
    }
    if (row) return adminEntry(row)
    const current = await this.get(id)
    if (!current) return null
    throw new HttpError(
      409,
      'version_conflict',
      'Someone saved this entry after you opened it: reload it and make your change again',
      {
        version: current.version,
      },
    )
  }

  /** Whether there was such an entry to remove. */
  async remove(id: string): Promise<boolean> {
    if (!isUuid(id)) return false
    return (await this.database.query('DELETE FROM news_entries WHERE id = $1 RETURNING id', [id])).length > 0
  }
}

function values(input: NewsInput): unknown[] {
  return [
    input.site,
    input.locale,
    input.slug,
    input.title,
    input.summary,
    input.body,
    input.image?.id ?? null,
    input.image?.alt ?? '',
    input.country,
    input.published_at,
  ]
}
