import { count, desc, eq, ilike, or } from 'drizzle-orm'
import type { Db } from '../db/database.js'
import { media } from '../db/schema.js'

export interface MediaRecord {
  id: string
  fileName: string
  mimeType: string
  width: number
  height: number
  alt: string
  bytes: number
  decorative?: boolean
  focalX?: number
  focalY?: number
}

/** What an editor may change on an image after the upload. */
export interface MediaDetails {
  alt: string
  decorative: boolean
  focalX: number
  focalY: number
}

export type MediaListing = Required<MediaRecord> & { createdAt: Date }

/** `%` and `_` are LIKE wildcards; a search for "50%" means the text. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** The media library's records; the files themselves live in the media folder (server/media). */
export function mediaStore(db: Db) {
  return {
    async get(id: string): Promise<MediaListing | undefined> {
      return (await db.select().from(media).where(eq(media.id, id)))[0]
    },
    async insert(record: MediaRecord): Promise<void> {
      await db.insert(media).values(record).onConflictDoNothing()
    },
    /** Newest first; `search` matches the file name or the alt text, ignoring case. */
    async list(options: {
      search?: string
      offset: number
      limit: number
    }): Promise<{ items: MediaListing[]; total: number }> {
      const where = options.search
        ? or(ilike(media.fileName, likeText(options.search)), ilike(media.alt, likeText(options.search)))
        : undefined
      const [items, totals] = await Promise.all([
        db
          .select()
          .from(media)
          .where(where)
          .orderBy(desc(media.createdAt), desc(media.id))
          .offset(options.offset)
          .limit(options.limit),
        db.select({ total: count() }).from(media).where(where),
      ])
      return { items, total: Number(totals[0]?.total ?? 0) }
    },
    async update(id: string, details: MediaDetails): Promise<MediaListing | undefined> {
      return (await db.update(media).set(details).where(eq(media.id, id)).returning())[0]
    },
  }
}
