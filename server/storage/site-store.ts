import { asc, eq } from 'drizzle-orm'
import type { Db } from '../db/database.js'
import { sites } from '../db/schema.js'

export interface Site {
  key: string
  host: string
  name: string
  brand: string
  theme: 'lrdx' | 'jdx'
  defaultLocale: string
  locales: string[]
}

/** Sites by key and by host name. */
export function siteStore(db: Db) {
  return {
    async list(): Promise<Site[]> {
      return (await db.select().from(sites).orderBy(asc(sites.key))) as Site[]
    },
    async byKey(key: string): Promise<Site | undefined> {
      return (await db.select().from(sites).where(eq(sites.key, key)))[0] as Site | undefined
    },
  }
}
