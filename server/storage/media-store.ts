import { eq } from 'drizzle-orm'
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
}

/** The media library's records; the files themselves live in the media folder (server/media). */
export function mediaStore(db: Db) {
  return {
    async get(id: string): Promise<MediaRecord | undefined> {
      return (await db.select().from(media).where(eq(media.id, id)))[0]
    },
    async insert(record: MediaRecord): Promise<void> {
      await db.insert(media).values(record).onConflictDoNothing()
    },
  }
}
