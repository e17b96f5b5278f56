import type { Database } from '../db/database.js'
import { metaheadStore } from '../metaheads/metahead-store.js'
import { redirectStore } from '../redirects/redirect-store.js'
import { pageSearchStore } from '../search/page-search-store.js'
import { DealerStore } from '../stock/dealer-store.js'
import { contentStore } from './content-store.js'
import { footerStore } from './footer-store.js'
import { mediaStore } from './media-store.js'
import { mediaUsageStore } from './media-usage-store.js'
import { navigationStore } from './navigation-store.js'
import { pageAdminStore } from './page-admin-store.js'
import { pageStore } from './page-store.js'
import { siteChangeStore } from './site-change-store.js'
import { siteSettingsStore } from './site-settings-store.js'
import { siteStore } from './site-store.js'

/** Everything the server reads and writes, over one database. */
export function createStorage(database: Database) {
  const siteChanges = siteChangeStore(database.db)
  return {
    database,
    sites: siteStore(database.db),
    pages: pageStore(database.db),
    pageAdmin: pageAdminStore(database.db),
    content: contentStore(database.db),
    media: mediaStore(database.db),
    mediaUsage: mediaUsageStore(database.db),
    dealers: new DealerStore(database),
    siteChanges,
    siteSettings: siteSettingsStore(database.db, siteChanges),
    search: pageSearchStore(database),
    navigation: navigationStore(database.db),
    footers: footerStore(database.db),
    metaheads: metaheadStore(database.db, siteChanges),
    redirects: redirectStore(database.db, siteChanges),
  }
}

export type Storage = ReturnType<typeof createStorage>
